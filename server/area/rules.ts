import { INDUSTRY_GROUPS, type Industry, type IndustryGroup } from '../geo/index.js';

/**
 * Every rule and bound of the area reports, defined once. Rules classify measured values; they are never
 * answers. Bounds are parameters of the classifying functions so a test (or a later calibration) can pass others.
 */

/** Industry groups whose places are stores (shops, food, services a customer walks into); transport, schools, parks and public buildings are not. */
export const STORE_GROUPS: readonly IndustryGroup[] = ['food', 'retail', 'lodging', 'services', 'health', 'finance', 'leisure'];
/** Industries of those groups that are not walk-in businesses. */
const NOT_STORE_INDUSTRIES = new Set<Industry>(['atm', 'park']);
export const isStoreIndustry = (industry: string | null, groupOf: ReadonlyMap<Industry, IndustryGroup>): boolean => {
  const group = industry === null ? undefined : groupOf.get(industry as Industry);
  return group !== undefined && STORE_GROUPS.includes(group) && !NOT_STORE_INDUSTRIES.has(industry as Industry);
};
export const TOP_INDUSTRIES = 10;
export const MAX_PINS = 30;

export type LevelBounds = readonly [number, number, number, number];

/** 1..5 from four ascending lower bounds: below the first → 1, at or above the last → 5. */
export function levelOf(value: number, bounds: LevelBounds): 1 | 2 | 3 | 4 | 5 {
  let level = 1;
  for (const b of bounds) if (value >= b) level += 1;
  return level as 1 | 2 | 3 | 4 | 5;
}

/**
 * Commercial richness from stores per km² in the circle (so 500 m and 1000 m compare). Lower bounds of levels 2..5,
 * set on the map data's own spread in Singapore: Raffles Place ~200 stores/km² within 1 km, Orchard ~95, Tampines
 * town centre ~64, the western catchment 0; Monaco ~300.
 */
export const RICHNESS_BOUNDS: LevelBounds = [10, 40, 80, 150];
export const RICHNESS_LEVELS = ['emerging', 'developing', 'growing', 'vibrant', 'prime'] as const;

/** Competition saturation's levels, read from the market room's ratio (scoring/market-room.ts). */
export const SATURATION_LEVELS = ['severelyUndersupplied', 'undersupplied', 'balanced', 'saturated', 'highlySaturated'] as const;

/**
 * Competition index: the share (%) of the circle's stores that are in the chosen industry. The same count read
 * against the area's whole offer: 30 cafés among 600 stores compete less than 30 among 60.
 */
export const competitionIndex = (competitors: number, stores: number): number | null => (stores > 0 ? (competitors / stores) * 100 : null);

/**
 * Transport coverage: the share of the circle's H3 cells (resolution 10, ~65 m edge, centre inside the circle) whose
 * centre is within this distance of a bus stop, rail station or station exit (a 4-minute walk).
 */
export const TRANSPORT_WALK_M = 300;
export const COVERAGE_H3_RESOLUTION = 10;
/** gridDisk k at resolution 9 covering radius + TRANSPORT_WALK_M (r9 centres ~300 m apart; k·300·0.87 > distance). */
export const STOP_SEARCH_K: Record<500 | 1000, number> = { 500: 5, 1000: 7 };

export const circleAreaKm2 = (radiusM: number): number => (Math.PI * radiusM * radiusM) / 1e6;

export const ALL_GROUPS = Object.keys(INDUSTRY_GROUPS) as IndustryGroup[];
