import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { locales } from '../i18n/i18n-util.js';
import { DatasetRefSchema, FigureSchema, FigureKindSchema } from './figure.js';

/*
 * Geo API contract (every path under /v1, every answer in the { code, msg, data } envelope; the schemas below are `data`).
 * Names in the user's language come from the `App-Language` header (or the optional `lang` query, which wins);
 * where the data has no translation for that language the English name is returned (`nameIsFallback` says so).
 *
 *   GET /v1/geo/countries                                   -> CountryList
 *   GET /v1/geo/countries/:countryId/states                 -> StateList
 *   GET /v1/geo/cities?countryId&stateId&q&limit            -> CityList        (countryId or q required)
 *   GET /v1/geo/cities/:cityId                              -> CityItem
 *   GET /v1/geo/cities/:cityId/preview                      -> ReportPreview
 *   GET /v1/geo/cities/:cityId/report                       -> CityReport
 *   GET /v1/geo/brands?q&countryIso2&limit                  -> BrandList       (q required, 1..60 chars)
 *   GET /v1/geo/brands/:brandId                             -> BrandItem
 *   GET /v1/geo/brands/:brandId/countries                   -> BrandCountryList (countries where Lokasi's map data has stores)
 *   GET /v1/geo/brands/:brandId/cities?countryIso2          -> BrandCityList
 *   GET /v1/geo/brands/:brandId/preview?countryIso2&cityId  -> ReportPreview
 *   GET /v1/geo/brands/:brandId/report?countryIso2&cityId   -> BrandReport
 *   GET /v1/geo/datasets                                    -> DatasetList     (attribution page: every imported dataset)
 */

/** The app's languages: one per dictionary of i18n/, so a language added there is accepted here without an edit. */
export const LocaleSchema = Type.Union(locales.map((locale) => Type.Literal(locale)));

const LangQuery = { lang: Type.Optional(LocaleSchema) };
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));

// ---------- picker: countries, states, cities ----------

export const CountryItemSchema = Type.Object({
  id: Type.Integer(),
  iso2: Type.String({ minLength: 2, maxLength: 2 }),
  name: Type.String(),
  nameIsFallback: Type.Boolean(),
  /** Emoji flag from the countries data, null when it has none. */
  flag: Type.Union([Type.String(), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  /** How many cities the picker can offer in this country (0: country has no city list in Lokasi's data). */
  cityCount: Type.Integer(),
});
export type CountryItem = Static<typeof CountryItemSchema>;
export const CountriesQuerySchema = Type.Object(LangQuery);
export type CountriesQuery = Static<typeof CountriesQuerySchema>;
export const CountryListSchema = Type.Object({ items: Type.Array(CountryItemSchema) });
export type CountryList = Static<typeof CountryListSchema>;

export const CountryParamsSchema = Type.Object({ countryId: Type.Integer({ minimum: 1 }) });
export type CountryParams = Static<typeof CountryParamsSchema>;

export const StateItemSchema = Type.Object({
  id: Type.Integer(),
  countryId: Type.Integer(),
  /** ISO 3166-2 code, e.g. 'MY-14'; null when the data has none. */
  code: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  /** 'state', 'province', 'district', 'quarter', ... as in the data. */
  type: Type.Union([Type.String(), Type.Null()]),
  cityCount: Type.Integer(),
});
export type StateItem = Static<typeof StateItemSchema>;
export const StatesQuerySchema = Type.Object(LangQuery);
export type StatesQuery = Static<typeof StatesQuerySchema>;
export const StateListSchema = Type.Object({ items: Type.Array(StateItemSchema) });
export type StateList = Static<typeof StateListSchema>;

export const CityItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameIsFallback: Type.Boolean(),
  /** The English name, so a search result can show both. */
  nameEn: Type.String(),
  stateId: Type.Union([Type.Integer(), Type.Null()]),
  stateName: Type.Union([Type.String(), Type.Null()]),
  countryId: Type.Integer(),
  countryIso2: Type.String(),
  countryName: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  /**
   * Census 2020 for a Singapore planning area, else GeoNames where matched (placeholders dropped), else the place
   * list's; null when unknown. The report's population figure names which.
   */
  population: Type.Union([Type.Integer(), Type.Null()]),
  /** True for a city that is its whole country (Singapore, Monaco): its report uses national statistics. */
  isCountry: Type.Boolean(),
  /**
   * The market whose local datasets cover the city ('singapore', 'klang-valley': census small areas, transit and its
   * ridership), so its reports and analyses go deeper there; null where only national and map data exist.
   */
  localData: Type.Union([Type.String(), Type.Null()]),
});
export type CityItem = Static<typeof CityItemSchema>;
export const CitiesQuerySchema = Type.Object({
  countryId: Type.Optional(Type.Integer({ minimum: 1 })),
  stateId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Search as you type: the start of any word of the city's name in any of its languages (English included). */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  limit: Limit,
  ...LangQuery,
});
export type CitiesQuery = Static<typeof CitiesQuerySchema>;
export const CityListSchema = Type.Object({ items: Type.Array(CityItemSchema) });
export type CityList = Static<typeof CityListSchema>;

