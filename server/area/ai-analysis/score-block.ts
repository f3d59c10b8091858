import type { AiAnalysisBlocks, Coverage, RatedClass, ScoreFactor, VerdictInfo } from '../../../contracts/ai-analysis.js';
import type { Figure } from '../../../contracts/figure.js';
import { figure } from '../../geo/index.js';
import type { ReportTexts } from '../../geo/index.js';
import { refsOfFigures, vintageOf } from '../area-data.js';
import { TIER_BOUNDS, type Tier } from '../scoring/classes.js';
import { OWN_STORE_SHARE, QUALITY_FACTORS, VERDICT_TABLE } from '../scoring/config.js';
import type { Assessment } from '../scoring/assess.js';
import type { InputKey } from '../scoring/site-vector.js';
import { oldestVintage, reasonText, type SiteTexts } from './inputs-text.js';

/* The score block: location quality explained factor by factor, what was measured, and the verdict with its reasons. */

type ScoreData = NonNullable<AiAnalysisBlocks['score']['data']>;
type Labelled = Record<InputKey, Figure>;

const factorInputs = (keys: readonly InputKey[], labelled: Labelled, t: SiteTexts) => keys.map((key) => ({ key, label: t.inputs[key](), figure: labelled[key] }));

/** The quality factors, then competition (the room's factor) and, for a brand, its own stores: read by the verdict, not scored. */
function factorsOf(a: Assessment, labelled: Labelled, t: SiteTexts): ScoreFactor[] {
  const quality = a.quality.factors.map((f): ScoreFactor => ({
    key: f.key, name: t.factors[f.key](), value: f.value, weight: Number(f.weight.toFixed(1)), contribution: Number(f.contribution.toFixed(1)),
    reason: reasonText(t, f.reason), inputs: factorInputs(Object.keys(f.inputs) as InputKey[], labelled, t), measured: f.measured,
  }));
  const competition: ScoreFactor = {
    key: 'competition', name: t.factors.competition(), value: a.room?.value ?? 0, weight: 0, contribution: 0,
    reason: reasonText(t, a.room ? 'roomRatio' : 'notAvailable'), inputs: factorInputs(['competitors', 'nearestCompetitorM'], labelled, t), measured: a.room !== null,
  };
  const own = labelled.ownBrandStores.value;
  const cannibalisation: ScoreFactor[] = own === null ? [] : [{
    key: 'cannibalisation', name: t.factors.cannibalisation(), value: OWN_STORE_SHARE ** own, weight: 0, contribution: 0,
    reason: reasonText(t, 'ownStores'), inputs: factorInputs(['ownBrandStores'], labelled, t), measured: true,
  }];
  return [...quality, competition, ...cannibalisation];
}

function coverageOf(a: Assessment, t: SiteTexts, texts: ReportTexts): Coverage {
  const measured = a.quality.measured;
  const missing = QUALITY_FACTORS.filter((k) => !measured.includes(k));
  return {
    measured, missing,
    text: t.coverage.text({ measured: texts.number(measured.length), total: texts.number(QUALITY_FACTORS.length) }),
    note: missing.length ? t.coverage.missing({ factors: texts.list(missing.map((k) => t.factors[k]())) }) : null,
  };
}

/** The verdict table's row of a place's tier as a rule in words: what each saturation level makes of that tier. */
export function verdictRule(t: SiteTexts, texts: ReportTexts, tier: Tier): string {
  const row = t.verdict.row({
    tier: t.tiers[tier](),
    cells: texts.list(VERDICT_TABLE[tier].map(([advice, opportunity], i) => t.verdict.cell({ level: texts.number(i + 1), advice: `${t.advice[advice]()} · ${texts.opportunity(opportunity)}` }))),
  });
  return t.verdict.rule({ rows: row });
}

function verdictInfo(a: Assessment, t: SiteTexts, texts: ReportTexts): VerdictInfo {
  return { reason: t.verdict.reasons[a.verdict.reason](), caps: a.verdict.caps.map((key) => ({ key, text: t.verdict.caps[key]() })), rule: verdictRule(t, texts, a.verdict.tier) };
}

export function scoreBlock(a: Assessment, labelled: Labelled, t: SiteTexts, texts: ReportTexts): ScoreData {
  const factors = factorsOf(a, labelled, t);
  const refs = refsOfFigures(Object.values(labelled));
  const score = figure(Number(a.quality.score.toFixed(1)), 'points', 'model estimate', refs, vintageOf(refs), {
    model: { name: t.models.score.name(), doc: t.models.score.doc(), inputs: factors.filter((f) => f.weight > 0).map((f) => ({ label: f.name, value: f.contribution, unit: 'points' })) },
  });
  const tierRule = t.rules.tier({ bounds: texts.list(TIER_BOUNDS.map((b) => t.rules.tierBound({ label: t.tiers[b.cls](), min: texts.number(b.min) }))) });
  const verdict = verdictInfo(a, t, texts);
  const tier: RatedClass = { key: a.verdict.tier, label: t.tiers[a.verdict.tier](), rule: tierRule };
  const advice: RatedClass = { key: a.verdict.advice, label: t.advice[a.verdict.advice](), rule: verdict.rule };
  return { score, tier, advice, factors, coverage: coverageOf(a, t, texts), verdict, dataAsOf: oldestVintage(refs) };
}
