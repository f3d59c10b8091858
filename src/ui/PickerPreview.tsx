import { Link } from '../platform/routing/router.js';
import type { Completeness, ReportPreview } from '../../contracts/geo.js';
import type { RemoteData } from './remote-data.js';
import { ReportPreviewSections } from './ReportPreviewSections.js';
import { ErrorState, Loading } from './states.js';

/** The `preview` texts of a picker's namespace. */
export type PickerPreviewTexts = Record<Completeness, () => string> & {
  heading(): string;
  lead(args: { target: string }): string;
  sections: Record<string, () => string>;
  figures(args: { withData: number; total: number }): string;
  sources(): string;
  open(): string;
  chooseAnother(): string;
  failed(): string;
};

/** The stage a picker ends on: what the chosen place's report will hold, with the way into it or back to choosing. */
export function PickerPreview({ t, m, reportPath }: {
  t: PickerPreviewTexts;
  m: { preview: { value: RemoteData<ReportPreview> }; retryPreview(): Promise<unknown>; backToPicker(): void };
  reportPath: string;
}) {
  const preview = m.preview.value;
  return (
    <>
      <h2>{t.heading()}</h2>
      {preview.status === 'ready' ? (
        <>
          <p>{t.lead({ target: preview.data.target })}</p>
          <ReportPreviewSections
            preview={preview.data}
            sectionLabel={(key) => (key in t.sections ? t.sections[key]!() : key)}
            completenessLabel={(c) => t[c]()}
            figuresText={(withData, total) => t.figures({ withData, total })}
            sourcesTitle={t.sources()}
          />
        </>
      ) : preview.status === 'error' ? (
        <ErrorState title={t.failed()} onRetry={() => void m.retryPreview()} />
      ) : (
        <Loading />
      )}
      <div class="picker-actions">
        <Link class="btn" to={reportPath}>
          {t.open()}
        </Link>
        <button type="button" class="btn secondary" onClick={m.backToPicker}>
          {t.chooseAnother()}
        </button>
      </div>
    </>
  );
}
