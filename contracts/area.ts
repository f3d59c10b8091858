import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DatasetRefSchema, FigureSchema } from './figure.js';
import { BRAND_ID_MAX_LENGTH, LocaleSchema } from './geo.js';

/*
 * Area reports API. Every path under /v1, every answer in the { code, msg, data } envelope.
 * Session token required unless marked public.
 *
 *   GET    /v1/area/industries?lang                     -> IndustryList  (public)
 *   GET    /v1/area/places?q&lang                        -> PlaceList     (public)
 *   POST   /v1/area/queries            AreaQueryInput   -> AreaQuery     (owned by the caller)
 *   GET    /v1/area/queries                              -> AreaQueryList (the caller's own, newest first)
 *   DELETE /v1/area/queries/:id                          -> { id }        (own only; others' ids are 404)
 *   GET    /v1/area/queries/:id                          -> DataQueryReport
 *   GET    /v1/area/queries/:id/business-district        -> AreaReport(BusinessDistrictBlocks)
 *   GET    /v1/area/queries/:id/surroundings             -> AreaReport(SurroundingsBlocks)
 *   GET    /v1/area/queries/:id/population | passenger-flow | consumption   (contracts/area-people.ts)
 *   GET    /v1/area/queries/:id/ai-analysis              -> AiAnalysisReport (contracts/ai-analysis.ts)
 *   POST   /v1/area/queries/:id/:report/unlock?lang      -> UnlockAnswer  (the report's price, 0 when it opens nothing; once per
 *                                                                         user, query, report; answers the unlocked report)
 *   GET    /v1/area/example                              -> AreaQuery     (the seeded Singapore example, every block free)
 */

export const RadiusSchema = Type.Union([Type.Literal(500), Type.Literal(1000)]);
export type Radius = Static<typeof RadiusSchema>;

export const AreaQueryInputSchema = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    radius: RadiusSchema,
    /** An industry key of GET /area/industries, or null for every industry. */
    industry: Type.Union([Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' }), Type.Null()]),
    placeName: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]),
    /** A brand id of the brand list (its own stores near the point count as cannibalisation in the AI analysis); omitted or null for none. */
    brandId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: BRAND_ID_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AreaQueryInput = Static<typeof AreaQueryInputSchema>;

export const AreaQuerySchema = Type.Object({
  id: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  radius: RadiusSchema,
  industry: Type.Union([Type.String(), Type.Null()]),
  /** ISO 3166-1 alpha-2 of the point, null when it is outside every country the data knows. */
  countryCode: Type.Union([Type.String(), Type.Null()]),
  placeName: Type.Union([Type.String(), Type.Null()]),
  brandId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  /** The imported datasets' version the report is made from (newest import date), shown on screen. */
  dataVersion: Type.String(),
});
export type AreaQuery = Static<typeof AreaQuerySchema>;