export const CityParamsSchema = Type.Object({ cityId: Type.Integer({ minimum: 1 }) });
export type CityParams = Static<typeof CityParamsSchema>;
export const CityQuerySchema = Type.Object(LangQuery);
export type CityQuery = Static<typeof CityQuerySchema>;

// ---------- picker: brands ----------

export const BrandItemSchema = Type.Object({
  /** name-suggestion-index item id, e.g. 'starbucks-9ea3ba'. */
  id: Type.String(),
  name: Type.String(),
  /** NSI category path, e.g. 'brands/amenity/cafe'. */
  category: Type.String(),
  /** Lokasi industry key the brand maps to (same list as POIs), null when unmapped. */
  industry: Type.Union([Type.String(), Type.Null()]),
  wikidata: Type.Union([Type.String(), Type.Null()]),
  /** ISO 3166-1 alpha-2 codes (lower-case as in NSI, '001' = worldwide) where NSI says the brand operates. */
  countries: Type.Array(Type.String()),
  /** Stores in Lokasi's map data (all snapshots' latest state), not the brand's real store count. */
  mapStoreCount: Type.Integer(),
});
export type BrandItem = Static<typeof BrandItemSchema>;
export const BrandsQuerySchema = Type.Object({
  /** Search as you type: the start of any word of the brand name. */
  q: Type.String({ minLength: 1, maxLength: 60 }),
  countryIso2: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  limit: Limit,
});
export type BrandsQuery = Static<typeof BrandsQuerySchema>;
export const BrandListSchema = Type.Object({ items: Type.Array(BrandItemSchema) });
export type BrandList = Static<typeof BrandListSchema>;

/** The longest brand id the API takes; the server's router takes path parameters up to the same length (app.ts). */
export const BRAND_ID_MAX_LENGTH = 120;
export const BrandParamsSchema = Type.Object({ brandId: Type.String({ minLength: 1, maxLength: BRAND_ID_MAX_LENGTH }) });
export type BrandParams = Static<typeof BrandParamsSchema>;

export const BrandCountryItemSchema = Type.Object({
  countryId: Type.Integer(),
  iso2: Type.String(),
  name: Type.String(),
  flag: Type.Union([Type.String(), Type.Null()]),
  mapStoreCount: Type.Integer(),
});
export type BrandCountryItem = Static<typeof BrandCountryItemSchema>;
export const BrandCountryListSchema = Type.Object({ items: Type.Array(BrandCountryItemSchema) });
export type BrandCountryList = Static<typeof BrandCountryListSchema>;

export const BrandCitiesQuerySchema = Type.Object({
  countryIso2: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  ...LangQuery,
});
export type BrandCitiesQuery = Static<typeof BrandCitiesQuerySchema>;
export const BrandCityItemSchema = Type.Object({
  cityId: Type.Integer(),
  name: Type.String(),
  countryIso2: Type.String(),
  mapStoreCount: Type.Integer(),
});
export type BrandCityItem = Static<typeof BrandCityItemSchema>;
export const BrandCityListSchema = Type.Object({ items: Type.Array(BrandCityItemSchema) });
export type BrandCityList = Static<typeof BrandCityListSchema>;

