import type { Kysely } from 'kysely';
import type { Locales } from '../../../i18n/i18n-types.js';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';
import type { AreaQuery } from '../../../contracts/area.js';
import type { AiAnalysisBlocks, FactorInput, MapPin, RatedClass, ScoreFactor, TradeArea } from '../../../contracts/ai-analysis.js';
import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import type { Database } from '../../db/tables.js';
import { translator } from '../../http/language.js';
import { figure, noData } from '../../geo/figures.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/industries.js';
import { reportTexts } from '../../geo/report-texts.js';
import { vintageOf } from '../area-data.js';
import { businessDistrict } from '../service.js';
import { consumptionRating, consumersOf, customerMatch, investmentOpportunity, MATCH_BOUNDS, OPPORTUNITY_RULES, projectedCapacity, TARGET_CUSTOMERS, TIER_BOUNDS, type IncomeLevel } from '../scoring/classes.js';
import { scoreSite } from '../scoring/engine.js';
import { gatherSite, inputsFrom, type SiteInputs } from '../scoring/site-inputs.js';
import type { InputKey } from '../scoring/site-vector.js';
import { CONSUMPTION_RATING_BOUNDS } from '../people/rules.js';
import { allowedNumbers, narrativeParagraphs, type NarrativeFacts } from './narrative.js';
import { rephrase, type RephraseConfig } from './rephrase.js';

type Db = Kysely<Database>;
type Blocks = { [K in keyof AiAnalysisBlocks]: NonNullable<AiAnalysisBlocks[K]['data']> };
const RADII = [500, 1000] as const;
/** Spec §9: the consumption index's city-wide baseline. */
const CONSUMPTION_BASELINE = 100;
const SCORE_MAX = 100;
/** Anchor kinds shown on the business activity page, in this order; offices and schools have no dataset (said so). */
const ANCHOR_KEYS = ['malls', 'railStations', 'hawkerCentres', 'clinics', 'offices', 'schools'] as const satisfies readonly InputKey[];
const ANCHOR_INDUSTRIES: ReadonlySet<Industry> = new Set(['mall', 'hawker_centre', 'clinic']);
const MAX_PINS = 30;

const refsOfFigures = (figures: readonly Figure[]): DatasetRef[] => {
  const byId = new Map<string, DatasetRef>();
  for (const f of figures) for (const d of f.datasets) byId.set(d.id, d);
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
};

/**
 * The AI site analysis of a saved query (issue #18): the engine's score of the point for the query's industry (and
 * brand), explained factor by factor, with the trade area at both radii, the business activity and competition pages,
 * the economic and customer tabs, the map and the narrative. Every figure comes from the area reports' own measures
 * (the business district's counts, the people reports' residents, workers and flows) or a model named in its figure.
 */
