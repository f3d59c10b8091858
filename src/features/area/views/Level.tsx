import type { Level as LevelData } from '../../../../contracts/area.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { formatFigureValue } from '../../../ui/figure-format.js';
import { Figure } from '../../../ui/Figure.js';

/**
 * A 1–5 level (richness, saturation …): its name, the rule it follows and the figure it was derived from; a
 * measure with no levels shows its value, the same value the data query shows.
 */
export function Level({ title, level }: { title: string; level: LevelData }) {
  const t = LL.value;
  return (
    <div class="classification area-level" data-level={level.level ?? undefined}>
      <div class="muted">{title}</div>
      <div class="figure-value" data-empty={level.level === null || undefined}>
        {level.level !== null
          ? `${level.level}/5 · ${level.label}`
          : level.figure.value !== null
            ? formatFigureValue(level.figure.value, level.figure.unit, language.value) // a measure without levels (the competition index)
            : t.states.noData()}
      </div>
      <details>
        <summary class="muted">{t.area.report.rule({ rule: level.rule })}</summary>
        <Figure label={title} figure={level.figure} />
      </details>
    </div>
  );
}
