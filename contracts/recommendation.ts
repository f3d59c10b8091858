import { Type, type Static } from '@sinclair/typebox';
import { FigureSchema } from './figure.js';
import { BRAND_ID_MAX_LENGTH } from './geo.js';
import { RatedClassSchema } from './ai-analysis.js';

/*
 * Location recommendation and the report relay. Every path under /v1, answers in the { code, msg, data }
 * envelope; session token required unless marked public.
 *
 *   POST /v1/recommendations          RecommendationInput -> Recommendation  (1 credit, once per user, inputs and data
 *                                                                              version: the same request again answers the
 *                                                                              saved one without a charge)
 *   GET  /v1/recommendations/price    ?cityId&industry&brandId&kind -> RecommendationPrice (what POST would cost now: 0 when
 *                                                                              already bought or equal to the example (POST then
 *                                                                              answers the example), refused when the city has no data;
 *                                                                              kind=analysis: what the relay's AI analysis costs)
 *   GET  /v1/recommendations                                 -> RecommendationList (the caller's own, newest first)
 *   GET  /v1/recommendations/example                         -> Recommendation  (a real Singapore one, free)
 *   GET  /v1/recommendations/:id                             -> Recommendation  (its owner's; others' ids are 404)
 *
 *   POST /v1/relay                    RelayInput          -> RelayRun         (starts the analysis; charges as the report it makes)
 *   GET  /v1/relay/:runId/events      text/event-stream: `stage` events (RelayEvent) then one `done` or `error`;
 *                                     resumes after the Last-Event-ID header (or ?after=) it is given
 *   GET  /v1/relay/:runId             ?after               -> RelayRun (polling fallback where SSE is unavailable)
 */

export const RECOMMENDED_SITES = 5;
/** Two recommended sites are at least this far apart: five sites on one street corner would be one choice, not five. */
export const MIN_SITE_SEPARATION_M = 300;
export const RECOMMENDATION_COST = 1;

export const RecommendationInputSchema = Type.Object(
  {
    /** A city id of GET /v1/geo/cities. */
    cityId: Type.Integer({ minimum: 1 }),
    /** A store industry key of GET /v1/area/industries. */
    industry: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' }),
    brandId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: BRAND_ID_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type RecommendationInput = Static<typeof RecommendationInputSchema>;

/**
 * What POST would cost now. `example`: the request asks what the free example answers (the same city and industry, no
 * brand): it costs 0 and POST answers the example.
 */
export const RecommendationPriceSchema = Type.Object({
  cost: Type.Integer({ minimum: 0 }),
  balance: Type.Integer({ minimum: 0 }),
  existingId: Type.Union([Type.String(), Type.Null()]),
  example: Type.Boolean(),
});
export type RecommendationPrice = Static<typeof RecommendationPriceSchema>;

/** One of the three strongest reasons a site ranks where it does: a factor of the scoring engine, in words. */
export const SiteReasonSchema = Type.Object({ factor: Type.String(), name: Type.String(), text: Type.String() });
export type SiteReason = Static<typeof SiteReasonSchema>;

export const NearCompetitorSchema = Type.Object({ name: Type.String(), lat: Type.Number(), lon: Type.Number(), distanceM: Type.Number() });
export type NearCompetitor = Static<typeof NearCompetitorSchema>;

export const RecommendedSiteSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  lat: Type.Number(),
  lon: Type.Number(),
  /** The nearest landmark (station, mall, hawker centre) or street, in the reader's language where the data has it. */
  placeName: Type.Union([Type.String(), Type.Null()]),
  /** The nearest address and the area, as the data writes them ('Blk 217 Sumang Walk, Punggol'); null where none is near. */
  address: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The site-scoring engine's location composite score (0–100), the same figure the AI analysis shows. */
  score: FigureSchema,
  tier: RatedClassSchema,
  reasons: Type.Array(SiteReasonSchema),
  /** Huff gravity model: the site's expected share (%) of its trade area's residents against the existing competitors. */
  share: FigureSchema,
  competitors: Type.Array(NearCompetitorSchema),
});
export type RecommendedSite = Static<typeof RecommendedSiteSchema>;

