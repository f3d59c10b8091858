import type { Industry } from './industries.js';
import { HDB_ID, LTA_ID, MY_INCOME_ID, MY_PARLIAMENT_SEATS_ID, MY_RAIL_RIDERSHIP_ID, MY_SPEEDMART_ID, MY_STATE_SEATS_ID, SG_AREAS_ID, SG_CHAS_CLINICS_ID, SG_HALAL_ID, SG_HAWKER_CENTRES_ID, SG_SHOPPING_MALLS_ID, SG_VET_CLINICS_ID } from './datasets.js';

/*
 * A market is declared data: the datasets that give a city its local depth, and what each is for. The area reports,
 * the scoring engine, the recommendation search and the city report read a point's inputs through its market's
 * declaration; none of them names a country. A new market is a declaration here plus the importers of its datasets
 * (CONTRIBUTING: "A market").
 */

/** Where a point's small-area statistics (households, income) come from, and how the point finds its area. */
export type SmallAreas =
  /**
   * Areas with boundaries tiling the market: the one holding the point; every area is the baseline and a grid is laid
   * over them. `kinds` smallest first: a state with areas of the first kind uses those alone (Malaysia's state seats,
   * and parliamentary seats only in the federal territories, which have no state seats). `states` limits the market
   * to those states' areas; without it the market is its whole country.
   */
  | { datasetIds: readonly string[]; kinds: readonly string[]; locate: 'boundary'; states?: readonly string[] }
  /** Areas without boundaries (statistics by name): the area of the nearest named place; the baseline is its state's areas. */
  | { datasetIds: readonly string[]; kinds: readonly string[]; locate: 'nearest-place' };

export interface Market {
  id: 'singapore' | 'klang-valley' | 'malaysia';
  /** The countries whose points the market's datasets describe (country-coder's reading of the point). */
  countries: readonly string[];
  /** Local money: what income and spending figures are in. */
  currency: string;
  smallAreas: SmallAreas;
  /** The baseline of the consumption index, by its text in the people reports: the market's average, or the point's state's. */
  baseline: 'singapore' | 'klangValley' | 'state';
  /**
   * Residents within a radius: from residential points (each point's dwellings × its area's household size), or by
   * areal interpolation of the small areas' census counts (each area's count × the share of its area in the circle).
   */
  residents: { method: 'dwellings'; datasetId: string } | { method: 'interpolated' } | null;
  /** Rail stations' tap-in and tap-out counts by month, day type and hour (passenger flow, job–residence ratio). */
  railFlows: { datasetId: string } | null;
  /** Rail stations' daily tap-ins by origin station (passenger flow by day only). */
  dailyRidership: { datasetId: string } | null;
  /**
   * The city grid (market room, city-wide search) covers the small areas at least this dense (people per km²): a
   * city's urban areas, not its farmland and forest; null: every small area.
   */
  gridMinDensity: number | null;
  /** A chain's outlets kept out of every store count, the outcome a site score of their industry is validated on there. */
  validationOutlets: { datasetId: string; industry: Industry } | null;
  /** The market's free example: a site analysed at a radius for an industry, and an industry recommended city-wide. */
  example: { site: { lat: number; lon: number; radius: 500 | 1000; industry: Industry; placeName: string }; recommendation: { industry: Industry } } | null;
  /** Registers that list every place of their industries: their count is the count, not a sample of it. */
  officialLists: Readonly<Record<string, readonly string[]>>;
  /** Fresher official lists of part of an industry: the share of their entries on the map is the map's recall. */
  referenceLists: ReadonlyArray<{ dataset: string; industries: readonly string[] }>;
}

export const SINGAPORE: Market = {
  id: 'singapore',
  countries: ['SG'],
  currency: 'SGD',
  smallAreas: { datasetIds: [SG_AREAS_ID], kinds: ['planning_area'], locate: 'boundary' },
  baseline: 'singapore',
  residents: { method: 'dwellings', datasetId: HDB_ID },
  railFlows: { datasetId: LTA_ID },
  dailyRidership: null,
  gridMinDensity: null,
  validationOutlets: null,
  // Raffles Place MRT station, the central business district, where the map data is densest and every source applies.
  example: { site: { lat: 1.28393, lon: 103.85151, radius: 500, industry: 'cafe', placeName: 'Raffles Place' }, recommendation: { industry: 'cafe' } },
  officialLists: {
    [SG_CHAS_CLINICS_ID]: ['clinic', 'dentist'],
    [SG_HAWKER_CENTRES_ID]: ['hawker_centre'],
    [SG_SHOPPING_MALLS_ID]: ['mall'],
    [SG_VET_CLINICS_ID]: ['veterinary'],
  },
  // MUIS's halal-certified eating places (2025) are restaurants, cafés and fast-food outlets.
  referenceLists: [{ dataset: SG_HALAL_ID, industries: ['restaurant', 'cafe', 'fast_food', 'restaurant_halal'] }],
};

/** Kuala Lumpur, Putrajaya and Selangor: DOSM Census 2020 by state seat (parliamentary seat in the federal territories), Rapid Rail ridership. */
export const KLANG_VALLEY: Market = {
  id: 'klang-valley',
  countries: ['MY'],
  currency: 'MYR',
  smallAreas: { datasetIds: [MY_STATE_SEATS_ID, MY_PARLIAMENT_SEATS_ID], kinds: ['state_seat', 'parliament_seat'], locate: 'boundary', states: ['Kuala Lumpur', 'Putrajaya', 'Selangor'] },
  baseline: 'klangValley',
  residents: { method: 'interpolated' },
  railFlows: null,
  dailyRidership: { datasetId: MY_RAIL_RIDERSHIP_ID },
  // Urban seats: 33 of Selangor's 56 state seats (1,606 of its 7,961 km², 5.1 of its 7.0 million people) and the federal territories'.
  gridMinDensity: 1000,
  validationOutlets: { datasetId: MY_SPEEDMART_ID, industry: 'convenience' },
  example: null,
  officialLists: {},
  referenceLists: [],
};

/** Malaysia beyond its full-depth cities: household income by district (DOSM), nothing finer. */
export const MALAYSIA: Market = {
  id: 'malaysia',
  countries: ['MY'],
  currency: 'MYR',
  smallAreas: { datasetIds: [MY_INCOME_ID], kinds: ['district'], locate: 'nearest-place' },
  baseline: 'state',
  residents: null,
  railFlows: null,
  dailyRidership: null,
  gridMinDensity: null,
  validationOutlets: null,
  example: null,
  officialLists: {},
  referenceLists: [],
};

/** The market whose example the app shows free (the seeded analysis and recommendation). */
export const EXAMPLE_MARKET = SINGAPORE;

/** Every market, a country's deepest first: a point belongs to the first whose land holds it. */
export const MARKETS: readonly Market[] = [SINGAPORE, KLANG_VALLEY, MALAYSIA];

/** The markets of a country, deepest first. */
export const marketsOf = (countryCode: string | null): Market[] => (countryCode === null ? [] : MARKETS.filter((m) => m.countries.includes(countryCode)));

/** Whether the market's small areas have boundaries to lay a city grid over (market room, city-wide search). */
export const hasGrid = (m: Market | null): boolean => m?.smallAreas.locate === 'boundary';

/** The market of a country whose grid the market room and the city-wide search use (its deepest with boundaries). */
export const gridMarketOf = (countryCode: string | null): Market | null => marketsOf(countryCode).find(hasGrid) ?? null;

/** Whether the market is its whole country (else its land is the areas of its states). */
export const coversCountry = (m: Market): boolean => m.smallAreas.locate !== 'boundary' || !m.smallAreas.states;
