import type { ComponentType } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { Figure as FigureData } from '../../contracts/figure.js';
import { language, LL } from '../platform/i18n/index.js';
import { formatFigureValue, sourceLine, sourcesLabel } from './figure-format.js';
import type { FigureDetailsProps } from './FigureDetails.js';

interface Props {
  label: string;
  figure: FigureData;
  /** Overrides the default number formatting (e.g. a score out of 10). */
  format?: (value: number, unit: string) => string;
}

/**
 * The details' code (datasets, licences, the model and its inputs with their units), fetched on the first tap on any
 * figure: a reader who never opens one never downloads it, and every report's first load is the lighter for it.
 */
let Details: ComponentType<FigureDetailsProps> | null = null;
let loading: Promise<unknown> | null = null;
const loadDetails = () => (loading ??= import('./FigureDetails.js').then((m) => (Details = m.FigureDetails), (error: unknown) => {
  loading = null; // offline: the next tap tries again
  throw error;
}));

/**
 * One figure with its provenance: the value (or 'No Data Available'), one short line (its kind, the dates it spans,
 * 'N sources ▸'), and on tap each dataset's name and own date, where it was copied from and its licence, and for an
 * estimate the model with its inputs and how it is computed.
 */
export function Figure({ label, figure, format }: Props) {
  const [open, setOpen] = useState(false);
  const [, loaded] = useState(0);
  const detailsId = useId();
  const t = LL.value;
  const p = t.provenance;
  const toggle = () => {
    setOpen(!open);
    if (!open && !Details) loadDetails().then(() => loaded((n) => n + 1), () => setOpen(false));
  };
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
          <button type="button" class="figure-sources" aria-expanded={open} aria-controls={detailsId} onClick={toggle}>
            {figure.datasets.length > 0 ? sourcesLabel(figure, t) : p.model()} {open ? '▾' : '▸'}
          </button>
        )}
      </div>
      {open && Details && <Details figure={figure} id={detailsId} />}
    </div>
  );
}