export const AreaQueryParamsSchema = Type.Object({ id: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export type AreaQueryParams = Static<typeof AreaQueryParamsSchema>;

export const ReportKindSchema = Type.Union([
  Type.Literal('population'),
  Type.Literal('passenger-flow'),
  Type.Literal('consumption'),
  Type.Literal('business-district'),
  Type.Literal('surroundings'),
  Type.Literal('ai-analysis'),
]);
export type ReportKind = Static<typeof ReportKindSchema>;
export const REPORT_KINDS: readonly ReportKind[] = ['population', 'passenger-flow', 'consumption', 'business-district', 'surroundings', 'ai-analysis'];

/** A query of GET /v1/area/queries: with the reports the account unlocked for it (paid on any of its devices). */
export const SavedAreaQuerySchema = Type.Object({ ...AreaQuerySchema.properties, unlocked: Type.Array(ReportKindSchema) });
export type SavedAreaQuery = Static<typeof SavedAreaQuerySchema>;
export const AreaQueryListSchema = Type.Object({ items: Type.Array(SavedAreaQuerySchema) });
export type AreaQueryList = Static<typeof AreaQueryListSchema>;

export const UnlockParamsSchema = Type.Object({ id: AreaQueryParamsSchema.properties.id, report: ReportKindSchema });
export type UnlockParams = Static<typeof UnlockParamsSchema>;

export const LangQuerySchema = Type.Object({ lang: Type.Optional(LocaleSchema) });
export type LangQuery = Static<typeof LangQuerySchema>;

/** One block of a report: a locked block's data is null in the answer (the server never sends locked data). */
export const AreaBlock = <T extends TSchema>(data: T) => Type.Object({ locked: Type.Boolean(), data: Type.Union([data, Type.Null()]) });

/**
 * A report answer: the query, whether the caller unlocked it, what unlocking the report costs (credits; 0 when it
 * would open nothing), how many figures with data unlocking opens, and its blocks.
 */
export const AreaReport = <T extends TSchema>(blocks: T) =>
  Type.Object({ query: AreaQuerySchema, unlocked: Type.Boolean(), unlockCost: Type.Integer({ minimum: 0 }), unlockOpens: Type.Integer({ minimum: 0 }), blocks });

/**
 * The unlocked report as its GET route answers it: an AreaReport of any of the six reports (the AI analysis's
 * AiAnalysisReport adds its industry, brand and preview beside the blocks).
 */
export const UnlockedReportSchema = Type.Object(
  { ...AreaReport(Type.Record(Type.String(), AreaBlock(Type.Unknown()))).properties, unlocked: Type.Literal(true) },
  { additionalProperties: true },
);

export const UnlockAnswerSchema = Type.Object({
  unlocked: Type.Literal(true),
  /** Credits left after the unlock (unchanged when this report was already unlocked). */
  balance: Type.Integer({ minimum: 0 }),
  /** The report now unlocked, the same answer as `GET /v1/area/queries/:id/:report` in the same language. */
  report: UnlockedReportSchema,
});
/** An unlock's answer; `R` is the report's own answer type (e.g. PopulationReport, AiAnalysisReport). */
export type UnlockAnswer<R = Static<typeof UnlockedReportSchema>> = Omit<Static<typeof UnlockAnswerSchema>, 'report'> & { report: R };

// ---------- public lists ----------

/** An industry key, its name and its group's key and name, in the request language. */
export const IndustryItemSchema = Type.Object({ key: Type.String(), name: Type.String(), group: Type.String(), groupName: Type.String() });
export type IndustryItem = Static<typeof IndustryItemSchema>;
export const IndustryListSchema = Type.Object({ items: Type.Array(IndustryItemSchema) });
export type IndustryList = Static<typeof IndustryListSchema>;

export const PlacesQuerySchema = Type.Object({ q: Type.String({ minLength: 1, maxLength: 60 }), lang: Type.Optional(LocaleSchema) });
export type PlacesQuery = Static<typeof PlacesQuerySchema>;
export const PlaceKindSchema = Type.Union([
  Type.Literal('planning area'), Type.Literal('station'), Type.Literal('bus stop'), Type.Literal('street'), Type.Literal('mall'),
  Type.Literal('hawker centre'), Type.Literal('poi'), Type.Literal('city'),
]);
export type PlaceKind = Static<typeof PlaceKindSchema>;
export const PlaceItemSchema = Type.Object({
  kind: PlaceKindSchema,
  name: Type.String(),
  /** The data's words that tell two places of one name apart: a station's line codes, a stop's road, a street's area. */
  detail: Type.Union([Type.String(), Type.Null()]),
  lat: Type.Number(),
  lon: Type.Number(),
  countryCode: Type.Union([Type.String(), Type.Null()]),
});
export type PlaceItem = Static<typeof PlaceItemSchema>;
export const PlaceListSchema = Type.Object({ items: Type.Array(PlaceItemSchema) });
export type PlaceList = Static<typeof PlaceListSchema>;

// ---------- data query (headline measures) ----------

export const HeadlineKeySchema = Type.Union([
  Type.Literal('stores'),
  Type.Literal('businessTypes'),
  Type.Literal('chainRatio'),
  Type.Literal('residents'),
  Type.Literal('workers'),
  Type.Literal('passengerFlow'),
  Type.Literal('consumptionIndex'),
  Type.Literal('competition'),
]);
export type HeadlineKey = Static<typeof HeadlineKeySchema>;
export const HeadlineSchema = Type.Object({
  key: HeadlineKeySchema,
  label: Type.String(),
  figure: FigureSchema,
  /** The report this measure opens. */
  report: ReportKindSchema,
});
export type Headline = Static<typeof HeadlineSchema>;
export const DataQueryReportSchema = Type.Object({ query: AreaQuerySchema, headlines: Type.Array(HeadlineSchema) });
export type DataQueryReport = Static<typeof DataQueryReportSchema>;

// ---------- business district ----------

export const LevelSchema = Type.Object({
  /** 1..5, null when there is no data to classify. */
  level: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]),
  label: Type.String(),
  /** The rule, in the request language, built from the bounds. */
  rule: Type.String(),
  figure: FigureSchema,
});
export type Level = Static<typeof LevelSchema>;

export const IndustryShareSchema = Type.Object({ key: Type.String(), name: Type.String(), stores: FigureSchema, share: FigureSchema });
export type IndustryShare = Static<typeof IndustryShareSchema>;

export const StoreChangeSchema = Type.Object({
  /** From snapshot date to snapshot date ('2021-01-01' → '2026-01-01'). */
  from: Type.String(),
  to: Type.String(),
  opened: FigureSchema,
  closed: FigureSchema,
  /** 'Stores that appeared on the map between …', in the request language. */
  wording: Type.String(),
});
export type StoreChange = Static<typeof StoreChangeSchema>;

export const StorePinSchema = Type.Object({ name: Type.String(), lat: Type.Number(), lon: Type.Number(), distanceM: Type.Number(), brand: Type.Union([Type.String(), Type.Null()]) });
export type StorePin = Static<typeof StorePinSchema>;

