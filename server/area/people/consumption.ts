import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import type { AreaIndex, ConsumptionIndex, PriceTier } from '../../../contracts/area-people.js';
import { figure, noData } from '../../geo/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/index.js';
import { MY_INCOME_ID, MY_PARLIAMENT_SEATS_ID, MY_STATE_SEATS_ID, SG_AREAS_ID } from '../../geo/index.js';
import { bandIncomeTotal, employedHouseholds, type IncomeBands } from './census-income.js';
import { areaName, peopleContext } from './population.js';
import type { AreaStats, PointData } from './repository.js';
import {
  classify, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR, PRICE_TIER_BOUNDS, PRICE_TIER_FLOOR, SPENDING_LEVEL_BOUNDS, SPENDING_LEVEL_FLOOR,
} from './rules.js';
import type { PeopleTexts } from './texts.js';

/** One area's mean household income with what it rests on. */
interface AreaIncome {
  area: AreaStats;
  /** SG: employed households (the weights of the baseline); MY: null (DOSM publishes no household counts by district). */
  households: number | null;
  mean: number;
  year: string;
}

const sgIncome = (a: AreaStats): AreaIncome | null => {
  const bands = a.stats.householdIncomeFromWork2020 as IncomeBands | undefined;
  const n = bands ? employedHouseholds(bands) : 0;
  return bands && n > 0 ? { area: a, households: n, mean: bandIncomeTotal(bands) / n, year: '2020' } : null;
};

/** DOSM Census 2020 mean household income of a census seat, with its households. */
const seatIncome = (a: AreaStats): AreaIncome | null => {
  const { incomeMean: mean, households, censusYear } = a.stats;
  return typeof mean === 'number' && typeof households === 'number' && households > 0 ? { area: a, households, mean, year: String(censusYear ?? '2020') } : null;
};

/** Readers of the small-area datasets that publish income with household counts: their baseline is household-weighted. */
const WEIGHTED_INCOME: Readonly<Record<string, (a: AreaStats) => AreaIncome | null>> = {
  [SG_AREAS_ID]: sgIncome,
  [MY_STATE_SEATS_ID]: seatIncome,
  [MY_PARLIAMENT_SEATS_ID]: seatIncome,
};

/** DOSM mean household income of a district or state in a given survey year (latest when no year is given). */
function myIncome(a: AreaStats, year?: string): AreaIncome | null {
  const byYear = (a.stats.incomeByYear ?? {}) as Record<string, Record<string, number | null>>;
  const y = year ?? Object.keys(byYear).filter((k) => typeof byYear[k]!.mean === 'number').sort().at(-1);
  const mean = y ? byYear[y]?.mean : null;
  return y && typeof mean === 'number' ? { area: a, households: null, mean, year: y } : null;
}

/**
 * The baseline an area is compared with and every area of it. Singapore: the household-weighted mean of every planning
 * area's band mean, so the weighted mean of all their indices is exactly 100. Malaysia: the state's mean published by
 * DOSM (same survey year), beside the state's districts.
 */
export function consumptionBaseline(data: PointData): { mean: number; year: string; areas: AreaIncome[]; local: AreaIncome | null } | null {
  const a = data.pointArea;
  if (!a) return null;
  const weighted = WEIGHTED_INCOME[a.datasetId];
  if (weighted) {
    const areas = data.baselineAreas.map((x) => (WEIGHTED_INCOME[x.datasetId] ?? weighted)(x)).filter((x): x is AreaIncome => x !== null);
    const households = areas.reduce((s, x) => s + x.households!, 0);
    if (households === 0) return null;
    const mean = areas.reduce((s, x) => s + x.mean * x.households!, 0) / households;
    return { mean, year: areas[0]!.year, areas, local: areas.find((x) => x.area.id === a.id) ?? null };
  }
  if (a.datasetId === MY_INCOME_ID && data.baselineState) {
    const local = myIncome(a);
    const state = local && myIncome(data.baselineState, local.year);
    if (!local || !state) return null;
    const areas = data.baselineAreas.map((d) => myIncome(d, local.year)).filter((x): x is AreaIncome => x !== null);
    return { mean: state.mean, year: local.year, areas, local };
  }
  return null;
}

const round1 = (v: number) => Number(v.toFixed(1));

export interface Consumption {
  index: ConsumptionIndex;
  /** Built on demand: a locked block, or a headline, never pays for every area's figures. */
  areas: () => { items: AreaIndex[] };
  spending: { industry: string | null; tier: PriceTier | null; tierName: string | null; atv: Figure; purchaseFrequency: Figure };
}

