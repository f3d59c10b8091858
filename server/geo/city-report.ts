import type { DatasetRef, Figure } from '../../contracts/figure.js';
import type { CityItem, CityReport, LocalArea, Money, Series, TrendClassification } from '../../contracts/geo.js';
import { atYear, figure, latest, noData, type YearValue } from './figures.js';
import { consumptionRating, investmentOpportunity } from './ratings.js';
import type { ReportTexts } from './report-texts.js';
import { CITY_REPORT_INDICATORS } from './datasets.js';
import {
  GDP_PPP_RATING_BOUNDS, GDP_PPP_RATING_FLOOR, GDP_TREND_BOUNDS, INVESTMENT_BOUNDS, INVESTMENT_FLOOR, POPULATION_TREND_BOUNDS,
  RATING_POINTS, TREND_MIN_POINTS, TREND_POINTS, TREND_WINDOW_YEARS,
} from './rules.js';
import { classifyTrend } from './trends.js';
import type { PlaceCensus } from './census-figures.js';

type Key = keyof typeof CITY_REPORT_INDICATORS;

/** Exchange rates (local currency per USD) by year for a currency, with their dataset (may be another economy using the same currency). */
export interface ExchangeRates {
  points: YearValue[];
  dataset: DatasetRef;
  economy: string;
}

export interface CityReportInput {
  city: CityItem;
  currency: string | null;
  /** National series by report key. */
  series: Partial<Record<Key, YearValue[]>>;
  /** Dataset reference of each indicator (by report key). */
  datasets: Partial<Record<Key, DatasetRef>>;
  /** The place's own population with its real source (placePopulation); unused for a city-state. */
  placePopulation: Figure;
  /** The place's official local statistics (SG planning area, DOSM district and state). */
  local: LocalArea[];
  /** Population density of the place from its own source (SG planning area census), null where none. */
  placeDensity: Figure | null;
  /** The place's census counts where the place is a census district (DOSM): they replace the gazetteer's and the nation's. */
  placeCensus: PlaceCensus | null;
  exchangeRates: ExchangeRates | null;
  /** Rank among the countries reporting the indicator in the economy's latest year (rules: latest-value rule). */
  gdpRank: { rank: number; of: number; year: number } | null;
  now: Date;
  /** The language of the provenance and rule texts. */
  texts: ReportTexts;
}

const refs = (...r: Array<DatasetRef | undefined>) => r.filter((x): x is DatasetRef => !!x);

/** Where a place's population comes from (geo_cities.population_source) and the datasets that can supply it. */
export function placePopulation(
  population: number | null,
  source: string | null,
  datasets: { geonames?: DatasetRef; places?: DatasetRef; census?: DatasetRef },
  texts: ReportTexts,
): Figure {
  const { notes } = texts.report;
  if (source === 'geonames-placeholder') return noData('people', notes.placeholderPopulation());
  if (population === null) return noData('people', notes.noPlacePopulation());
  // Census 2020 describes 2020; GeoNames and the place list do not date their populations.
  if (source === 'census-2020') return figure(population, 'people', 'public statistic', refs(datasets.census), '2020');
  const dataset = source === 'geonames' ? datasets.geonames : datasets.places;
  return figure(population, 'people', 'public statistic', refs(dataset), texts.dateUnknown());
}

/**
 * Builds the city report. A city that is its country (city-state) gets WDI's national statistics. Any other place gets
 * its own figures where a source publishes them (population, official local statistics) and the country's national
 * figures labelled as national; figures no source publishes for the place (GDP, GDP trend, GDP rank) are not available.
 */
export function buildCityReport(input: CityReportInput): CityReport {
  const { city, texts } = input;
  const subNational = !city.isCountry;
  const national = (key: Key, unit: string) => nationalFigure(input, key, unit);
  const gdpTrendClass = trendClassification(input, 'gdpGrowth');
  const populationTrendClass = trendClassification(input, 'populationGrowth');
  const economy = {
    gdpTotal: money(input, subNational ? notForPlace(input, 'USD') : national('gdp', 'USD')),
    gdpGrowth: national('gdpGrowth', '%'),
    gdpPerCapita: money(input, national('gdpPerCapita', 'USD')),
    ...gdpRank(input),
    gdpTrend: nationalSeries(input, 'gdp', 'USD'),
    gdpTrendClass,
  };
  const census = input.placeCensus;
  const population = {
    total: subNational ? census?.total ?? input.placePopulation : national('population', 'people'),
    growth: census?.growth ?? national('populationGrowth', '%'),
    density: subNational ? census?.density ?? input.placeDensity ?? notForPlace(input, 'people/km2') : national('density', 'people/km2'),
    trend: census?.trend ?? nationalSeries(input, 'population', 'people'),
    trendClass: populationTrendClass,
  };
  const ppp = national('gdpPerCapitaPpp', 'international $');
  const rating = consumptionRating(ppp.value);
  return {
    city,
    analysisDate: input.now.toISOString(),
    currency: input.currency,
    economy,
    population,
    local: input.local,
    consumption: consumption(texts, rating, ppp),
    investmentOpportunity: investment(texts, rating, ppp, gdpTrendClass, populationTrendClass),
    datasets: reportDatasets(economy, population, ppp, input.local),
  };
}