/** A scored H3 cell for the heat layer: its boundary ring of [lon, lat] and its score. */
export const HeatCellSchema = Type.Object({ ring: Type.Array(Type.Array(Type.Number())), score: Type.Number() });
export type HeatCell = Static<typeof HeatCellSchema>;

export const RecommendationSchema = Type.Object({
  id: Type.String(),
  city: Type.Object({ id: Type.Integer(), name: Type.String(), countryCode: Type.String() }),
  industry: Type.Object({ key: Type.String(), name: Type.String() }),
  brand: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  dataVersion: Type.String(),
  /** The top sites in score order, at least MIN_SITE_SEPARATION_M apart. */
  sites: Type.Array(RecommendedSiteSchema),
  heat: Type.Array(HeatCellSchema),
  /** How the cells were scored and the share modelled, in the request language (provenance of the list). */
  method: Type.String(),
});
export type Recommendation = Static<typeof RecommendationSchema>;

export const RecommendationListSchema = Type.Object({
  items: Type.Array(Type.Object({ id: Type.String(), city: Type.String(), industry: Type.String(), brand: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(), dataVersion: Type.String() })),
});
export type RecommendationList = Static<typeof RecommendationListSchema>;

// ---------- the report relay ----------

export const RelayKindSchema = Type.Union([Type.Literal('analysis'), Type.Literal('recommendation')]);
export type RelayKind = Static<typeof RelayKindSchema>;

/**
 * The price's question: a recommendation of the city and industry (`kind` omitted or 'recommendation'), or an AI
 * analysis through the relay ('analysis'), charged as the analysis report's unlock at the server's price for it.
 */
export const PriceQuerySchema = Type.Object({
  cityId: Type.Integer({ minimum: 1 }),
  industry: RecommendationInputSchema.properties.industry,
  brandId: Type.Optional(Type.String({ minLength: 1, maxLength: BRAND_ID_MAX_LENGTH })),
  kind: Type.Optional(RelayKindSchema),
}, { additionalProperties: false });
export type PriceQuery = Static<typeof PriceQuerySchema>;

/** What the relay's personas gathered in the chat: the city (with its country), the brand's full name, the assessment. */
export const RelayInputSchema = Type.Object(
  {
    kind: RelayKindSchema,
    cityId: Type.Integer({ minimum: 1 }),
    industry: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' }),
    brandId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: BRAND_ID_MAX_LENGTH }), Type.Null()])),
    /** The point of an analysis (kind 'analysis'); a recommendation searches the whole city. */
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    radius: Type.Optional(Type.Union([Type.Literal(500), Type.Literal(1000)])),
  },
  { additionalProperties: false },
);
export type RelayInput = Static<typeof RelayInputSchema>;

export const RelayStageSchema = Type.Union([Type.Literal('thinking'), Type.Literal('planning'), Type.Literal('execute')]);
export type RelayStage = Static<typeof RelayStageSchema>;

/** One step of the run: its sequence number (the SSE id), its stage and what it is reading, in the request language. */
export const RelayEventSchema = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  stage: RelayStageSchema,
  text: Type.String(),
});
export type RelayEvent = Static<typeof RelayEventSchema>;

export const RelayRunSchema = Type.Object({
  runId: Type.String(),
  events: Type.Array(RelayEventSchema),
  /** The report the run made, once done: an AI analysis (an area query id) or a recommendation id. */
  report: Type.Union([Type.Object({ kind: RelayKindSchema, id: Type.String() }), Type.Null()]),
  /** A business code name when the run failed (e.g. CREDITS_INSUFFICIENT), with its message. */
  error: Type.Union([Type.Object({ code: Type.Integer(), msg: Type.String() }), Type.Null()]),
});
export type RelayRun = Static<typeof RelayRunSchema>;
