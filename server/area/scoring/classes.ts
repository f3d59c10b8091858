import { INDUSTRY_GROUP_OF, type Industry, type IndustryGroup } from '../../geo/index.js';
import { classify, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR } from '../people/rules.js';

/**
 * The classes of an AI site analysis, each a rule over measured or modelled values, never an answer.
 */

export type Tier = 'prime' | 'premium' | 'standard' | 'marginal' | 'poor';

/**
 * Location quality → tier, lower bounds: about the 80th, 60th, 40th and 20th percentiles of the real stores' own
 * quality in the validation sample, rounded to 80, 70, 60 and 50. "Prime" is a place as good as the best fifth of where
 * stores of the industry already trade; most random land points and HDB blocks score below 50 ("poor").
 */
export const TIER_BOUNDS: ReadonlyArray<{ cls: Tier; min: number }> = [
  { cls: 'prime', min: 80 },
  { cls: 'premium', min: 70 },
  { cls: 'standard', min: 60 },
  { cls: 'marginal', min: 50 },
];
export const TIER_FLOOR: Tier = 'poor';
export const TIERS: readonly Tier[] = ['prime', 'premium', 'standard', 'marginal', 'poor'];

export const tierOf = (score: number): Tier => classify(score, TIER_BOUNDS, TIER_FLOOR)!;

/** Consumption index → rating (premium … basic): the consumption report's rule, the same bounds. */
export const consumptionRating = (index: number | null) => classify(index, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR);

// ---- customer group match

export type IncomeLevel = 'high' | 'middle' | 'low';
export type GroupMatch = 'completeOverlap' | 'highlyCompatible' | 'moderatelyMatched' | 'mildlyRelated' | 'noResemblance';

/**
 * Target customers by industry group: documented assumptions, not data. Income levels are the census levels of
 * people/rules.ts (Singapore: below 4,000 and from 17,500 SGD a month). Age groups are listed for the reader, but the
 * only age data is national (UN WPP), the same for every place, so the match reads income alone and says so.
 */
export const TARGET_CUSTOMERS: Record<IndustryGroup, { income: readonly IncomeLevel[]; ages: readonly string[] }> = {
  // Cafés, restaurants and fast food sell daily meals and treats across incomes; above the lowest level they are routine.
  food: { income: ['middle', 'high'], ages: ['18-24', '25-34', '35-44'] },
  // Groceries and convenience goods are bought by every household.
  retail: { income: ['low', 'middle', 'high'], ages: ['25-34', '35-44', '45-54', '55-64', '65+'] },
  lodging: { income: ['middle', 'high'], ages: ['25-34', '35-44', '45-54'] },
  services: { income: ['middle', 'high'], ages: ['25-34', '35-44', '45-54'] },
  // Clinics serve every household, older residents most.
  health: { income: ['low', 'middle', 'high'], ages: ['45-54', '55-64', '65+'] },
  // Branch banking and wealth products follow earning households.
  finance: { income: ['middle', 'high'], ages: ['25-34', '35-44', '45-54', '55-64'] },
  // Gyms and studios are a discretionary monthly spend.
  leisure: { income: ['middle', 'high'], ages: ['18-24', '25-34', '35-44'] },
  education: { income: ['low', 'middle', 'high'], ages: ['25-34', '35-44'] },
  transport: { income: ['low', 'middle', 'high'], ages: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] },
  public: { income: ['low', 'middle', 'high'], ages: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] },
};

/** Share of the area's households in the target income levels → match, lower bounds. */
export const MATCH_BOUNDS: ReadonlyArray<{ cls: GroupMatch; min: number }> = [
  { cls: 'completeOverlap', min: 0.9 },
  { cls: 'highlyCompatible', min: 0.8 },
  { cls: 'moderatelyMatched', min: 0.65 },
  { cls: 'mildlyRelated', min: 0.5 },
];
export const MATCH_FLOOR: GroupMatch = 'noResemblance';

/** The customer group match of an industry with an area's income shares in % (census-income.ts incomeLevelShares; null: none published). */
export function customerMatch(industry: Industry, shares: Record<IncomeLevel, number> | null): { match: GroupMatch | null; targetShare: number | null } {
  const group = INDUSTRY_GROUP_OF.get(industry);
  if (!group || !shares) return { match: null, targetShare: null };
  const targetShare = TARGET_CUSTOMERS[group].income.reduce((s, level) => s + shares[level], 0) / 100;
  return { match: classify(targetShare, MATCH_BOUNDS, MATCH_FLOOR), targetShare };
}

// ---- consumers

/**
 * Number of consumers: the people in the trade area on a weekday, residents plus workers (workers are counted where
 * they work; rail flow is visits, not people, so it is not added).
 */
export const consumersOf = (residents: number, workers: number): number => residents + workers;

/**
 * Payback and the short- and long-term strategy need a store's revenue: average transaction value × purchase
 * frequency × customers. No imported source publishes ATV or purchase frequency, so payback is 'insufficient data'
 * with this reason, never an invented figure.
 */
export const PAYBACK_REASON = 'noAtvOrFrequency';
export const payback = (): { value: null; reason: typeof PAYBACK_REASON } => ({ value: null, reason: PAYBACK_REASON });