/** The label of a national figure on a sub-national report ("Malaysia (national)"); none on a city-state's. */
const nationalScopeOf = ({ city, texts }: CityReportInput) => (city.isCountry ? undefined : texts.report.notes.nationalFigure({ country: city.countryName }));

/** A latest-value national statistic, labelled national on a sub-national report. */
function nationalFigure(input: CityReportInput, key: Key, unit: string): Figure {
  const p = latest(input.series[key]);
  if (!p) return noData(unit, input.texts.report.notes.notPublished());
  return figure(p.value, unit, 'public statistic', refs(input.datasets[key]), String(p.year), { scope: nationalScopeOf(input) });
}

/** A figure that only the country has: not available for a place within it. */
const notForPlace = ({ city, texts }: CityReportInput, unit: string) => noData(unit, texts.report.notes.noSubnationalSource({ place: city.name }));

/** An amount in USD and in the local currency, at the exchange rate of the amount's year. */
const money = (input: CityReportInput, usd: Figure): Money => ({ usd, local: toLocal(input, usd) });

function toLocal(input: CityReportInput, usd: Figure): Figure | null {
  const { models, inputs: label } = input.texts.report;
  if (usd.value === null || !input.exchangeRates || !input.currency) return null;
  const rate = atYear(input.exchangeRates.points, Number(usd.vintage));
  if (!rate) return null;
  return figure(usd.value * rate.value, input.currency, usd.kind, [...usd.datasets, input.exchangeRates.dataset], usd.vintage, {
    scope: usd.scope,
    model: {
      name: models.exchange.name(),
      inputs: [
        { label: label.amount(), value: usd.value, unit: 'USD' },
        { label: label.exchangeRate({ year: rate.year, economy: input.exchangeRates.economy }), value: rate.value, unit: `${input.currency}/USD` },
      ],
      doc: models.exchange.doc(),
    },
  });
}

/** The country's GDP rank and the number of countries ranked: a city-state's report only. */
function gdpRank(input: CityReportInput): { gdpRanking: Figure; gdpRankingOf: Figure } {
  const { city, texts } = input;
  const { notes } = texts.report;
  const subNational = !city.isCountry;
  const gdpRanking = subNational
    ? notForPlace(input, 'rank')
    : input.gdpRank
      ? figure(input.gdpRank.rank, 'rank', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year), { note: notes.rankRule() })
      : noData('rank', notes.notPublished());
  const gdpRankingOf = !subNational && input.gdpRank
    ? figure(input.gdpRank.of, 'count', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year))
    : noData('count', subNational ? notes.noSubnationalSource({ place: city.name }) : notes.notPublished());
  return { gdpRanking, gdpRankingOf };
}

/** A national statistic year by year: a city-state's report only. */
function nationalSeries(input: CityReportInput, key: Key, unit: string): Series {
  const { notes } = input.texts.report;
  if (!input.city.isCountry) return { unit, kind: 'not available', datasets: [], vintage: '', points: [], note: notes.noSubnationalSource({ place: input.city.name }) };
  const points = [...(input.series[key] ?? [])].sort((a, b) => a.year - b.year);
  if (!points.length) return { unit, kind: 'not available', datasets: [], vintage: '', points: [], note: notes.notPublished() };
  return { unit, kind: 'public statistic', datasets: refs(input.datasets[key]), vintage: `${points[0]!.year}–${points[points.length - 1]!.year}`, points };
}

/** The class bounds of each national growth trend, and the rule text that states them. */
const TRENDS = {
  gdpGrowth: { bounds: GDP_TREND_BOUNDS, rule: 'gdpTrend' },
  populationGrowth: { bounds: POPULATION_TREND_BOUNDS, rule: 'populationTrend' },
} as const;

