import type { Level as LevelData } from '../../../../contracts/area.js';
import { LL } from '../../../platform/i18n/index.js';
import { Figure } from '../../../ui/Figure.js';

/** A 1–5 level (spec §4: richness, saturation …): its name, the rule it follows and the figure it was derived from. */
export function Level({ title, level }: { title: string; level: LevelData }) {
  const t = LL.value;
  return (
    <div class="classification area-level" data-level={level.level ?? undefined}>
      <div class="muted">{title}</div>
      <div class="figure-value" data-empty={level.level === null || undefined}>
        {level.level === null ? t.states.noData() : `${level.level}/5 · ${level.label}`}
      </div>
      <details>
        <summary class="muted">{t.area.report.rule({ rule: level.rule })}</summary>
        <Figure label={title} figure={level.figure} />
      </details>
    </div>
  );
}