export const BrandScopeQuerySchema = Type.Object({
  countryIso2: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  cityId: Type.Optional(Type.Integer({ minimum: 1 })),
  ...LangQuery,
});
export type BrandScopeQuery = Static<typeof BrandScopeQuerySchema>;

// ---------- report previews ----------

/** complete: every figure of the section has data; partial: some; none: the section will say 'No Data Available'. */
export const CompletenessSchema = Type.Union([Type.Literal('complete'), Type.Literal('partial'), Type.Literal('none')]);
export type Completeness = Static<typeof CompletenessSchema>;

export const PreviewSectionSchema = Type.Object({
  /** Stable key the client translates: city: 'economy' | 'population' | 'consumption' | 'outlook'; brand: 'identity' | 'footprint' | 'storeMap' | 'dynamics'. */
  key: Type.String(),
  completeness: CompletenessSchema,
  figuresWithData: Type.Integer(),
  figuresTotal: Type.Integer(),
  /** Figure kinds the section will show (public statistic, model estimate, ...). */
  kinds: Type.Array(FigureKindSchema),
});
export type PreviewSection = Static<typeof PreviewSectionSchema>;

export const ReportPreviewSchema = Type.Object({
  report: Type.Union([Type.Literal('city'), Type.Literal('brand')]),
  /** Display name of the analysis target, e.g. 'Singapore' or 'Starbucks · Singapore'. */
  target: Type.String(),
  sections: Type.Array(PreviewSectionSchema),
  datasets: Type.Array(DatasetRefSchema),
});
export type ReportPreview = Static<typeof ReportPreviewSchema>;

// ---------- city report ----------

/** An amount of money: USD figure, and the same amount in local currency when an exchange rate exists. */
export const MoneySchema = Type.Object({
  usd: FigureSchema,
  /** unit = ISO 4217 code (e.g. 'SGD'); null when no currency or rate is known. */
  local: Type.Union([FigureSchema, Type.Null()]),
});
export type Money = Static<typeof MoneySchema>;

export const SeriesPointSchema = Type.Object({ year: Type.Integer(), value: Type.Number() });
/** A yearly series for a chart; provenance as a Figure's, vintage = 'first–last'. */
export const SeriesSchema = Type.Object({
  unit: Type.String(),
  kind: FigureKindSchema,
  datasets: Type.Array(DatasetRefSchema),
  vintage: Type.String(),
  model: Type.Optional(FigureSchema.properties.model),
  points: Type.Array(SeriesPointSchema),
  /** Why there are no points (kind 'not available'). */
  note: Type.Optional(Type.String()),
});
export type Series = Static<typeof SeriesSchema>;

export const TrendClassSchema = Type.Union([Type.Literal('rapid'), Type.Literal('stable'), Type.Literal('slow'), Type.Literal('flat'), Type.Literal('negative'), Type.Literal('no data')]);
export type TrendClass = Static<typeof TrendClassSchema>;
export const ConsumptionRatingSchema = Type.Union([Type.Literal('premium'), Type.Literal('high'), Type.Literal('moderate'), Type.Literal('modest'), Type.Literal('basic')]);
export type ConsumptionRating = Static<typeof ConsumptionRatingSchema>;
export const InvestmentOpportunitySchema = Type.Union([Type.Literal('excellent'), Type.Literal('good'), Type.Literal('average'), Type.Literal('limited')]);
export type InvestmentOpportunity = Static<typeof InvestmentOpportunitySchema>;

/** A classification: its value (null when the inputs are missing), the figure(s) it was derived from, and the rule in one sentence. */
const classified = <T extends TSchema>(value: T) =>
  Type.Object({ value: Type.Union([value, Type.Null()]), basis: Type.Array(FigureSchema), rule: Type.String() });
export const TrendClassificationSchema = classified(TrendClassSchema);
export type TrendClassification = Static<typeof TrendClassificationSchema>;
export const ConsumptionRatingResultSchema = classified(ConsumptionRatingSchema);
export type ConsumptionRatingResult = Static<typeof ConsumptionRatingResultSchema>;
export const InvestmentOpportunityResultSchema = classified(InvestmentOpportunitySchema);
export type InvestmentOpportunityResult = Static<typeof InvestmentOpportunityResultSchema>;

