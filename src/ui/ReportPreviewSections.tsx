import type { Completeness, ReportPreview } from '../../contracts/geo.js';
import { LL } from '../platform/i18n/index.js';
import { kindLabel, localVintage, readableSource } from './figure-format.js';
import './report-preview.css';

interface Props {
  preview: ReportPreview;
  /** The feature's name for a section key ('economy', 'footprint', ...). */
  sectionLabel: (key: string) => string;
  completenessLabel: (completeness: Completeness) => string;
  figuresText: (withData: number, total: number) => string;
  sourcesTitle: string;
}

/**
 * The sections a report will contain and how complete its data is for the chosen place, with the datasets it draws
 * on (the preview screen each picker ends on).
 */
export function ReportPreviewSections({ preview, sectionLabel, completenessLabel, figuresText, sourcesTitle }: Props) {
  const t = LL.value;
  return (
    <>
      <ol class="list preview-sections">
        {preview.sections.map((s) => (
          <li key={s.key} class="card" data-completeness={s.completeness}>
            <h3>{sectionLabel(s.key)}</h3>
            <p class="preview-completeness">
              <span class="preview-badge">{completenessLabel(s.completeness)}</span>
              <span class="muted">{figuresText(s.figuresWithData, s.figuresTotal)}</span>
            </p>
            {s.kinds.length > 0 && <p class="muted">{s.kinds.map((k) => kindLabel(k, t)).join(' · ')}</p>}
          </li>
        ))}
      </ol>
      {preview.datasets.length > 0 && (
        <section class="preview-sources">
          <h3>{sourcesTitle}</h3>
          <ul class="list muted">
            {preview.datasets.map((d) => (
              <li key={d.id}>
                {d.name} · {localVintage(d.vintage, t)}
                <span class="figure-origin">
                  {readableSource(d.source)} · {t.provenance.licence()}: {d.licence}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