export async function buildAiAnalysis(db: Db, query: AreaQuery, industry: Industry, brandName: string | null, language: string, now: Date, llm: RephraseConfig): Promise<Blocks> {
  const locale: Locales = isLocale(language) ? language : baseLocale;
  const t = translator(locale).siteAnalysis;
  const texts = reportTexts(locale);
  const n = (v: number, digits = 0) => texts.number(Number(v.toFixed(digits)));
  const point = { lat: query.lat, lon: query.lon };
  const [gathered, district] = await Promise.all([
    Promise.all(RADII.map((r) => gatherSite(db, point, r, now, null, locale))),
    businessDistrict(db, query, locale, now),
  ]);
  const byRadius = new Map(RADII.map((r, i) => [r, inputsFrom(gathered[i]!, industry, query.brandId)]));
  const inputs = byRadius.get(query.radius as 500 | 1000)!;
  const scored = scoreSite(inputs, industry);
  const labelled = translatedInputs(inputs, t);

  // ---- score and "why"
  const factors: ScoreFactor[] = scored.factors.map((f) => ({
    key: f.key,
    name: t.factors[f.key](),
    value: f.value,
    weight: Number(f.weight.toFixed(1)),
    contribution: Number(f.contribution.toFixed(1)),
    reason: reasonText(t, f.reason),
    inputs: (Object.keys(f.inputs) as InputKey[]).map((key) => ({ key, label: t.inputs[key](), figure: labelled[key] })),
  }));
  const allInputs = Object.values(labelled);
  const scoreRefs = refsOfFigures(allInputs);
  const score = figure(Number(scored.score.toFixed(1)), 'points', 'model estimate', scoreRefs, vintageOf(scoreRefs), {
    model: { name: t.models.score.name(), doc: t.models.score.doc(), inputs: factors.map((f) => ({ label: f.name, value: f.contribution, unit: 'points' })) },
  });
  const tierRule = t.rules.tier({ bounds: texts.list(TIER_BOUNDS.map((b) => t.rules.tierBound({ label: t.tiers[b.cls](), min: texts.number(b.min) }))) });
  const tier: RatedClass = { key: scored.tier, label: t.tiers[scored.tier](), rule: tierRule };
  const advice: RatedClass = { key: scored.advice, label: t.advice[scored.advice](), rule: tierRule };

  // ---- trade area at both radii
  const tradeRadii: TradeArea[] = RADII.map((radius) => {
    const i = byRadius.get(radius)!;
    const f = translatedInputs(i, t);
    return { radius, residents: f.residents, workers: f.workers, passengerFlow: f.footfall, consumers: consumersFigure(i, f, t), transportCoverage: f.transportCoverage };
  });

  // ---- competition: the business district's counts (one measure, one value), the engine's capacity model
  const consumers = consumersFigure(inputs, labelled, t);
  const competitorCount = district.industryStores.count;
  const capacity = consumers.value === null || competitorCount.value === null ? null
    : projectedCapacity(consumers.value, inputs.cityIndustryStores, inputs.cityResidents, competitorCount.value);
  const capacityRefs = refsOfFigures([consumers, competitorCount]);
  const projected = capacity
    ? figure(capacity.capacity, 'stores', 'model estimate', capacityRefs, vintageOf(capacityRefs), {
      model: { name: t.models.capacity.name(), doc: t.models.capacity.doc(), inputs: [
        { label: t.models.consumers.name(), value: consumers.value! },
        { label: t.inputs.competitors(), value: inputs.cityIndustryStores },
        { label: t.inputs.residents(), value: inputs.cityResidents ?? 0 },
      ] },
    })
    : noData('stores', t.notes.noCapacity());

  // ---- economy
  const ci = labelled.consumptionIndex;
  const rating = consumptionRating(ci.value);
  const ratingRule = t.rules.rating({ baseline: texts.number(CONSUMPTION_BASELINE), bounds: texts.list(CONSUMPTION_RATING_BOUNDS.map((b) => t.rules.tierBound({ label: texts.rating(b.cls), min: texts.number(b.min) }))) });
  const competitionValue = scored.factors.find((f) => f.key === 'competition')!.value;
  const opportunity = investmentOpportunity(scored.score, competitionValue);
  const strategy = strategyLines(t, n, inputs, capacity);
  // Its rule as the bounds say it, each class's least score and least competition factor (0..1, 1 = no pressure).
  const opportunityRule = texts.list(OPPORTUNITY_RULES.map((r) => t.rules.opportunityBound({ label: texts.opportunity(r.cls), score: texts.number(r.minScore), room: texts.number(r.minRoom) })));

  // ---- customers
  const { match } = customerMatch(industry, inputs.incomeShares);
  const target = TARGET_CUSTOMERS[INDUSTRY_GROUP_OF.get(industry)!];
  const targetText = t.target({ levels: texts.list(target.income.map((l) => t.income[l]())), ages: texts.list(target.ages) });
  const profile: FactorInput[] = inputs.incomeShares
    ? (Object.entries(inputs.incomeShares) as Array<[IncomeLevel, number]>).map(([level, share]) => ({
      key: level, label: t.profileShare({ level: t.income[level]() }), figure: figure(Number(share.toFixed(1)), '%', 'public statistic', ci.datasets, ci.vintage),
    }))
    : [];
  const matchRule = t.rules.match({ target: texts.list(target.income.map((l) => t.income[l]())), bounds: texts.list(MATCH_BOUNDS.map((b) => t.rules.tierBound({ label: t.match[b.cls](), min: `${texts.number(b.min * 100)} %` }))) });

  // ---- map
  const pins: MapPin[] = inputs.stores.filter((s) => s.industry === industry || ANCHOR_INDUSTRIES.has(s.industry) || (query.brandId !== null && s.brandId === query.brandId))
    .slice(0, MAX_PINS * 2)
    .map((s) => ({
      kind: query.brandId !== null && s.brandId === query.brandId ? 'own' : s.industry === industry ? 'competitor' : 'anchor',
      name: s.name ?? texts.industry(s.industry), lat: s.lat, lon: s.lon, distanceM: Math.round(s.distanceM),
    }));

  // ---- narrative
  // Strongest: the most points given; weakest: the most points left on the table (weight − contribution).
  const applied = scored.factors.filter((f) => f.weight > 0);
  const strongest = [...applied].sort((a, b) => b.contribution - a.contribution)[0]!;
  const weakest = applied.length > 1 ? [...applied].filter((f) => f !== strongest).sort((a, b) => (b.weight - b.contribution) - (a.weight - a.contribution))[0]! : null;
  const facts: NarrativeFacts = {
    place: query.placeName ?? `${n(query.lat, 5)}, ${n(query.lon, 5)}`,
    industry: texts.industry(industry),
    brand: brandName,
    score: n(score.value!, 1),
    scoreMax: n(SCORE_MAX),
    tier: tier.label,
    advice: advice.label,
    radius: n(query.radius),
    strongest: { name: t.factors[strongest.key](), points: n(strongest.contribution, 1) },
    weakest: weakest && { name: t.factors[weakest.key](), points: n(weakest.contribution, 1), max: n(weakest.weight, 1) },
    residents: labelled.residents.value === null ? null : n(labelled.residents.value),
    workers: labelled.workers.value === null || labelled.workers.value === 0 ? null : n(labelled.workers.value),
    stationFlow: labelled.footfall.value === null || labelled.footfall.value === 0 ? null : n(labelled.footfall.value),
    competitors: n(competitorCount.value ?? 0),
    saturation: district.levels.saturation.level === null ? null : district.levels.saturation.label,
    nearestCompetitorM: labelled.nearestCompetitorM.value === null ? null : n(labelled.nearestCompetitorM.value),
    ownStores: labelled.ownBrandStores.value === null ? null : n(labelled.ownBrandStores.value),
    capacity: capacity && competitorCount.value !== null ? { supported: n(capacity.capacity), existing: n(competitorCount.value) } : null,
    consumption: ci.value === null || rating === null ? null : { index: n(ci.value), baseline: n(CONSUMPTION_BASELINE), rating: texts.rating(rating) },
    paybackReason: t.notes.noPayback(),
  };
  const narrative = await rephrase(narrativeParagraphs(facts, locale), allowedNumbers(facts), locale, llm);

  return {
    score: { score, tier, advice, factors },
    tradeArea: { radii: tradeRadii },
    businessActivity: {
      richness: district.levels.richness,
      stores: district.overview.stores,
      businessTypes: district.overview.businessTypes,
      anchors: ANCHOR_KEYS.map((key) => ({ key, name: t.inputs[key](), count: labelled[key] })),
      topIndustries: district.industries.top,
    },
    competition: {
      saturation: district.levels.saturation,
      competitors: competitorCount,
      nearestCompetitor: labelled.nearestCompetitorM,
      ownBrandStores: labelled.ownBrandStores,
      existingStores: competitorCount,
      projectedCapacity: projected,
      stores: district.industryStores.stores,
    },
    economy: {
      consumptionIndex: ci,
      consumptionRating: { key: rating, label: rating === null ? t.rules.notClassified() : texts.rating(rating), rule: ratingRule },
      investmentOpportunity: { key: opportunity, label: texts.opportunity(opportunity), rule: opportunityRule },
      payback: noData('months', t.notes.noPayback()),
      averageTransactionValue: noData('USD', t.notes.noAtv()),
      purchaseFrequency: noData('visits/month', t.notes.noFrequency()),
      ...strategy,
    },
    customers: { match: { key: match, label: match === null ? t.rules.notClassified() : t.match[match](), rule: matchRule }, target: targetText, profile },
    map: { lat: query.lat, lon: query.lon, radius: query.radius, pins },
    narrative: { paragraphs: narrative.paragraphs, source: narrative.source },
  };
}

