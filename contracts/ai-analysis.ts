import { Type, type Static } from '@sinclair/typebox';
import { FigureSchema } from './figure.js';
import { AreaBlock, AreaReport, IndustryShareSchema, LevelSchema, RadiusSchema, StorePinSchema } from './area.js';
import { LocaleSchema } from './geo.js';

/*
 * AI site analysis: one more report of a saved area query, scored by the site-scoring engine.
 *
 *   GET  /v1/area/queries/:id/ai-analysis?lang          -> AiAnalysisReport (every block locked until unlocked; the
 *                                                          example query's blocks are free)
 *   POST /v1/area/queries/:id/ai-analysis/unlock          -> UnlockAnswer (1 credit, once per user and query: the area
 *                                                          reports' unlock route with report = 'ai-analysis')
 *
 * A locked answer carries no score and no narrative (every block's data is null).
 */

/** A class derived by a rule (tier, advice, group match, rating …): its stable key, its name in the request language and the rule. */
export const RatedClassSchema = Type.Object({
  /** Stable key (e.g. 'prime', 'pursueActively'); null where the data cannot classify. */
  key: Type.Union([Type.String(), Type.Null()]),
  label: Type.String(),
  /** The rule, in the request language, built from the bounds. */
  rule: Type.String(),
});
export type RatedClass = Static<typeof RatedClassSchema>;

export const FactorKeySchema = Type.Union([
  Type.Literal('demand'),
  Type.Literal('complementarity'),
  Type.Literal('accessibility'),
  Type.Literal('spendingPower'),
  Type.Literal('competition'),
  Type.Literal('cannibalisation'),
]);
export type FactorKey = Static<typeof FactorKeySchema>;

/** What the analysis measured: the factors of location quality with data here, and those without (left out, not zero). */
export const CoverageSchema = Type.Object({
  measured: Type.Array(FactorKeySchema),
  missing: Type.Array(FactorKeySchema),
  /** "3 of 4 factors measured", in the request language. */
  text: Type.String(),
  /** What is missing and what that means, in words; null when every factor is measured. */
  note: Type.Union([Type.String(), Type.Null()]),
});
export type Coverage = Static<typeof CoverageSchema>;

/** Why the advice is what it is: the verdict table's reason, and each cap the data called for. */
export const VerdictSchema = Type.Object({
  reason: Type.String(),
  caps: Type.Array(Type.Object({ key: Type.String(), text: Type.String() })),
  /** The rule: tier × saturation level → advice and investment opportunity, in the request language. */
  rule: Type.String(),
});
export type VerdictInfo = Static<typeof VerdictSchema>;

/** How thoroughly the source maps the industry's stores here: 'measured' (recall against an official list), 'not measured', 'official list', 'not mapped'. */
export const MappingCoverageSchema = Type.Object({
  kind: Type.Union([Type.Literal('measured'), Type.Literal('not measured'), Type.Literal('official list'), Type.Literal('not mapped')]),
  /** Share of the official list's entries found in the map (%), or 'not available'. */
  recall: FigureSchema,
  /** In words, with what it means for the competition figures. */
  text: Type.String(),
});
export type MappingCoverageInfo = Static<typeof MappingCoverageSchema>;

/** One input of a factor, as a figure with its provenance. */
export const FactorInputSchema = Type.Object({ key: Type.String(), label: Type.String(), figure: FigureSchema });
export type FactorInput = Static<typeof FactorInputSchema>;

/** "Why this score": one factor's normalised value (0..1), its weight, its points of the 100 and the weight's reason. */
export const ScoreFactorSchema = Type.Object({
  key: FactorKeySchema,
  name: Type.String(),
  value: Type.Number({ minimum: 0, maximum: 1 }),
  weight: Type.Number(),
  contribution: Type.Number(),
  reason: Type.String(),
  inputs: Type.Array(FactorInputSchema),
  /** False for a factor without any input here: left out of the score, its points spread over the measured ones. */
  measured: Type.Boolean(),
});
export type ScoreFactor = Static<typeof ScoreFactorSchema>;

/** The trade area of one radius: who is there and how they arrive. */
export const TradeAreaSchema = Type.Object({
  radius: Type.Union([Type.Literal(500), Type.Literal(1000)]),
  residents: FigureSchema,
  workers: FigureSchema,
  passengerFlow: FigureSchema,
  consumers: FigureSchema,
  transportCoverage: FigureSchema,
});
export type TradeArea = Static<typeof TradeAreaSchema>;

/** An anchor kind near the site (malls, stations, hawker centres, schools, offices …) with its count. */
export const AnchorCountSchema = Type.Object({ key: Type.String(), name: Type.String(), count: FigureSchema });
export type AnchorCount = Static<typeof AnchorCountSchema>;

