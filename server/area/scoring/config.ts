import { INDUSTRY_GROUP_OF, type Industry, type IndustryGroup } from '../../geo/industries.js';

/**
 * The site score's one configuration (issue #18): per industry group, the weight of every factor with its reason, and
 * the normalisation bounds of the inputs. Weights are fitted, not chosen: `validation.test.ts` scores real stores of
 * each industry against random land points and HDB blocks of Singapore and the README records the AUCs; a weight
 * change must keep every industry's composite above its best single input there.
 */

export type FactorKey = 'demand' | 'complementarity' | 'accessibility' | 'spendingPower' | 'competition' | 'cannibalisation';
export const FACTOR_KEYS: readonly FactorKey[] = ['demand', 'complementarity', 'accessibility', 'spendingPower', 'competition', 'cannibalisation'];

/** Anchors: places that draw people a store can catch. Offices and schools have no dataset in the imported data. */
export type AnchorKey = 'malls' | 'railStations' | 'hawkerCentres' | 'clinics' | 'offices' | 'schools';

export interface Weighted {
  weight: number;
  /** The weight's reason, as a key the UI translates (scoring.reasons.<key>). */
  reason: string;
}

export interface GroupConfig {
  /** Points of the 100 each factor can give; they sum to 100 (cannibalisation's share is handed to the others without a brand). */
  weights: Record<FactorKey, Weighted>;
  /** Shares of demand's three measures: residents, workers, rail flow (they sum to 1). */
  demandMix: { residents: number; workers: number; footfall: number };
  /** Shares of accessibility: transport coverage and bus-stop density (they sum to 1). */
  accessMix: { coverage: number; busStops: number };
  /** Anchors the group draws on, each with its share of complementarity (with the other stores' share, summing to 1). */
  anchors: Partial<Record<AnchorKey, number>>;
  /** Share of complementarity from the other stores around (agglomeration: people come where the offer is). */
  otherStores: number;
}

/**
 * Densities (per km² of the circle, so 500 m and 1000 m compare) at which an input's normalised value reaches 1: about
 * the 95th percentile of the input over 600 random land points and HDB blocks of Singapore at 500 m (validation.ts
 * prints them, `spreadOf`). Values are log-scaled below the bound: the first stores of a place matter more than the
 * hundredth.
 */
export const DENSITY_BOUNDS = {
  residents: 40_000,
  workers: 30_000,
  footfall: 250_000,
  otherStores: 150,
  busStops: 60,
  malls: 8,
  railStations: 8,
  hawkerCentres: 5,
  clinics: 30,
} as const;

/**
 * Consumption index (city average 100) mapped to spending power 0..1 between these bounds: the lowest and highest
 * planning-area indices of Singapore in Census 2020 are about 55 and 250.
 */
export const SPENDING_BOUNDS = { low: 55, high: 250 } as const;

/**
 * Competition: the competitors' share of the circle's stores (rules.ts competitionIndex) against the industry's share of
 * all of the city's stores. At or below the city share there is no pressure (value 1); at `CROWDED_MULTIPLE` times it
 * the circle is crowded (value 0). A share, not a raw count: stores cluster where people are, so a raw count of
 * same-industry stores marks good places, and the question is whether this industry is over-represented among them.
 */
export const CROWDED_MULTIPLE = 4;
/** Saturation with no other store around: competitors per km² at which a circle without any other offer is crowded. */
export const LONE_SATURATION_PER_KM2 = 25;

/** Cannibalisation: the brand's own stores in the circle at which the value reaches 0 (each halves what is left). */
export const OWN_STORE_HALVING = 1;

const w = (weight: number, reason: string): Weighted => ({ weight, reason });

const FOOD: GroupConfig = {
  weights: {
    demand: w(30, 'foodDemand'),
    complementarity: w(30, 'foodComplementarity'),
    accessibility: w(15, 'walkIn'),
    spendingPower: w(5, 'spendingWeak'),
    competition: w(15, 'competitionShare'),
    cannibalisation: w(5, 'ownStores'),
  },
  demandMix: { residents: 0.3, workers: 0.3, footfall: 0.4 },
  accessMix: { coverage: 0.5, busStops: 0.5 },
  anchors: { malls: 0.25, railStations: 0.15, hawkerCentres: 0.05 },
  otherStores: 0.55,
};

export const SCORING_CONFIG = {
  groups: {
    food: FOOD,
    retail: FOOD,
    lodging: FOOD,
    services: FOOD,
    health: FOOD,
    finance: FOOD,
    leisure: FOOD,
  } satisfies Partial<Record<IndustryGroup, GroupConfig>>,
};
export type ScoringConfig = typeof SCORING_CONFIG;

export function groupConfig(industry: Industry, config: ScoringConfig = SCORING_CONFIG): GroupConfig {
  const group = INDUSTRY_GROUP_OF.get(industry);
  const found = group && (config.groups as Partial<Record<IndustryGroup, GroupConfig>>)[group];
  if (!found) throw new Error(`no scoring configuration for ${industry}: not a store industry`);
  return found;
}