type SiteTexts = ReturnType<typeof translator>['siteAnalysis'];

/** The engine's input figures with the notes of missing inputs in the reader's language. */
function translatedInputs(inputs: SiteInputs, t: SiteTexts): Record<InputKey, Figure> {
  const f = { ...inputs.figures };
  if (f.ownBrandStores.value === null) f.ownBrandStores = noData('stores', t.notes.noBrand());
  if (f.nearestCompetitorM.value === null) f.nearestCompetitorM = noData('m', t.notes.noCompetitors());
  f.offices = noData('places', t.notes.noOffices());
  f.schools = noData('places', t.notes.noSchools());
  return f;
}

/** Consumers: residents + workers of the trade area (classes.ts consumersOf), a model estimate over the two figures. */
function consumersFigure(inputs: SiteInputs, f: Record<InputKey, Figure>, t: SiteTexts): Figure {
  if (f.residents.value === null) return noData('people', f.residents.note);
  const refs = refsOfFigures([f.residents, f.workers]);
  return figure(consumersOf(inputs.values.residents, inputs.values.workers), 'people', 'model estimate', refs, vintageOf(refs), {
    model: { name: t.models.consumers.name(), doc: t.models.consumers.doc(), inputs: [
      { label: t.inputs.residents(), value: inputs.values.residents },
      { label: t.inputs.workers(), value: inputs.values.workers },
    ] },
  });
}

