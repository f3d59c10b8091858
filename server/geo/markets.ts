import { HDB_ID, LTA_ID, MY_INCOME_ID, SG_AREAS_ID, SG_CHAS_CLINICS_ID, SG_HALAL_ID, SG_HAWKER_CENTRES_ID, SG_SHOPPING_MALLS_ID, SG_VET_CLINICS_ID } from './datasets.js';

/*
 * A market is declared data: the datasets that give a city its local depth, and what each is for. The area reports,
 * the scoring engine, the recommendation search and the city report read a point's inputs through its market's
 * declaration; none of them names a country. A new market is a declaration here plus the importers of its datasets
 * (CONTRIBUTING: "A market").
 */

/** Where a point's small-area statistics (households, income) come from, and how the point finds its area. */
export type SmallAreas =
  /** Areas with boundaries tiling the market: the one holding the point; every area is the baseline and a grid is laid over them. */
  | { datasetId: string; kinds: readonly string[]; locate: 'boundary' }
  /** Areas without boundaries (statistics by name): the area of the nearest named place; the baseline is its state's areas. */
  | { datasetId: string; kinds: readonly string[]; locate: 'nearest-place' };

export interface Market {
  id: 'singapore' | 'malaysia';
  /** The countries whose points the market's datasets describe (country-coder's reading of the point). */
  countries: readonly string[];
  /** Local money: what income and spending figures are in. */
  currency: string;
  smallAreas: SmallAreas;
  /** The baseline of the consumption index, by its text in the people reports: the market's average, or the point's state's. */
  baseline: 'singapore' | 'state';
  /** Residents within a radius from residential points: each point's dwellings × its area's household size. */
  residents: { method: 'dwellings'; datasetId: string } | null;
  /** Rail stations' tap-in and tap-out counts by month, day type and hour (passenger flow, job–residence ratio). */
  railFlows: { datasetId: string } | null;
  /** Registers that list every place of their industries: their count is the count, not a sample of it. */
  officialLists: Readonly<Record<string, readonly string[]>>;
  /** Fresher official lists of part of an industry: the share of their entries on the map is the map's recall. */
  referenceLists: ReadonlyArray<{ dataset: string; industries: readonly string[] }>;
}

export const SINGAPORE: Market = {
  id: 'singapore',
  countries: ['SG'],
  currency: 'SGD',
  smallAreas: { datasetId: SG_AREAS_ID, kinds: ['planning_area'], locate: 'boundary' },
  baseline: 'singapore',
  residents: { method: 'dwellings', datasetId: HDB_ID },
  railFlows: { datasetId: LTA_ID },
  officialLists: {
    [SG_CHAS_CLINICS_ID]: ['clinic', 'dentist'],
    [SG_HAWKER_CENTRES_ID]: ['hawker_centre'],
    [SG_SHOPPING_MALLS_ID]: ['mall'],
    [SG_VET_CLINICS_ID]: ['veterinary'],
  },
  // MUIS's halal-certified eating places (2025) are restaurants, cafés and fast-food outlets.
  referenceLists: [{ dataset: SG_HALAL_ID, industries: ['restaurant', 'cafe', 'fast_food', 'restaurant_halal'] }],
};

/** Malaysia beyond its full-depth cities: household income by district (DOSM), nothing finer. */
export const MALAYSIA: Market = {
  id: 'malaysia',
  countries: ['MY'],
  currency: 'MYR',
  smallAreas: { datasetId: MY_INCOME_ID, kinds: ['district'], locate: 'nearest-place' },
  baseline: 'state',
  residents: null,
  railFlows: null,
  officialLists: {},
  referenceLists: [],
};

export const MARKETS: readonly Market[] = [SINGAPORE, MALAYSIA];

/** The market of a point's country, or null where no market declares local data there. */
export const marketOf = (countryCode: string | null): Market | null =>
  (countryCode === null ? null : MARKETS.find((m) => m.countries.includes(countryCode)) ?? null);

/** Whether the market's small areas have boundaries to lay a city grid over (market room, city-wide search). */
export const hasGrid = (m: Market | null): boolean => m?.smallAreas.locate === 'boundary';
