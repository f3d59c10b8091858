import type { Industry } from '../../geo/industries.js';
import { circleAreaKm2, competitionIndex } from '../rules.js';
import { tierOf, adviceOf, type Advice, type Tier } from './classes.js';
import { FACTOR_KEYS, groupConfig, SCORING_CONFIG, type AnchorKey, type FactorKey, type ScoringConfig } from './config.js';
import { FRONTAGE_M, type InputKey, type SiteVector } from './site-vector.js';

export interface ScoreFactor {
  key: FactorKey;
  /** Normalised 0..1 (1 = best for the site). */
  value: number;
  /** Points of the 100 it can give here (0 when not applicable, its share handed to the others). */
  weight: number;
  /** Points it gives: weight × value. The contributions add up to the score. */
  contribution: number;
  /** The raw inputs read, by input key (SiteInputs carries each one's provenance). */
  inputs: Partial<Record<InputKey, number | null>>;
  /** Reason key of the weight; 'notApplicable' without a brand, 'notAvailable' without data. */
  reason: string;
}

export interface SiteScore {
  score: number;
  tier: Tier;
  advice: Advice;
  factors: ScoreFactor[];
}

/** 0 at 0, 1 at or above the bound, log-scaled between (the first stores of a place matter more than the hundredth). */
const logScaled = (x: number, bound: number): number => (x <= 0 ? 0 : Math.min(1, Math.log1p(x) / Math.log1p(bound)));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** Anchors with a dataset (offices and schools have none: config.ts). */
const ANCHORS: ReadonlyArray<Exclude<AnchorKey, 'offices' | 'schools'>> = ['malls', 'railStations', 'hawkerCentres', 'clinics'];

/** Each factor's normalised value and the inputs it read; null where the data cannot give it. */
function factorValues(v: SiteVector, industry: Industry, config: ScoringConfig): Record<FactorKey, { value: number | null; inputs: ScoreFactor['inputs'] }> {
  const g = groupConfig(industry, config);
  const { bounds, spending } = config;
  const c = g.competition;
  const km2 = circleAreaKm2(v.radius);
  const density = (x: number, bound: number) => logScaled(x / km2, bound);
  const others = v.stores - v.competitors;
  const share = competitionIndex(v.competitors, v.stores);
  // Over-representation of the industry among the circle's stores, and its density where few other stores are around:
  // the pressure is the smaller of the two, so a lone café is not "crowded" and a café street in a busy centre is
  // measured against that centre's offer. Both grow with every added competitor.
  const sharePressure = share === null || v.cityIndustryShare <= 0 ? 0 : clamp01((share / 100 - c.fromMultiple * v.cityIndustryShare) / ((c.crowdedMultiple - c.fromMultiple) * v.cityIndustryShare));
  const densityPressure = clamp01(v.competitors / km2 / c.crowdedPerKm2);
  return {
    demand: {
      value: g.demandMix.residents * density(v.residents, bounds.residents) + g.demandMix.workers * density(v.workers, bounds.workers)
        + g.demandMix.footfall * density(v.footfall, bounds.footfall),
      inputs: { residents: v.residents, workers: v.workers, footfall: v.footfall },
    },
    complementarity: {
      value: g.otherStores * density(others, bounds.otherStores) + g.neighbours * logScaled(v.neighbours / circleAreaKm2(FRONTAGE_M), bounds.neighbours) + ANCHORS.reduce((s, a) => s + (g.anchors[a] ?? 0) * density(v[a], bounds[a]), 0),
      inputs: { stores: v.stores, competitors: v.competitors, neighbours: v.neighbours, ...Object.fromEntries(ANCHORS.filter((a) => g.anchors[a]).map((a) => [a, v[a]])), offices: v.offices, schools: v.schools },
    },
    accessibility: {
      value: g.accessMix.coverage * clamp01(v.transportCoverage) + g.accessMix.busStops * density(v.busStops, bounds.busStops),
      inputs: { transportCoverage: v.transportCoverage, busStops: v.busStops },
    },
    spendingPower: {
      value: v.consumptionIndex === null ? null : clamp01((v.consumptionIndex - spending.low) / (spending.high - spending.low)),
      inputs: { consumptionIndex: v.consumptionIndex },
    },
    competition: {
      value: 1 - Math.min(sharePressure, densityPressure),
      inputs: { competitors: v.competitors, stores: v.stores, nearestCompetitorM: v.nearestCompetitorM },
    },
    cannibalisation: {
      value: v.ownBrandStores === null ? null : 0.5 ** (v.ownBrandStores / config.ownStoreHalving),
      inputs: { ownBrandStores: v.ownBrandStores },
    },
  };
}

/**
 * The location composite score 0–100 of a site for an industry: the weighted sum of six factors, each 0..1, with the
 * group's weights (config.ts). A factor the data cannot give (no brand, no consumption index) is left out and its
 * points are shared among the others in proportion to their weights, so missing data neither rewards nor punishes.
 * Pure and deterministic.
 */
export function scoreSite(inputs: { values: SiteVector } | SiteVector, industry: Industry, config: ScoringConfig = SCORING_CONFIG): SiteScore {
  const v = 'values' in inputs ? inputs.values : inputs;
  const g = groupConfig(industry, config);
  const values = factorValues(v, industry, config);
  const available = FACTOR_KEYS.filter((k) => values[k].value !== null);
  const total = available.reduce((s, k) => s + g.weights[k].weight, 0);
  const factors = FACTOR_KEYS.map((key): ScoreFactor => {
    const { value, inputs: used } = values[key];
    if (value === null) return { key, value: 0, weight: 0, contribution: 0, inputs: used, reason: key === 'cannibalisation' ? 'notApplicable' : 'notAvailable' };
    const weight = total > 0 ? (g.weights[key].weight * 100) / total : 0;
    return { key, value, weight, contribution: weight * value, inputs: used, reason: g.weights[key].reason };
  });
  const score = Math.min(100, Math.max(0, factors.reduce((s, f) => s + f.contribution, 0)));
  const tier = tierOf(score);
  return { score, tier, advice: adviceOf(tier), factors };
}