/** A weight's reason in the reader's language: the engine's reason keys (scoring/config.ts) are the dictionary's (reasons.test.ts). */
function reasonText(t: SiteTexts, key: string): string {
  return (t.reasons as unknown as Record<string, () => string>)[key]!();
}

/** The strategy lines the data supports (competition and capacity are measured); revenue targets need ATV and frequency. */
function strategyLines(t: SiteTexts, n: (v: number) => string, inputs: SiteInputs, capacity: { capacity: number; headroom: number } | null) {
  const shortTerm: string[] = [];
  const longTerm: string[] = [];
  const competitors = inputs.values.competitors;
  if (competitors > 0 && inputs.values.nearestCompetitorM !== null) shortTerm.push(t.strategy.shortTermCompetition({ competitors: n(competitors), distance: n(inputs.values.nearestCompetitorM) }));
  if (inputs.values.footfall > 0) shortTerm.push(t.strategy.shortTermDemand());
  if (capacity) {
    longTerm.push(capacity.headroom > 0
      ? t.strategy.longTermCapacity({ supported: n(capacity.capacity), existing: n(capacity.capacity - capacity.headroom), room: n(capacity.headroom) })
      : t.strategy.longTermSaturated({ supported: n(capacity.capacity), existing: n(capacity.capacity - capacity.headroom) }));
  }
  return { shortTerm, longTerm, strategyNote: t.notes.noStrategy() };
}

