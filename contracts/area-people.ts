import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DatasetRefSchema, FigureKindSchema, FigureSchema } from './figure.js';
import { AreaBlock, AreaReport } from './area.js';
import { ConsumptionRatingSchema } from './geo.js';

/*
 * Population profile, passenger flow and consumption index of a saved area query:
 *
 *   GET /v1/area/queries/:id/population      -> PopulationReport
 *   GET /v1/area/queries/:id/passenger-flow  -> PassengerFlowReport
 *   GET /v1/area/queries/:id/consumption     -> ConsumptionReport
 *
 * Keys (age groups, income levels, education, occupation, nationality, tiers, levels, ratings) are stable English
 * keys, which the client translates; rules and notes arrive in the request language.
 */

/** One share of a breakdown (unit '%'), keyed by the spec's key. */
export const ShareSchema = Type.Object({ key: Type.String(), figure: FigureSchema });
export type Share = Static<typeof ShareSchema>;

/**
 * A classification with its name, the figure it was derived from and its rule in one sentence, in the request language
 * (name null with no class): the one translation of class names is the server's, which also writes them into the rule.
 */
export const ClassSchema = <T extends TSchema>(values: T) =>
  Type.Object({ value: Type.Union([values, Type.Null()]), name: Type.Union([Type.String(), Type.Null()]), basis: FigureSchema, rule: Type.String() });

// ---------- population profile ----------

export const AGE_GROUPS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const INCOME_LEVELS = ['high', 'middle', 'low'] as const;
export const EDUCATION_KEYS = ['highSchool', 'bachelor', 'masterAbove'] as const;
export const OCCUPATION_KEYS = ['businessOwner', 'officeWorker', 'retired', 'student', 'others'] as const;
export const NATIONALITY_KEYS = ['local', 'malaysia', 'china', 'others'] as const;

export const PlanningAreaSchema = Type.Object({
  /** The official area holding the point (SG planning area), as published. */
  name: Type.String(),
  population: FigureSchema,
  density: FigureSchema,
  households: FigureSchema,
  /** Residents per resident household (Census 2020 population ÷ resident households). */
  householdSize: FigureSchema,
});
export type PlanningArea = Static<typeof PlanningAreaSchema>;

export const ResidentsSchema = Type.Object({
  /** People living within the radius. */
  residents: FigureSchema,
  /** HDB dwelling units of the public-housing blocks within the radius (Singapore only). */
  dwellingUnits: FigureSchema,
  planningArea: Type.Union([PlanningAreaSchema, Type.Null()]),
  /** Residents who are employed (residents × adults' share × employment-to-population ratio). */
  employedResidents: FigureSchema,
  /** People working within the radius (employed residents × job–residence ratio). */
  workers: FigureSchema,
  /** Weekday morning-peak rail arrivals ÷ departures at stations within the radius: > 1 means more come to work than leave. */
  jobResidenceRatio: FigureSchema,
  /** Residents per km² of the circle. */
  density: FigureSchema,
  /** Annual population growth, % (national where no local series exists). */
  growth: FigureSchema,
});
export type Residents = Static<typeof ResidentsSchema>;

export const AgeGenderSchema = Type.Object({
  /** Share of adults (18+) in each age group, keys AGE_GROUPS. */
  ageGroups: Type.Array(ShareSchema),
  /** Share of the population, keys 'male' | 'female'. */
  gender: Type.Array(ShareSchema),
});
export type AgeGender = Static<typeof AgeGenderSchema>;

export const IncomeBandSchema = Type.Object({
  /** Monthly household income from work, local currency; `to` null for the open top band; both null for 'no employed person'. */
  from: Type.Union([Type.Number(), Type.Null()]),
  to: Type.Union([Type.Number(), Type.Null()]),
  currency: Type.String(),
  households: FigureSchema,
});
export type IncomeBand = Static<typeof IncomeBandSchema>;

export const IncomeSchema = Type.Object({
  /** 'Bishan (planning area)', 'Petaling (district)', or null where no official area holds the point. */
  area: Type.Union([Type.String(), Type.Null()]),
  /** Shares of households, keys INCOME_LEVELS. */
  levels: Type.Array(ShareSchema),
  /** The rule behind the levels, in the request language. */
  rule: Type.String(),
  bands: Type.Array(IncomeBandSchema),
  mean: FigureSchema,
  median: FigureSchema,
});
export type Income = Static<typeof IncomeSchema>;

export const PopulationBlocksSchema = Type.Object({
  residents: AreaBlock(ResidentsSchema),
  ageGender: AreaBlock(AgeGenderSchema),
  income: AreaBlock(IncomeSchema),
  /** keys EDUCATION_KEYS */
  education: AreaBlock(Type.Object({ shares: Type.Array(ShareSchema) })),
  /** keys OCCUPATION_KEYS */
  occupation: AreaBlock(Type.Object({ shares: Type.Array(ShareSchema) })),
  /** keys NATIONALITY_KEYS */
  nationality: AreaBlock(Type.Object({ shares: Type.Array(ShareSchema), foreignBorn: FigureSchema })),
});
export type PopulationBlocks = Static<typeof PopulationBlocksSchema>;
export const PopulationReportSchema = AreaReport(PopulationBlocksSchema);
export type PopulationReport = Static<typeof PopulationReportSchema>;

// ---------- passenger flow ----------