/** One published statistic of an official area; money in the local currency as published, with USD beside. */
export const LocalStatisticSchema = Type.Object({
  /** Stable key, e.g. 'householdIncomeMedian'. */
  key: Type.String(),
  /** What the figure is, in the user's language. */
  label: Type.String(),
  figure: FigureSchema,
  /** The same amount in USD at the WDI official exchange rate of its year; null for non-money figures or without a rate. */
  usd: Type.Union([FigureSchema, Type.Null()]),
});
export type LocalStatistic = Static<typeof LocalStatisticSchema>;
/** An official area (SG planning area, DOSM district or state) and its published statistics. */
export const LocalAreaSchema = Type.Object({
  id: Type.String(),
  /** e.g. 'Kuala Lumpur (district)', in the user's language. */
  name: Type.String(),
  figures: Type.Array(LocalStatisticSchema),
});
export type LocalArea = Static<typeof LocalAreaSchema>;

export const CityReportSchema = Type.Object({
  city: CityItemSchema,
  /** ISO date-time the report was computed (report metadata 'analysis date'). */
  analysisDate: Type.String(),
  currency: Type.Union([Type.String(), Type.Null()]),
  economy: Type.Object({
    gdpTotal: MoneySchema,
    /** Real GDP growth, annual %. */
    gdpGrowth: FigureSchema,
    gdpPerCapita: MoneySchema,
    /**
     * Rank of the country's GDP among the countries reporting GDP in the country's latest year with a value (WDI
     * aggregates excluded); unit 'rank', vintage = that year. Not available for a sub-national place.
     */
    gdpRanking: FigureSchema,
    /** How many economies were ranked that year. */
    gdpRankingOf: FigureSchema,
    gdpTrend: SeriesSchema,
    gdpTrendClass: TrendClassificationSchema,
  }),
  population: Type.Object({
    total: FigureSchema,
    /** Annual %. */
    growth: FigureSchema,
    density: FigureSchema,
    trend: SeriesSchema,
    trendClass: TrendClassificationSchema,
  }),
  /** Official local statistics of the place (Census 2020 by planning area, DOSM by district and state); empty where none. */
  local: Type.Array(LocalAreaSchema),
  consumption: Type.Object({
    /** Household disposable income per capita per year; value null where no data. */
    disposableIncome: MoneySchema,
    retailSales: MoneySchema,
    rating: ConsumptionRatingResultSchema,
  }),
  investmentOpportunity: InvestmentOpportunityResultSchema,
  datasets: Type.Array(DatasetRefSchema),
});
export type CityReport = Static<typeof CityReportSchema>;

// ---------- brand report ----------

export const StorePointSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  /** First and last map snapshot (date) the store appears in. */
  firstSeen: Type.String(),
  lastSeen: Type.String(),
  /** Present in the latest snapshot of its map source. */
  inLatestSnapshot: Type.Boolean(),
  datasetId: Type.String(),
  /** How the store was tied to the brand: 'brand:wikidata', 'brand', 'nsi name' or 'name' (server/geo/stores/store-match.ts). */
  matchMethod: Type.Union([Type.String(), Type.Null()]),
  /**
   * 'current' (counted), 'duplicate' (an older source's record of a current store), 'not in latest source' (a newer
   * source covering its place does not list it), 'closed' (gone from a later snapshot of its own source).
   */
  status: Type.Union([Type.Literal('current'), Type.Literal('duplicate'), Type.Literal('not in latest source'), Type.Literal('closed')]),
  /** For a duplicate: the current store it was merged into and the distance between the two records. */
  mergedInto: Type.Union([Type.Object({ id: Type.String(), distanceM: Type.Integer() }), Type.Null()]),
});
export type StorePoint = Static<typeof StorePointSchema>;

export const SnapshotSchema = Type.Object({ datasetId: Type.String(), date: Type.String(), area: Type.String() });
export type Snapshot = Static<typeof SnapshotSchema>;

