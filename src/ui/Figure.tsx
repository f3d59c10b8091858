import { useId, useState } from 'preact/hooks';
import type { Figure as FigureData } from '../../contracts/figure.js';
import { language, LL } from '../platform/i18n/index.js';
import { formatFigureValue, formatModelInput, localVintage, readableSource, sourceLine, sourcesLabel, unitLabel } from './figure-format.js';

interface Props {
  label: string;
  figure: FigureData;
  /** Overrides the default number formatting (e.g. a score out of 10). */
  format?: (value: number, unit: string) => string;
}

/**
 * One figure with its provenance: the value (or 'No Data Available'), one short line (its kind, the dates it spans,
 * 'N sources ▸'), and on tap each dataset's name and own date, where it was copied from and its licence, and for an
 * estimate the model with its inputs and how it is computed.
 */
export function Figure({ label, figure, format }: Props) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const t = LL.value;
  const p = t.provenance;
  const value = figure.value === null
    ? t.states.noData()
    : format?.(figure.value, figure.unit) ?? formatFigureValue(figure.value, figure.unit, language.value);
  return (
    <div class="figure" data-kind={figure.kind}>
      <div class="muted">
        {label}
        {figure.scope && <span class="figure-scope"> · {figure.scope}</span>}
      </div>
      <div class="figure-value" data-empty={figure.value === null || undefined}>{value}</div>
      <div class="figure-source">
        <span>{sourceLine(figure, t)}</span>
        {(figure.datasets.length > 0 || figure.model) && (
          <button type="button" class="figure-sources" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {figure.datasets.length > 0 ? sourcesLabel(figure, t) : p.model()} {open ? '▾' : '▸'}
          </button>
        )}
      </div>
      {open && (
        <div class="figure-details" id={detailsId}>
          <dl>
            <dt>{p.period()}</dt>
            <dd>{localVintage(figure.vintage, t)}</dd>
            {figure.datasets.map((d) => (
              <>
                <dt>{p.source()}</dt>
                <dd>
                  {d.name} · {localVintage(d.vintage, t)}
                  <span class="figure-origin">
                    {readableSource(d.source)} · {p.licence()}: {d.licence}
                  </span>
                </dd>
              </>
            ))}
            {figure.model && (
              <>
                <dt>{p.model()}</dt>
                <dd>
                  {figure.model.name}: {figure.model.doc}
                </dd>
                {figure.model.inputs.length > 0 && (
                  <>
                    <dt>{p.inputs()}</dt>
                    <dd>
                      {figure.model.inputs.map((i) => `${i.label}: ${formatModelInput(i.value, language.value)}${i.unit ? ` ${unitLabel(i.unit, t)}` : ''}`).join('; ')}
                    </dd>
                  </>
                )}
              </>
            )}
          </dl>
          {figure.note && figure.note !== 'No Data Available' && <p>{figure.note}</p>}
        </div>
      )}
    </div>
  );
}
