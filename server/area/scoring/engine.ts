import type { Industry } from '../../geo/index.js';
import { circleAreaKm2 } from '../rules.js';
import { tierOf, type Tier } from './classes.js';
import { groupConfig, QUALITY_FACTORS, SCORING_CONFIG, type AnchorKey, type GroupConfig, type QualityFactorKey, type ScoringConfig } from './config.js';
import { FRONTAGE_M, type InputKey, type SiteVector } from './site-vector.js';

export interface ScoreFactor {
  key: QualityFactorKey;
  /** Normalised 0..1 (1 = best for the site); 0 for a factor without input. */
  value: number;
  /** Points of the 100 it can give here (0 without input: its points are spread over the measured factors). */
  weight: number;
  /** Points it gives: weight × value. The contributions add up to the score. */
  contribution: number;
  /** The raw inputs read, by input key (SiteInputs carries each one's provenance). */
  inputs: Partial<Record<InputKey, number | null>>;
  /** Reason key of the weight; 'notAvailable' without input. */
  reason: string;
  /** Whether any of its inputs has data here. */
  measured: boolean;
}

export interface SiteScore {
  /** Location quality 0–100 over the measured factors. */
  score: number;
  tier: Tier;
  factors: ScoreFactor[];
  /** The factors measured here, of QUALITY_FACTORS. */
  measured: QualityFactorKey[];
}

/** 0 at 0, 1 at or above the bound, log-scaled between (the first stores of a place matter more than the hundredth). */
const logScaled = (x: number, bound: number): number => (x <= 0 ? 0 : Math.min(1, Math.log1p(x) / Math.log1p(bound)));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Anchors with a dataset (offices and schools have none: config.ts). */
const ANCHORS: ReadonlyArray<Exclude<AnchorKey, 'offices' | 'schools'>> = ['malls', 'railStations', 'hawkerCentres', 'clinics'];

/**
 * A mix of normalised parts with their shares: the parts without data are left out and their shares spread over the
 * others; null when no part with a share has data.
 */
function mix(parts: ReadonlyArray<[share: number, value: number | null]>): number | null {
  const present = parts.filter(([share, value]) => share > 0 && value !== null);
  const total = present.reduce((s, [share]) => s + share, 0);
  return total > 0 ? present.reduce((s, [share, value]) => s + share * value!, 0) / total : null;
}

type FactorValues = Record<QualityFactorKey, { value: number | null; inputs: ScoreFactor['inputs'] }>;

/** Each quality factor's normalised value and the inputs it read; null where none of its inputs has data. */
function factorValues(v: SiteVector, g: GroupConfig, config: ScoringConfig): FactorValues {
  const { bounds, spending } = config;
  const km2 = circleAreaKm2(v.radius);
  const density = (x: number | null, bound: number) => (x === null ? null : logScaled(x / km2, bound));
  const others = v.stores - v.competitors;
  return {
    demand: {
      value: mix([[g.demandMix.residents, density(v.residents, bounds.residents)], [g.demandMix.workers, density(v.workers, bounds.workers)], [g.demandMix.footfall, density(v.footfall, bounds.footfall)]]),
      inputs: { residents: v.residents, workers: v.workers, footfall: v.footfall },
    },
    complementarity: {
      value: mix([
        [g.otherStores, density(others, bounds.otherStores)],
        [g.neighbours, logScaled(v.neighbours / circleAreaKm2(FRONTAGE_M), bounds.neighbours)],
        ...ANCHORS.map((a): [number, number | null] => [g.anchors[a] ?? 0, density(v[a], bounds[a])]),
      ]),
      inputs: { stores: v.stores, competitors: v.competitors, neighbours: v.neighbours, ...Object.fromEntries(ANCHORS.filter((a) => g.anchors[a]).map((a) => [a, v[a]])), offices: v.offices, schools: v.schools },
    },
    accessibility: {
      value: mix([[g.accessMix.coverage, v.transportCoverage === null ? null : clamp01(v.transportCoverage)], [g.accessMix.busStops, density(v.busStops, bounds.busStops)]]),
      inputs: { transportCoverage: v.transportCoverage, busStops: v.busStops },
    },
    spendingPower: {
      value: v.consumptionIndex === null ? null : clamp01((v.consumptionIndex - spending.low) / (spending.high - spending.low)),
      inputs: { consumptionIndex: v.consumptionIndex },
    },
  };
}

/**
 * Location quality 0–100 of a site for an industry: "is this a place where such shops do business?", the weighted sum
 * of demand, complementarity, accessibility and spending power, each 0..1, with the group's weights (config.ts). A
 * factor without any input is left out and its points are spread over the measured ones in proportion to their
 * weights: missing data neither rewards nor punishes, and `measured` says what was there. Competitors do not enter:
 * adding stores of the industry never changes quality (market-room.ts reads them). Pure and deterministic.
 */
export function scoreSite(inputs: { values: SiteVector } | SiteVector, industry: Industry, config: ScoringConfig = SCORING_CONFIG): SiteScore {
  const v = 'values' in inputs ? inputs.values : inputs;
  const g = groupConfig(industry, config);
  const values = factorValues(v, g, config);
  const measured = QUALITY_FACTORS.filter((k) => values[k].value !== null);
  const total = measured.reduce((s, k) => s + g.weights[k].weight, 0);
  const factors = QUALITY_FACTORS.map((key): ScoreFactor => {
    const { value, inputs: used } = values[key];
    if (value === null) return { key, value: 0, weight: 0, contribution: 0, inputs: used, reason: 'notAvailable', measured: false };
    const weight = total > 0 ? (g.weights[key].weight * 100) / total : 0;
    return { key, value, weight, contribution: weight * value, inputs: used, reason: g.weights[key].reason, measured: true };
  });
  const score = Math.min(100, Math.max(0, factors.reduce((s, f) => s + f.contribution, 0)));
  return { score, tier: tierOf(score), factors, measured };
}