export const MapPinSchema = Type.Object({
  kind: Type.Union([Type.Literal('competitor'), Type.Literal('anchor'), Type.Literal('own')]),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  distanceM: Type.Number(),
});
export type MapPin = Static<typeof MapPinSchema>;

export const AiAnalysisBlocksSchema = Type.Object({
  /**
   * Location quality (0–100, a model estimate) and its tier; the advice from quality and market room together (the
   * verdict); every quality factor ("why this score"); what was measured; the oldest source date behind the figures.
   */
  score: AreaBlock(Type.Object({
    score: FigureSchema,
    tier: RatedClassSchema,
    advice: RatedClassSchema,
    factors: Type.Array(ScoreFactorSchema),
    coverage: CoverageSchema,
    verdict: VerdictSchema,
    /** The oldest dataset vintage behind the figures ('2018-04'), never the import date. */
    dataAsOf: Type.String(),
  })),
  /** Page "trade area" / tab "business circle": both radii. */
  tradeArea: AreaBlock(Type.Object({ radii: Type.Array(TradeAreaSchema) })),
  /** Page "business activity". */
  businessActivity: AreaBlock(Type.Object({ richness: LevelSchema, stores: FigureSchema, businessTypes: FigureSchema, anchors: Type.Array(AnchorCountSchema), topIndustries: Type.Array(IndustryShareSchema) })),
  /**
   * Page "competition": the market room (stores the trade area's demand supports against the stores there, its
   * saturation level), same-industry stores, the brand's own stores, how thoroughly the map lists the industry.
   */
  competition: AreaBlock(Type.Object({
    saturation: LevelSchema,
    mapping: MappingCoverageSchema,
    competitors: FigureSchema,
    nearestCompetitor: FigureSchema,
    ownBrandStores: FigureSchema,
    existingStores: FigureSchema,
    projectedCapacity: FigureSchema,
    stores: Type.Array(StorePinSchema),
  })),
  /** Tab "economic condition": spending power and what the data supports of the economics of a store. */
  economy: AreaBlock(Type.Object({
    consumptionIndex: FigureSchema,
    consumptionRating: RatedClassSchema,
    investmentOpportunity: RatedClassSchema,
    payback: FigureSchema,
    averageTransactionValue: FigureSchema,
    purchaseFrequency: FigureSchema,
    /** Short term (6–12 months) and long term (1–3 years) strategy lines; empty with `strategyNote` where the data does not support them. */
    shortTerm: Type.Array(Type.String()),
    longTerm: Type.Array(Type.String()),
    strategyNote: Type.Union([Type.String(), Type.Null()]),
  })),
  /** Tab "customer profile": the industry's (or brand's) target customers against the area's profile. */
  customers: AreaBlock(Type.Object({ match: RatedClassSchema, target: Type.String(), profile: Type.Array(FactorInputSchema) })),
  /** The circle with competitors, anchors and the brand's own stores. */
  map: AreaBlock(Type.Object({ lat: Type.Number(), lon: Type.Number(), radius: Type.Number(), pins: Type.Array(MapPinSchema) })),
  /** The analysis in words, in the request language; every number in it is one of the answer's facts. */
  narrative: AreaBlock(Type.Object({ paragraphs: Type.Array(Type.String()), source: Type.Union([Type.Literal('template'), Type.Literal('rephrased')]) })),
});
export type AiAnalysisBlocks = Static<typeof AiAnalysisBlocksSchema>;

/** What an analysis of a place measures there: its factors' coverage, how completely the map lists the industry, its data's date. */
export const AiAnalysisPreviewSchema = Type.Object({
  coverage: CoverageSchema,
  mapping: Type.Pick(MappingCoverageSchema, ['kind', 'text']),
  /** The oldest source date behind the figures ('2018-04'): what "data as of" says, never the import date. */
  dataAsOf: Type.String(),
});
export type AiAnalysisPreview = Static<typeof AiAnalysisPreviewSchema>;

/**
 * GET /area/ai-analysis/preview: the preview of a place and industry before any query is saved, so the selector shows
 * what the analysis will measure before Analyze.
 */
export const AiAnalysisPreviewQuerySchema = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    radius: RadiusSchema,
    industry: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' }),
    lang: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);
export type AiAnalysisPreviewQuery = Static<typeof AiAnalysisPreviewQuerySchema>;

/** The answer also names the brand the analysis was asked for (null for an industry alone) and what it measures. */
export const AiAnalysisReportSchema = Type.Intersect([
  AreaReport(AiAnalysisBlocksSchema),
  Type.Object({
    industry: Type.Object({ key: Type.String(), name: Type.String() }),
    brand: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
    /** What the analysis measures here, sent locked or not, so the unlock dialog shows it before any charge. */
    preview: AiAnalysisPreviewSchema,
  }),
]);
export type AiAnalysisReport = Static<typeof AiAnalysisReportSchema>;
