import type { RatedClass } from '../../../../contracts/ai-analysis.js';
import type { Level } from '../../../../contracts/area.js';
import { LL } from '../../../platform/i18n/index.js';
import { Classification } from '../../../ui/Classification.js';

const same = (name: string) => name;

/** A class the server derived by a rule (tier, advice, rating, match …), named in the reader's language, with its rule. */
export function RatedClassView({ label, rated }: { label: string; rated: RatedClass }) {
  return (
    <Classification
      label={label}
      result={{ value: rated.key === null ? null : rated.label, basis: [] }}
      name={same}
      ruleLine={LL.value.aiAnalysis.report.rule({ rule: rated.rule })}
    />
  );
}

/** A 1–5 level (richness, saturation): its name, its rule and the figure it was derived from. */
export function LevelView({ label, level }: { label: string; level: Level }) {
  return (
    <Classification
      label={label}
      result={{ value: level.level === null ? null : `${level.level}/5 · ${level.label}`, basis: [level.figure] }}
      name={same}
      ruleLine={LL.value.aiAnalysis.report.rule({ rule: level.rule })}
      basisLabel={() => label}
    />
  );
}
