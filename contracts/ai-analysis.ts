import { Type, type Static } from '@sinclair/typebox';
import { FigureSchema } from './figure.js';
import { AreaBlock, AreaReport, IndustryShareSchema, LevelSchema, StorePinSchema } from './area.js';

/*
 * AI site analysis (issue #18): one more report of a saved area query, scored by the site-scoring engine.
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
  /** The composite score (0–100, a model estimate), its tier and advice, and every factor ("why this score"). */
  score: AreaBlock(Type.Object({ score: FigureSchema, tier: RatedClassSchema, advice: RatedClassSchema, factors: Type.Array(ScoreFactorSchema) })),
  /** Page "trade area" / tab "business circle": both radii. */
  tradeArea: AreaBlock(Type.Object({ radii: Type.Array(TradeAreaSchema) })),
  /** Page "business activity". */
  businessActivity: AreaBlock(Type.Object({ richness: LevelSchema, stores: FigureSchema, businessTypes: FigureSchema, anchors: Type.Array(AnchorCountSchema), topIndustries: Type.Array(IndustryShareSchema) })),
  /** Page "competition": same-industry stores, saturation, the brand's own stores (cannibalisation), projected capacity. */
  competition: AreaBlock(Type.Object({
    saturation: LevelSchema,
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

/** The answer also names the brand the analysis was asked for (null for an industry alone). */
export const AiAnalysisReportSchema = Type.Intersect([
  AreaReport(AiAnalysisBlocksSchema),
  Type.Object({ industry: Type.Object({ key: Type.String(), name: Type.String() }), brand: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]) }),
]);
export type AiAnalysisReport = Static<typeof AiAnalysisReportSchema>;