export const BrandReportSchema = Type.Object({
  brand: BrandItemSchema,
  /** The brand's industry in the report's language (never a raw OSM tag such as amenity/cafe); null when unmapped. */
  industryName: Type.Union([Type.String(), Type.Null()]),
  analysisDate: Type.String(),
  scope: Type.Object({
    countryIso2: Type.Union([Type.String(), Type.Null()]),
    cityId: Type.Union([Type.Integer(), Type.Null()]),
  }),
  /** Counts of stores in Lokasi's map data (OpenStreetMap and public point sets), labelled as such on screen. */
  footprint: Type.Object({
    mapStores: FigureSchema,
    byCountry: Type.Array(Type.Object({ iso2: Type.String(), name: Type.String(), stores: FigureSchema })),
    byCity: Type.Array(Type.Object({ cityId: Type.Integer(), name: Type.String(), countryIso2: Type.String(), stores: FigureSchema })),
    /** Distinct districts (SG planning areas, Monaco quarters, ...) holding at least one store; null where no district data. */
    districtsCovered: FigureSchema,
    /**
     * Each source of the brand's stores in scope, newest first, with its own date: stores it lists (in its latest
     * snapshot), counted as current, merged as duplicates of a newer source's store, not in a newer source covering their
     * place, and closed (gone from a later snapshot). 'Current' = the latest source for each place.
     */
    sources: Type.Array(Type.Object({
      dataset: DatasetRefSchema,
      date: Type.String(),
      found: Type.Integer(),
      current: Type.Integer(),
      duplicates: Type.Integer(),
      notInLatestSource: Type.Integer(),
      closed: Type.Integer(),
    })),
    /** Current stores by how they were tied to the brand. */
    matchMethods: Type.Array(Type.Object({ method: Type.String(), stores: Type.Integer() })),
    /** Two sources' records of one brand at most this far apart are one store (server/geo/stores/store-sources.ts). */
    mergeDistanceM: Type.Integer(),
  }),
  stores: Type.Array(StorePointSchema),
  /**
   * Map changes between OpenStreetMap snapshots (not business registrations). A figure the snapshots cannot support has
   * value null and a note saying the data is insufficient, in the report's language.
   */
  dynamics: Type.Object({
    snapshots: Type.Array(SnapshotSchema),
    /** Stores new in, and gone from, each snapshot against the one before (each snapshot's own brand tags). */
    changes: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), newStores: Type.Integer(), closedStores: Type.Integer() })),
    newStores: FigureSchema,
    closedStores: FigureSchema,
    netIncrease: FigureSchema,
    annualClosureRate: FigureSchema,
    averageOpeningPeriod: FigureSchema,
    lifespan: FigureSchema,
    newStoreSurvival: FigureSchema,
  }),
  datasets: Type.Array(DatasetRefSchema),
});
export type BrandReport = Static<typeof BrandReportSchema>;

// ---------- attribution ----------

export const DatasetListSchema = Type.Object({
  items: Type.Array(
    Type.Object({ ...DatasetRefSchema.properties, checksum: Type.String(), importedAt: Type.String(), rows: Type.Integer() }),
  ),
});
export type DatasetList = Static<typeof DatasetListSchema>;

// ---------- streets for maps without a base map ----------

/** GET /v1/geo/streets?south&west&north&east (public): the streets in a box (streets-box.ts), traced through the stops on them. */
export const StreetsQuerySchema = Type.Object({
  south: Type.Number({ minimum: -90, maximum: 90 }),
  west: Type.Number({ minimum: -180, maximum: 180 }),
  north: Type.Number({ minimum: -90, maximum: 90 }),
  east: Type.Number({ minimum: -180, maximum: 180 }),
  ...LangQuery,
});
export type StreetsQuery = Static<typeof StreetsQuerySchema>;
/** A street: its name as the data writes it, and its stretches as lines of [lon, lat]. */
export const StreetSchema = Type.Object({ name: Type.String(), runs: Type.Array(Type.Array(Type.Array(Type.Number()))) });
export type Street = Static<typeof StreetSchema>;
/** The busiest streets in the box (most stops first, at most 150), and the datasets they are traced from. */
export const StreetsSchema = Type.Object({ streets: Type.Array(StreetSchema), datasets: Type.Array(DatasetRefSchema) });
export type Streets = Static<typeof StreetsSchema>;