/** The trend class of a national growth series, with the mean growth it rests on and its rule. */
function trendClassification(input: CityReportInput, key: keyof typeof TRENDS): TrendClassification {
  const { texts } = input;
  const { models } = texts.report;
  const { bounds, rule } = TRENDS[key];
  const t = classifyTrend(input.series[key] ?? [], bounds);
  const basis = t.meanGrowth === null
    ? []
    : [figure(t.meanGrowth, '%', 'public statistic', refs(input.datasets[key]), `${t.fromYear}–${t.toYear}`, {
        scope: nationalScopeOf(input),
        model: { name: models.meanGrowth.name(), inputs: [], doc: models.meanGrowth.doc({ years: TREND_WINDOW_YEARS }) },
      })];
  return {
    value: t.cls, basis,
    rule: texts.report.rules[rule]({
      years: TREND_WINDOW_YEARS,
      bounds: texts.list(bounds.map((b) => `${texts.trendClass(b.cls)} ≥ ${texts.number(b.min)}%`)),
      floor: texts.trendClass('negative'),
      minYears: TREND_MIN_POINTS,
      noData: texts.trendClass('no data'),
    }),
  };
}

/**
 * Consumption: the rating by GDP per capita (PPP). No source in Lokasi's data publishes household disposable income or
 * retail sales; DOSM's household income (gross) is shown among the local statistics under its own name.
 */
function consumption(texts: ReportTexts, rating: ReturnType<typeof consumptionRating>, ppp: Figure): CityReport['consumption'] {
  const noConsumptionSource = () => ({ usd: noData('USD', texts.report.notes.notPublished()), local: null });
  return {
    disposableIncome: noConsumptionSource(),
    retailSales: noConsumptionSource(),
    rating: {
      value: rating, basis: ppp.value === null ? [] : [ppp],
      rule: texts.report.rules.consumption({
        bounds: texts.list(GDP_PPP_RATING_BOUNDS.map((b) => `${texts.rating(b.cls)} ≥ ${texts.number(b.min)}`)),
        floor: texts.rating(GDP_PPP_RATING_FLOOR),
      }),
    },
  };
}

/** The investment opportunity: points for the GDP and population trends and the consumption rating. */
function investment(
  texts: ReportTexts, rating: ReturnType<typeof consumptionRating>, ppp: Figure, gdpTrendClass: TrendClassification, populationTrendClass: TrendClassification,
): CityReport['investmentOpportunity'] {
  const invest = investmentOpportunity(gdpTrendClass.value ?? 'no data', populationTrendClass.value ?? 'no data', rating);
  return {
    value: invest.value,
    basis: [...gdpTrendClass.basis, ...populationTrendClass.basis, ...(ppp.value === null ? [] : [ppp])],
    rule: texts.report.rules.investment({
      trendPoints: pointsList(texts, TREND_POINTS, texts.trendClass),
      ratingPoints: pointsList(texts, RATING_POINTS, texts.rating),
      bounds: texts.list(INVESTMENT_BOUNDS.map((b) => `${texts.opportunity(b.cls)} ≥ ${b.min}`)),
      floor: texts.opportunity(INVESTMENT_FLOOR),
    }),
  };
}

/** Every dataset the report's figures and series cite, each once, in the order the report first cites them. */
function reportDatasets(economy: CityReport['economy'], population: CityReport['population'], ppp: Figure, local: readonly LocalArea[]): DatasetRef[] {
  const all = new Map<string, DatasetRef>();
  const collect = (fs: readonly Figure[]) => fs.forEach((f) => f.datasets.forEach((d) => all.set(d.id, d)));
  collect([
    economy.gdpTotal.usd, economy.gdpGrowth, economy.gdpPerCapita.usd, ...[economy.gdpTotal.local, economy.gdpPerCapita.local].filter((f): f is Figure => !!f),
    economy.gdpRanking, population.total, population.growth, population.density, ppp, ...economy.gdpTrendClass.basis, ...population.trendClass.basis,
    ...local.flatMap((a) => a.figures.flatMap((f) => (f.usd ? [f.figure, f.usd] : [f.figure]))),
  ]);
  for (const s of [economy.gdpTrend, population.trend]) s.datasets.forEach((d) => all.set(d.id, d));
  return [...all.values()];
}

/** "Rapid 3, Stable 2, Slow 1": the classes that score, with their points (the rule sentence says the rest score 0). */
function pointsList<C extends string>(texts: ReportTexts, points: Record<C, number>, name: (cls: C) => string): string {
  return texts.list((Object.entries(points) as Array<[C, number]>).filter(([, n]) => n > 0).map(([cls, n]) => `${name(cls)} ${n}`));
}
