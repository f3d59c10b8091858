/**
 * Every rule and threshold of the population, passenger-flow and consumption reports, in one place, each saying why.
 * These are rules applied to data, never answers: the values they classify come from the imported datasets.
 */

/**
 * A counter session describes the pavement in front of one shop: beyond a couple of blocks it no longer describes the
 * point, so only the user's sessions within this distance count as "near the point".
 */
export const COUNT_NEAR_M = 200;

/**
 * WPP publishes 5-year bands; the spec's youngest adult group starts at 18, so 18-24 takes 2 of the 5 years of the
 * 15-19 band (people spread evenly over the band's years) plus the 20-24 band.
 */
export const AGE_GROUP_BANDS: ReadonlyArray<{ key: string; bands: ReadonlyArray<{ band: string; share: number }> }> = [
  { key: '18-24', bands: [{ band: '15-19', share: 2 / 5 }, { band: '20-24', share: 1 }] },
  { key: '25-34', bands: [{ band: '25-29', share: 1 }, { band: '30-34', share: 1 }] },
  { key: '35-44', bands: [{ band: '35-39', share: 1 }, { band: '40-44', share: 1 }] },
  { key: '45-54', bands: [{ band: '45-49', share: 1 }, { band: '50-54', share: 1 }] },
  { key: '55-64', bands: [{ band: '55-59', share: 1 }, { band: '60-64', share: 1 }] },
  { key: '65+', bands: [] },
];
/** WPP bands of people aged 15 and over (the base of WDI's employment-to-population ratio) start at these ages. */
export const ADULT_MIN_AGE = 15;
export const SIXTY_FIVE_PLUS_MIN_AGE = 65;

/**
 * Income levels of households with an employed person, by monthly household income from work (Census 2020 bands, SGD).
 * The edges are the band edges nearest Singapore's 20th and 80th percentiles in the same census (below 4,000: 20.3 %;
 * 17,500 and over: 20.6 %), so in Singapore as a whole each outer level holds about a fifth of households and an area's
 * shares show how it differs.
 */
export const SG_INCOME_LOW_BELOW = 4000;
export const SG_INCOME_HIGH_FROM = 17500;

/**
 * Job–residence ratio from rail flows: weekday arrivals (tap-outs) ÷ departures (tap-ins) in the morning peak at the
 * stations within the radius. Commuters leave home and arrive at work in these hours, so a ratio above 1 marks a place
 * that draws workers, below 1 a place people commute from.
 */
export const MORNING_PEAK_HOURS: readonly number[] = [7, 8];

/** LTA's day types (geo_transit_volumes.day_type). */
export const WEEKDAY = 'WEEKDAY';
export const WEEKEND = 'WEEKENDS/HOLIDAY';

/**
 * Singapore public holidays of 2025 (Ministry of Manpower list): LTA counts a holiday on a weekday as a
 * 'WEEKENDS/HOLIDAY' day, so the number of days of each type in a month needs them.
 */
export const SG_PUBLIC_HOLIDAYS_2025: readonly string[] = [
  '2025-01-01', '2025-01-29', '2025-01-30', '2025-03-31', '2025-04-18', '2025-05-01', '2025-05-03', '2025-05-12',
  '2025-06-07', '2025-08-09', '2025-10-20', '2025-12-25',
];

/**
 * Heat index out of 10: 10 × the share of Singapore's rail stations whose average weekday flow (tap-ins + tap-outs)
 * is below the combined flow of the stations within the radius, to one decimal. A place busier than every station
 * scores 10; one with no station scores no figure (not zero: absence of a station is not absence of people).
 */
export const HEAT_INDEX_MAX = 10;

/** Consumption index (baseline average = 100) → spending level: lower bounds, the last level for anything below. */
export const SPENDING_LEVEL_BOUNDS = [
  { cls: 'veryHigh', min: 150 },
  { cls: 'high', min: 125 },
  { cls: 'mediumHigh', min: 110 },
  { cls: 'medium', min: 95 },
  { cls: 'basic', min: 80 },
  { cls: 'low', min: 60 },
] as const;
export const SPENDING_LEVEL_FLOOR = 'veryLow';

/** Consumption index → consumption rating (premium … basic); a city's rating is on GDP per capita (geo/rules.ts). */
export const CONSUMPTION_RATING_BOUNDS = [
  { cls: 'premium', min: 150 },
  { cls: 'high', min: 115 },
  { cls: 'moderate', min: 90 },
  { cls: 'modest', min: 70 },
] as const;
export const CONSUMPTION_RATING_FLOOR = 'basic';

/** Consumption index → the price tier the area's spending supports. */
export const PRICE_TIER_BOUNDS = [
  { cls: 'Luxury', min: 160 },
  { cls: 'Premium', min: 120 },
  { cls: 'Mid-range', min: 85 },
] as const;
export const PRICE_TIER_FLOOR = 'Budget';

/** The first class whose lower bound the value reaches, else the floor; null value → null. */
export function classify<C extends string, F extends string>(value: number | null, bounds: ReadonlyArray<{ cls: C; min: number }>, floor: F): C | F | null {
  if (value === null) return null;
  return bounds.find((b) => value >= b.min)?.cls ?? floor;
}