export const BusinessDistrictBlocksSchema = Type.Object({
  overview: AreaBlock(Type.Object({ stores: FigureSchema, businessTypes: FigureSchema, chainRatio: FigureSchema, averageRating: FigureSchema })),
  /** The mix of the general map sources only (a directory of one kind would distort it); `note` says so on screen. */
  industries: AreaBlock(Type.Object({ top: Type.Array(IndustryShareSchema), note: Type.String() })),
  changes: AreaBlock(Type.Object({ periods: Type.Array(StoreChangeSchema), note: Type.Union([Type.String(), Type.Null()]) })),
  levels: AreaBlock(Type.Object({ richness: LevelSchema, competition: LevelSchema, saturation: LevelSchema })),
  industryStores: AreaBlock(Type.Object({ industry: Type.Union([IndustryItemSchema, Type.Null()]), count: FigureSchema, stores: Type.Array(StorePinSchema) })),
});
export type BusinessDistrictBlocks = Static<typeof BusinessDistrictBlocksSchema>;
export const BusinessDistrictReportSchema = AreaReport(BusinessDistrictBlocksSchema);
export type BusinessDistrictReport = Static<typeof BusinessDistrictReportSchema>;

// ---------- surroundings ----------

/**
 * Places of one category (industry group) within 500 and 1000 m, counted from the sources of the block's totals (their
 * figures carry the datasets and dates; repeating them on each of 20 categories made 73% of the answer's bytes).
 * `superseded500/1000`: current records of older sources left out because a newer source lists the same branded store
 * (counted once) or no longer lists it.
 */
export const CategoryCountSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  within500: Type.Integer({ minimum: 0 }),
  within1000: Type.Integer({ minimum: 0 }),
  superseded500: Type.Integer({ minimum: 0 }),
  superseded1000: Type.Integer({ minimum: 0 }),
});
export type CategoryCount = Static<typeof CategoryCountSchema>;
export const TransitKindSchema = Type.Union([Type.Literal('bus_stop'), Type.Literal('rail_station'), Type.Literal('rail_exit')]);
/** A stop in the radius; `kindName` is the kind in the request language. */
export const TransitStopSchema = Type.Object({ name: Type.String(), kind: TransitKindSchema, kindName: Type.String(), lat: Type.Number(), lon: Type.Number(), distanceM: Type.Number() });
export type TransitStop = Static<typeof TransitStopSchema>;
/**
 * A [lon, lat] pair. Typed as a tuple, documented as an array of exactly two numbers: the tuple schema TypeBox emits
 * (`items` as a list) is not valid in the OpenAPI document, whose validators refuse it.
 */
const LonLatSchema = Type.Unsafe<[number, number]>(Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }));
/** GeoJSON-like outline: rings of [lon, lat]. */
export const OutlineSchema = Type.Object({ name: Type.String(), rings: Type.Array(Type.Array(LonLatSchema)) });
export type Outline = Static<typeof OutlineSchema>;

export const SurroundingsBlocksSchema = Type.Object({
  /** `total500` / `total1000`: every place within 500 / 1000 m (no value where no source covers the point: then no items). */
  categories: AreaBlock(Type.Object({ total500: FigureSchema, total1000: FigureSchema, items: Type.Array(CategoryCountSchema) })),
  competitors: AreaBlock(Type.Object({ industry: Type.Union([IndustryItemSchema, Type.Null()]), stores: Type.Array(StorePinSchema), count: FigureSchema })),
  transport: AreaBlock(Type.Object({ coverage: FigureSchema, rule: Type.String(), busStops: Type.Array(TransitStopSchema), rail: Type.Array(TransitStopSchema), stopsDatasets: Type.Array(DatasetRefSchema) })),
  /** `cells`: the grid cells around the circle, each as its boundary ring of [lon, lat], ready to draw. */
  map: AreaBlock(Type.Object({ outlines: Type.Array(OutlineSchema), cells: Type.Array(Type.Array(LonLatSchema)) })),
});
export type SurroundingsBlocks = Static<typeof SurroundingsBlocksSchema>;
export const SurroundingsReportSchema = AreaReport(SurroundingsBlocksSchema);
export type SurroundingsReport = Static<typeof SurroundingsReportSchema>;

// ---------- the data query entry's map ----------

/*
 *   GET    /v1/area/entry-map?south&west&north&east     -> EntryMap      (public)
 * What to aim at when choosing a point on a map without base-map tiles: the planning-area outlines and the rail
 * stations in a box of at most ENTRY_MAP_MAX_SPAN degrees a side.
 */
export const ENTRY_MAP_MAX_SPAN = 0.5;
export const EntryMapQuerySchema = Type.Object({
  south: Type.Number({ minimum: -90, maximum: 90 }),
  west: Type.Number({ minimum: -180, maximum: 180 }),
  north: Type.Number({ minimum: -90, maximum: 90 }),
  east: Type.Number({ minimum: -180, maximum: 180 }),
});
export type EntryMapQuery = Static<typeof EntryMapQuerySchema>;
export const EntryMapPlaceSchema = Type.Object({ name: Type.String(), lat: Type.Number(), lon: Type.Number() });
export type EntryMapPlace = Static<typeof EntryMapPlaceSchema>;
export const EntryMapSchema = Type.Object({ outlines: Type.Array(OutlineSchema), places: Type.Array(EntryMapPlaceSchema) });
export type EntryMap = Static<typeof EntryMapSchema>;
