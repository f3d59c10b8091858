import type { ConsumptionRating, TrendClass } from '../../contracts/geo.js';

/**
 * Every threshold and rule behind a classification or a derived figure, in one place. Each constant says why.
 * These are rules applied to data, never answers: the values they classify come from datasets.
 */

/**
 * A city "is its country" (report uses national statistics) when it is the country's capital, the country is a
 * city-state sized territory, and the city holds most of the national population (Singapore, Monaco).
 */
export const CITY_STATE_MAX_AREA_KM2 = 1000;
export const CITY_STATE_MIN_POPULATION_SHARE = 0.5;
export function isCityState(input: {
  isCapital: boolean;
  countryAreaKm2: number | null;
  cityPopulation: number | null;
  countryPopulation: number | null;
}): boolean {
  const { isCapital, countryAreaKm2, cityPopulation, countryPopulation } = input;
  if (!isCapital || countryAreaKm2 === null || cityPopulation === null || !countryPopulation) return false;
  return countryAreaKm2 <= CITY_STATE_MAX_AREA_KM2 && cityPopulation / countryPopulation >= CITY_STATE_MIN_POPULATION_SHARE;
}

/** GeoNames ↔ place-list city match: same country, same normalised name, centres at most this far apart. */
export const CITY_MATCH_MAX_KM = 30;

/** Countries whose place-list (dr5hn) city populations are known wrong (MANIFEST.md): only GeoNames populations are used. */
export const UNTRUSTED_PLACE_POPULATION = new Set(['SG']);

/**
 * GeoNames placeholders: a population of 0 means "unknown" in GeoNames, and neighbouring places that share one round
 * figure (a multiple of PLACEHOLDER_ROUND) within PLACEHOLDER_NEIGHBOUR_KM copied one estimate (Monaco's Saint-Roman and
 * Moneghetti both read 3,000). Such populations are shown as unknown.
 */
export const PLACEHOLDER_ROUND = 1000;
export const PLACEHOLDER_NEIGHBOUR_KM = 10;

/** Trend classes use the mean annual growth over the last TREND_WINDOW_YEARS years that have data. */
export const TREND_WINDOW_YEARS = 5;
/** Fewer yearly values than this in the window → 'no data'. */
export const TREND_MIN_POINTS = 3;

/** Lower bounds (annual %, mean real GDP growth) of each GDP trend class; below the last → 'negative'. */
export const GDP_TREND_BOUNDS = [
  { cls: 'rapid', min: 5 },
  { cls: 'stable', min: 2 },
  { cls: 'slow', min: 0.5 },
  { cls: 'flat', min: -0.5 },
] as const;

/** Lower bounds (annual %, mean population growth) of each population trend class; below the last → 'negative'. */
export const POPULATION_TREND_BOUNDS = [
  { cls: 'rapid', min: 2 },
  { cls: 'stable', min: 0.8 },
  { cls: 'slow', min: 0.2 },
  { cls: 'flat', min: -0.2 },
] as const;

/**
 * Consumption rating from GDP per capita at purchasing-power parity (current international $), the one comparable
 * spending-power measure WDI has for every country. Bounds follow the World Bank's income groups scaled to PPP.
 * Named by its scale: the area reports rate a consumption index on another (area/people/rules.ts).
 */
export const GDP_PPP_RATING_BOUNDS = [
  { cls: 'premium', min: 60000 },
  { cls: 'high', min: 35000 },
  { cls: 'moderate', min: 15000 },
  { cls: 'modest', min: 5000 },
] as const;
export const GDP_PPP_RATING_FLOOR = 'basic';

/**
 * Investment opportunity: points for GDP trend, population trend and consumption rating, summed.
 * excellent ≥ 7, good ≥ 5, average ≥ 3, else limited. Missing inputs score 0 (so missing data never flatters).
 */
export const TREND_POINTS: Record<TrendClass, number> = { rapid: 3, stable: 2, slow: 1, flat: 0, negative: 0, 'no data': 0 };
export const RATING_POINTS: Record<ConsumptionRating, number> = { premium: 3, high: 3, moderate: 2, modest: 1, basic: 0 };
export const INVESTMENT_BOUNDS = [
  { cls: 'excellent', min: 7 },
  { cls: 'good', min: 5 },
  { cls: 'average', min: 3 },
] as const;
export const INVESTMENT_FLOOR = 'limited';

/** Radius queries: H3 resolution and gridDisk k per radius (k measured over 200 centres, see radius.test.ts). */
export const RADIUS_H3_RESOLUTION = 9;
export const RADIUS_K: Record<500 | 1000, number> = { 500: 3, 1000: 5 };

/**
 * Brand dynamics from map snapshots. A figure needs at least this many stores in its base (e.g. stores present at
 * the first snapshot for a closure rate); below it the figure says the data is insufficient.
 */
export const DYNAMICS_MIN_BASE = 1;
/** At least two snapshots are needed to see a change, three to see a store appear and then survive or not. */
export const DYNAMICS_MIN_SNAPSHOTS_FOR_CHANGE = 2;
export const DYNAMICS_MIN_SNAPSHOTS_FOR_SURVIVAL = 3;

/** Halal directory rows carrying this failed-geocode placeholder are dropped (MANIFEST.md). */
export const HALAL_PLACEHOLDER = { lat: 1.2899175, lon: 103.8519072 };

/** Time zones of the countries whose counts are read by local hour (a country's rail data is in its own time). */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = { SG: 'Asia/Singapore', MY: 'Asia/Kuala_Lumpur', MC: 'Europe/Monaco' };

/**
 * Malaysia's extent (the peninsula and Borneo, with a margin): a Malaysian record placed outside it has an impossible
 * coordinate (the 99 Speedmart list has one at 102, 23699).
 */
export const MALAYSIA_BOX = { minLat: 0.8, maxLat: 7.5, minLon: 99.5, maxLon: 119.5 };
export const inMalaysia = (lat: number, lon: number) =>
  lat >= MALAYSIA_BOX.minLat && lat <= MALAYSIA_BOX.maxLat && lon >= MALAYSIA_BOX.minLon && lon <= MALAYSIA_BOX.maxLon;

/**
 * Klang Valley rail platforms of the same station name at most this far apart are one interchange station (the
 * GTFS feed has a row per line; the widest real pair, Ampang Park's LRT and MRT platforms, is 294 m apart).
 */
export const INTERCHANGE_MAX_M = 400;
