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
  const { models, inputs: label, notes } = texts.report;
  const subNational = !city.isCountry;
  const nationalScope = subNational ? notes.nationalFigure({ country: city.countryName }) : undefined;

  /** A latest-value national statistic, labelled national on a sub-national report. */
  const national = (key: Key, unit: string): Figure => {
    const p = latest(input.series[key]);
    if (!p) return noData(unit, notes.notPublished());
    return figure(p.value, unit, 'public statistic', refs(input.datasets[key]), String(p.year), { scope: nationalScope });
  };
  const notForPlace = (unit: string) => noData(unit, notes.noSubnationalSource({ place: city.name }));

  const toLocal = (usd: Figure): Figure | null => {
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
  };
  const money = (usd: Figure): Money => ({ usd, local: toLocal(usd) });

  // ---- economy
  const gdpTotal = subNational ? notForPlace('USD') : national('gdp', 'USD');
  const gdpRanking = subNational
    ? notForPlace('rank')
    : input.gdpRank
      ? figure(input.gdpRank.rank, 'rank', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year), { note: notes.rankRule() })
      : noData('rank', notes.notPublished());
  const gdpRankingOf = !subNational && input.gdpRank
    ? figure(input.gdpRank.of, 'count', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year))
    : noData('count', subNational ? notes.noSubnationalSource({ place: city.name }) : notes.notPublished());

  const seriesOf = (key: Key, unit: string): Series => {
    if (subNational) return { unit, kind: 'not available', datasets: [], vintage: '', points: [], note: notes.noSubnationalSource({ place: city.name }) };
    const points = [...(input.series[key] ?? [])].sort((a, b) => a.year - b.year);
    if (!points.length) return { unit, kind: 'not available', datasets: [], vintage: '', points: [], note: notes.notPublished() };
    return { unit, kind: 'public statistic', datasets: refs(input.datasets[key]), vintage: `${points[0]!.year}–${points[points.length - 1]!.year}`, points };
  };

  const trend = {
    gdpGrowth: { bounds: GDP_TREND_BOUNDS, rule: texts.report.rules.gdpTrend },
    populationGrowth: { bounds: POPULATION_TREND_BOUNDS, rule: texts.report.rules.populationTrend },
  };
  const classification = (key: keyof typeof trend): TrendClassification => {
    const { bounds, rule } = trend[key];
    const t = classifyTrend(input.series[key] ?? [], bounds);
    const basis = t.meanGrowth === null
      ? []
      : [figure(t.meanGrowth, '%', 'public statistic', refs(input.datasets[key]), `${t.fromYear}–${t.toYear}`, {
          scope: nationalScope,
          model: { name: models.meanGrowth.name(), inputs: [], doc: models.meanGrowth.doc({ years: TREND_WINDOW_YEARS }) },
        })];
    return {
      value: t.cls, basis,
      rule: rule({
        years: TREND_WINDOW_YEARS,
        bounds: texts.list(bounds.map((b) => `${texts.trendClass(b.cls)} ≥ ${texts.number(b.min)}%`)),
        floor: texts.trendClass('negative'),
        minYears: TREND_MIN_POINTS,
        noData: texts.trendClass('no data'),
      }),
    };
  };

  // ---- population
  const population = subNational ? input.placePopulation : national('population', 'people');
  const density = subNational ? input.placeDensity ?? notForPlace('people/km2') : national('density', 'people/km2');

  // ---- consumption and outlook
  const ppp = national('gdpPerCapitaPpp', 'international $');
  const rating = consumptionRating(ppp.value);
  const gdpTrendClass = classification('gdpGrowth');
  const populationTrendClass = classification('populationGrowth');
  const invest = investmentOpportunity(gdpTrendClass.value ?? 'no data', populationTrendClass.value ?? 'no data', rating);
  // No source in Lokasi's data publishes household disposable income or retail sales; DOSM's household income (gross)
  // is shown among the local statistics under its own name.
  const noConsumptionSource = () => ({ usd: noData('USD', notes.notPublished()), local: null });

  const allDatasets = new Map<string, DatasetRef>();
  const collect = (fs: readonly Figure[]) => fs.forEach((f) => f.datasets.forEach((d) => allDatasets.set(d.id, d)));
  const economy = {
    gdpTotal: money(gdpTotal), gdpGrowth: national('gdpGrowth', '%'), gdpPerCapita: money(national('gdpPerCapita', 'USD')), gdpRanking, gdpRankingOf,
    gdpTrend: seriesOf('gdp', 'USD'), gdpTrendClass,
  };
  const populationPart = {
    total: population, growth: national('populationGrowth', '%'), density, trend: seriesOf('population', 'people'), trendClass: populationTrendClass,
  };
  collect([
    economy.gdpTotal.usd, economy.gdpGrowth, economy.gdpPerCapita.usd, ...[economy.gdpTotal.local, economy.gdpPerCapita.local].filter((f): f is Figure => !!f),
    gdpRanking, population, populationPart.growth, density, ppp, ...gdpTrendClass.basis, ...populationTrendClass.basis,
    ...input.local.flatMap((a) => a.figures.flatMap((f) => (f.usd ? [f.figure, f.usd] : [f.figure]))),
  ]);
  for (const s of [economy.gdpTrend, populationPart.trend]) s.datasets.forEach((d) => allDatasets.set(d.id, d));

  return {
    city,
    analysisDate: input.now.toISOString(),
    currency: input.currency,
    economy,
    population: populationPart,
    local: input.local,
    consumption: {
      disposableIncome: noConsumptionSource(),
      retailSales: noConsumptionSource(),
      rating: {
        value: rating, basis: ppp.value === null ? [] : [ppp],
        rule: texts.report.rules.consumption({
          bounds: texts.list(GDP_PPP_RATING_BOUNDS.map((b) => `${texts.rating(b.cls)} ≥ ${texts.number(b.min)}`)),
          floor: texts.rating(GDP_PPP_RATING_FLOOR),
        }),
      },
    },
    investmentOpportunity: {
      value: invest.value,
      basis: [...gdpTrendClass.basis, ...populationTrendClass.basis, ...(ppp.value === null ? [] : [ppp])],
      rule: texts.report.rules.investment({
        trendPoints: pointsList(texts, TREND_POINTS, texts.trendClass),
        ratingPoints: pointsList(texts, RATING_POINTS, texts.rating),
        bounds: texts.list(INVESTMENT_BOUNDS.map((b) => `${texts.opportunity(b.cls)} ≥ ${b.min}`)),
        floor: texts.opportunity(INVESTMENT_FLOOR),
      }),
    },
    datasets: [...allDatasets.values()],
  };
}

/** "Rapid 3, Stable 2, Slow 1": the classes that score, with their points (the rule sentence says the rest score 0). */
function pointsList<C extends string>(texts: ReportTexts, points: Record<C, number>, name: (cls: C) => string): string {
  return texts.list((Object.entries(points) as Array<[C, number]>).filter(([, n]) => n > 0).map(([cls, n]) => `${name(cls)} ${n}`));
}
