import type { AiAnalysisBlocks } from '../../../contracts/ai-analysis.js';
import type { AreaQuery } from '../../../contracts/area.js';
import type { Figure } from '../../../contracts/figure.js';
import type { ReportTexts } from '../../geo/index.js';
import type { Industry } from '../../geo/index.js';
import type { Assessment } from '../scoring/assess.js';
import { consumptionRating } from '../scoring/classes.js';
import type { ScoreFactor } from '../scoring/engine.js';
import type { InputKey } from '../scoring/site-vector.js';
import { baselineOf } from './economy-block.js';
import type { SiteTexts } from './inputs-text.js';
import type { NarrativeFacts } from './narrative.js';

/* The narrative's facts: every number formatted as the answer shows it, every class as the blocks name it. */

const SCORE_MAX = 100;
type Blocks = { [K in keyof AiAnalysisBlocks]: NonNullable<AiAnalysisBlocks[K]['data']> };

/** Share of its points a factor gives (contribution ÷ weight): what "strong" and "weak" mean across unequal weights. */
const share = (f: ScoreFactor) => f.contribution / f.weight;

/** The strongest and weakest measured factors by share of their points (the weakest null with one factor). */
export function strongestAndWeakest(factors: readonly ScoreFactor[]): { strongest: ScoreFactor; weakest: ScoreFactor | null } {
  const ranked = factors.filter((f) => f.weight > 0).sort((a, b) => share(b) - share(a) || b.weight - a.weight);
  return { strongest: ranked[0]!, weakest: ranked.length > 1 ? ranked.at(-1)! : null };
}

export interface FactsInput {
  query: AreaQuery;
  industry: Industry;
  brandName: string | null;
  assessment: Assessment;
  blocks: Pick<Blocks, 'score' | 'competition'>;
  labelled: Record<InputKey, Figure>;
}

export function narrativeFacts(i: FactsInput, t: SiteTexts, texts: ReportTexts, n: (v: number, digits?: number) => string): NarrativeFacts {
  const { query, labelled, assessment: a } = i;
  const { score, competition } = i.blocks;
  const { strongest, weakest } = strongestAndWeakest(a.quality.factors);
  const ci = labelled.consumptionIndex;
  const rating = consumptionRating(ci.value);
  const value = (f: Figure) => (f.value === null || f.value === 0 ? null : n(f.value));
  return {
    place: query.placeName ?? `${n(query.lat, 5)}, ${n(query.lon, 5)}`,
    industry: texts.industry(i.industry),
    brand: i.brandName,
    score: n(score.score.value!, 1),
    scoreMax: n(SCORE_MAX),
    tier: score.tier.label,
    advice: score.advice.label,
    verdict: score.verdict.reason,
    caps: score.verdict.caps.map((c) => c.text),
    coverage: score.coverage.note ? { text: score.coverage.text, missing: score.coverage.note } : null,
    radius: n(query.radius),
    strongest: { name: t.factors[strongest.key](), points: n(strongest.contribution, 1) },
    weakest: weakest && { name: t.factors[weakest.key](), points: n(weakest.contribution, 1), max: n(weakest.weight, 1) },
    residents: labelled.residents.value === null ? null : n(labelled.residents.value),
    workers: value(labelled.workers),
    stationFlow: value(labelled.footfall),
    competitors: n(competition.existingStores.value ?? 0),
    saturation: competition.saturation.level === null ? null : competition.saturation.label,
    nearestCompetitorM: labelled.nearestCompetitorM.value === null ? null : n(labelled.nearestCompetitorM.value),
    ownStores: labelled.ownBrandStores.value === null ? null : n(labelled.ownBrandStores.value),
    capacity: a.room ? { supported: n(Math.round(a.room.expected)), existing: n(a.room.existing) } : null,
    consumption: ci.value === null || rating === null ? null : { index: n(ci.value), baseline: baselineOf(ci, t, texts), rating: texts.rating(rating) },
    paybackReason: t.notes.noPayback(),
  };
}
