import type { Figure as FigureData } from '../../../../contracts/figure.js';
import { LL } from '../../../platform/i18n/index.js';
import { Figure } from '../../../ui/Figure.js';

/** A class derived by a rule (spending level, rating, tier): its name, the rule and the figure it was derived from. */
export function ClassResult({ label, result, name }: {
  label: string;
  result: { value: string | null; basis: FigureData; rule: string };
  name: (value: string) => string;
}) {
  const t = LL.value;
  return (
    <div class="classification">
      <div class="muted">{label}</div>
      <div class="figure-value" data-empty={result.value === null || undefined}>
        {result.value === null ? t.states.noData() : name(result.value)}
      </div>
      <details>
        <summary class="muted">{t.area.report.rule({ rule: result.rule })}</summary>
        <Figure label={label} figure={result.basis} />
      </details>
    </div>
  );
}