/** An hourly profile for a chart: people per hour of the day (0-23), provenance as a Figure's. */
export const HourlySchema = Type.Object({
  unit: Type.String(),
  kind: FigureKindSchema,
  datasets: Type.Array(DatasetRefSchema),
  vintage: Type.String(),
  note: Type.Optional(Type.String()),
  points: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), value: Type.Number() })),
});
export type Hourly = Static<typeof HourlySchema>;

export const StationSchema = Type.Object({ name: Type.String(), codes: Type.Array(Type.String()), distanceM: Type.Number() });
export type Station = Static<typeof StationSchema>;

export const FlowSummarySchema = Type.Object({
  /** 'counts' (the user's own counts near the point), 'stations' (LTA rail tap-ins and tap-outs), 'none'. */
  source: Type.Union([Type.Literal('counts'), Type.Literal('stations'), Type.Literal('none')]),
  /** People per average weekday / weekend day. */
  totalVisitors: FigureSchema,
  totalVisitorsWeekend: FigureSchema,
  /** People in the busiest hour of an average weekday. */
  peakVisitors: FigureSchema,
  /** Start of the busiest hour, 'HH:00' local time; null when unknown. */
  peakTime: Type.Union([Type.String(), Type.Null()]),
  /** 0-10 with its rule. */
  heatIndex: Type.Object({ figure: FigureSchema, rule: Type.String() }),
  visitorGrowth: FigureSchema,
  newVisitorRatio: FigureSchema,
  stations: Type.Array(StationSchema),
});
export type FlowSummary = Static<typeof FlowSummarySchema>;

export const CountSessionSchema = Type.Object({
  name: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  endedAt: Type.String({ format: 'date-time' }),
  distanceM: Type.Number(),
  /** People counted (entered + passed by), undone counts removed. */
  counted: FigureSchema,
  perHour: FigureSchema,
});
export type CountSession = Static<typeof CountSessionSchema>;

export const FlowCountsSchema = Type.Object({
  /** The requesting user's own counter sessions within COUNT_NEAR_M of the point; empty when none. */
  sessions: Type.Array(CountSessionSchema),
  /** Mean people per hour over every counted hour. */
  perHour: FigureSchema,
  /** Station flow per hour in the same hours and day types as the counts (estimate of the same quantity). */
  stationsPerHour: FigureSchema,
  /** counts ÷ stations: how far apart the two are. */
  ratio: FigureSchema,
  /** Station daily flow × ratio: the station estimate calibrated by the user's counts for this point. */
  calibratedDaily: FigureSchema,
  /** Why there are no counts (e.g. sessions carry no location), in the request language; null when there are. */
  note: Type.Union([Type.String(), Type.Null()]),
});
export type FlowCounts = Static<typeof FlowCountsSchema>;

export const PassengerFlowBlocksSchema = Type.Object({
  summary: AreaBlock(FlowSummarySchema),
  hourly: AreaBlock(Type.Object({ weekday: HourlySchema, weekend: HourlySchema })),
  counts: AreaBlock(FlowCountsSchema),
});
export type PassengerFlowBlocks = Static<typeof PassengerFlowBlocksSchema>;
export const PassengerFlowReportSchema = AreaReport(PassengerFlowBlocksSchema);
export type PassengerFlowReport = Static<typeof PassengerFlowReportSchema>;

// ---------- consumption index ----------

export const PriceTierSchema = Type.Union([Type.Literal('Budget'), Type.Literal('Mid-range'), Type.Literal('Premium'), Type.Literal('Luxury')]);
export type PriceTier = Static<typeof PriceTierSchema>;
export const SpendingLevelSchema = Type.Union([
  Type.Literal('veryLow'), Type.Literal('low'), Type.Literal('basic'), Type.Literal('medium'), Type.Literal('mediumHigh'), Type.Literal('high'), Type.Literal('veryHigh'),
]);
export type SpendingLevel = Static<typeof SpendingLevelSchema>;

export const ConsumptionIndexSchema = Type.Object({
  /** The official area the index describes ('Bishan (planning area)'), null where none holds the point. */
  area: Type.Union([Type.String(), Type.Null()]),
  /** What 100 is ('Singapore average'), in the request language. */
  baseline: Type.String(),
  index: FigureSchema,
  localMean: FigureSchema,
  baselineMean: FigureSchema,
  spendingLevel: ClassSchema(SpendingLevelSchema),
  rating: ClassSchema(ConsumptionRatingSchema),
  priceTier: ClassSchema(PriceTierSchema),
});
export type ConsumptionIndex = Static<typeof ConsumptionIndexSchema>;

export const AreaIndexSchema = Type.Object({ name: Type.String(), households: FigureSchema, index: FigureSchema });
export type AreaIndex = Static<typeof AreaIndexSchema>;

export const ConsumptionBlocksSchema = Type.Object({
  index: AreaBlock(ConsumptionIndexSchema),
  /** Every area of the baseline with its index (a chart); their household-weighted mean is 100. */
  areas: AreaBlock(Type.Object({ items: Type.Array(AreaIndexSchema) })),
  /** ATV and purchase frequency for the query's industry at the recommended tier. */
  spending: AreaBlock(Type.Object({ industry: Type.Union([Type.String(), Type.Null()]), tier: Type.Union([PriceTierSchema, Type.Null()]), tierName: Type.Union([Type.String(), Type.Null()]), atv: FigureSchema, purchaseFrequency: FigureSchema })),
});
export type ConsumptionBlocks = Static<typeof ConsumptionBlocksSchema>;
export const ConsumptionReportSchema = AreaReport(ConsumptionBlocksSchema);
export type ConsumptionReport = Static<typeof ConsumptionReportSchema>;