/** Consumption index (baseline average = 100), its levels and the areas it is ranked among; ATV and frequency where a source exists. */
export function buildConsumption(data: PointData, industry: string | null, texts: PeopleTexts): Consumption {
  const { p, base } = texts;
  const { ref } = peopleContext(data, texts);
  const b = consumptionBaseline(data);
  const sg = data.pointArea?.datasetId === SG_AREAS_ID;
  const dataset = [ref(data.pointArea?.datasetId ?? MY_INCOME_ID)].filter((x): x is DatasetRef => !!x);
  const currency = data.market?.currency ?? 'currency';
  const key = data.market?.baseline;
  const baseline = key === 'singapore' ? p.baseline.singapore() : key === 'klangValley' ? p.baseline.klangValley() : key === 'state' && data.baselineState ? p.baseline.state({ state: data.baselineState.name }) : '';
  const reason = p.notes.noBaseline();
  const meanFigure = (x: AreaIncome) => (sg
    ? figure(Math.round(x.mean), currency, 'model estimate', dataset, x.year, { model: { name: p.models.incomeMean.name(), inputs: [{ label: p.inputs.households(), value: x.households!, unit: 'households' }], doc: p.models.incomeMean.doc() } })
    : figure(x.mean, currency, 'public statistic', dataset, x.year));
  // Each translation call costs ~30 µs and every area of the baseline carries this model: words looked up once.
  const words = { name: p.models.consumptionIndex.name(), doc: p.models.consumptionIndex.doc(), local: p.inputs.localMean(), baseline: p.inputs.baselineMean() };
  const indexFigure = (x: AreaIncome) => figure(round1((x.mean * 100) / b!.mean), 'index', 'model estimate', dataset, x.year, {
    model: {
      name: words.name,
      inputs: [{ label: words.local, value: Math.round(x.mean), unit: currency }, { label: words.baseline, value: Math.round(b!.mean), unit: currency }],
      doc: words.doc,
    },
  });

  const index = b?.local ? indexFigure(b.local) : noData('index', reason);
  const rule = <C extends string>(text: (a: { bounds: string; floor: string }) => string, bounds: ReadonlyArray<{ cls: C; min: number }>, floor: C, name: (c: C) => string) =>
    text({ bounds: base.list(bounds.map((x) => `${name(x.cls)} ≥ ${base.number(x.min)}`)), floor: name(floor) });
  const levelName = (c: keyof typeof p.spendingLevels) => p.spendingLevels[c]();
  const tierName = (c: keyof typeof p.priceTiers) => p.priceTiers[c]();
  const tier = classify(index.value, PRICE_TIER_BOUNDS, PRICE_TIER_FLOOR);
  const level = classify(index.value, SPENDING_LEVEL_BOUNDS, SPENDING_LEVEL_FLOOR);
  const rating = classify(index.value, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR);
  const industryName = industry && INDUSTRY_GROUP_OF.has(industry as Industry) ? base.industry(industry as Industry) : null;

  return {
    index: {
      area: data.pointArea ? areaName(data.pointArea, texts) : null,
      baseline,
      index,
      localMean: b?.local ? meanFigure(b.local) : noData(currency, reason),
      baselineMean: b ? figure(Math.round(b.mean), currency, WEIGHTED_INCOME[data.pointArea!.datasetId] ? 'model estimate' : 'public statistic', dataset, b.year) : noData(currency, reason),
      spendingLevel: { value: level, name: level && levelName(level), basis: index, rule: rule(p.rules.spendingLevel, SPENDING_LEVEL_BOUNDS, SPENDING_LEVEL_FLOOR, levelName) },
      rating: { value: rating, name: rating && base.rating(rating), basis: index, rule: rule(p.rules.rating, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR, base.rating) },
      priceTier: { value: tier, name: tier && tierName(tier), basis: index, rule: rule(p.rules.priceTier, PRICE_TIER_BOUNDS, PRICE_TIER_FLOOR, tierName) },
    },
    areas: () => ({
      items: (b?.areas ?? [])
        .map((x) => ({
          name: areaName(x.area, texts),
          households: x.households === null ? noData('households', p.notes.noHouseholds()) : figure(x.households, 'households', 'public statistic', dataset, x.year),
          index: indexFigure(x),
        }))
        .sort((x, y) => (y.index.value ?? 0) - (x.index.value ?? 0)),
    }),
    spending: { industry: industryName, tier, tierName: tier && tierName(tier), atv: noData(currency, p.notes.noAtv()), purchaseFrequency: noData('purchases/month', p.notes.noFrequency()) },
  };
}
