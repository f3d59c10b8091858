import type { Figure as FigureData } from '../../contracts/figure.js';
import { LL } from '../platform/i18n/index.js';
import { Figure } from './Figure.js';
import './classification.css';

/**
 * A class derived by a rule (a trend, a rating, an opportunity, a spending level, a price tier): the class, the rule
 * in one sentence (`ruleLine`, already in the user's language), and the figures it was derived from, each with its
 * provenance. No class (missing inputs) reads 'No Data Available'.
 */
export function Classification<C extends string>({ label, result, name, ruleLine, basisLabel }: {
  label: string;
  result: { value: C | null; basis: readonly FigureData[] };
  name: (value: C) => string;
  ruleLine: string;
  /** How each basis figure is labelled; by default by what its model or dataset says it is. */
  basisLabel?: (figure: FigureData) => string;
}) {
  const labelOf = basisLabel ?? ((f: FigureData) => f.model?.name ?? f.datasets[0]?.name ?? f.unit);
  return (
    <div class="classification">
      <div class="muted">{label}</div>
      <div class="figure-value" data-empty={result.value === null || undefined}>
        {result.value === null ? LL.value.states.noData() : name(result.value)}
      </div>
      <details>
        <summary class="muted">{ruleLine}</summary>
        {result.basis.map((f, i) => (
          <Figure key={i} label={labelOf(f)} figure={f} />
        ))}
      </details>
    </div>
  );
}
