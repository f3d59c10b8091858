import type { DatasetRef, Figure } from '../contracts/figure.js';
import type { CityItem, CityReport, Money, Series, TrendClassification } from './contract.js';
import { atYear, figure, latest, noData, type YearValue } from './figures.js';
import { consumptionRating, investmentOpportunity } from './ratings.js';
import type { ReportTexts } from './report-texts.js';
import {
  CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR, GDP_TREND_BOUNDS, INVESTMENT_BOUNDS, INVESTMENT_FLOOR, POPULATION_TREND_BOUNDS,
  RATING_POINTS, TREND_MIN_POINTS, TREND_POINTS, TREND_WINDOW_YEARS,
} from './rules.js';
import { classifyTrend } from './trends.js';

/** WDI indicators the city report reads. */
export const CITY_REPORT_INDICATORS = {
  gdp: 'ny.gdp.mktp.cd',
  gdpGrowth: 'ny.gdp.mktp.kd.zg',
  gdpPerCapita: 'ny.gdp.pcap.cd',
  gdpPerCapitaPpp: 'ny.gdp.pcap.pp.cd',
  population: 'sp.pop.totl',
  populationGrowth: 'sp.pop.grow',
  density: 'en.pop.dnst',
  exchangeRate: 'pa.nus.fcrf',
} as const;
type Key = keyof typeof CITY_REPORT_INDICATORS;

export interface CityReportInput {
  city: CityItem;
  currency: string | null;
  /** National series by report key. */
  series: Partial<Record<Key, YearValue[]>>;
  /** Dataset reference of each indicator (by report key) and of the place list. */
  datasets: Partial<Record<Key, DatasetRef>> & { places: DatasetRef };
  /** Exchange rates (local currency per USD) by year for the city's currency, with their dataset (may be another economy using the same currency). */
  exchangeRates: { points: YearValue[]; dataset: DatasetRef; economy: string } | null;
  gdpRank: { rank: number; of: number; year: number } | null;
  now: Date;
  /** The language of the provenance and rule texts. */
  texts: ReportTexts;
}

const refs = (...r: Array<DatasetRef | undefined>) => r.filter((x): x is DatasetRef => !!x);

/** A latest-value national statistic. */
function national(input: CityReportInput, key: Key, unit: string): Figure {
  const p = latest(input.series[key]);
  if (!p) return noData(unit);
  return figure(p.value, unit, 'public statistic', refs(input.datasets[key]), String(p.year));
}

/**
 * Builds the city report. A city that is its country (city-state) gets WDI's national statistics; any other city
 * gets model estimates: its share of the national population (GeoNames / place list) applied to national totals.
 */
export function buildCityReport(input: CityReportInput): CityReport {
  const { city, texts } = input;
  const { models, inputs: label, units, notes } = texts.report;
  const nationalPop = latest(input.series.population);
  const share = !city.isCountry && city.population !== null && nationalPop ? city.population / nationalPop.value : null;
  const shareInputs = share === null ? [] : [
    { label: label.cityPopulation(), value: city.population!, unit: units.people() },
    { label: label.nationalPopulation({ year: nationalPop!.year }), value: nationalPop!.value, unit: units.people() },
  ];

  const toLocal = (usd: Figure): Figure | null => {
    if (usd.value === null || !input.exchangeRates || !input.currency) return null;
    const rate = atYear(input.exchangeRates.points, Number(usd.vintage));
    if (!rate) return null;
    return figure(usd.value * rate.value, input.currency, usd.kind, [...usd.datasets, input.exchangeRates.dataset], usd.vintage, {
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
  const gdpNational = national(input, 'gdp', 'USD');
  const perCapitaNational = national(input, 'gdpPerCapita', 'USD');
  let gdpTotal = gdpNational;
  let gdpPerCapita = perCapitaNational;
  let gdpGrowth = national(input, 'gdpGrowth', '%');
  if (!city.isCountry) {
    const modelOf = (f: Figure, model: { name(): string; doc(): string }) =>
      f.value === null
        ? noData(f.unit, 'model estimate')
        : figure(f.value, f.unit, 'model estimate', [...f.datasets, input.datasets.places], f.vintage, {
            model: { name: model.name(), inputs: [{ label: label.nationalValue({ year: f.vintage }), value: f.value, unit: f.unit }], doc: model.doc() },
          });
    gdpPerCapita = modelOf(perCapitaNational, models.gdpPerCapita);
    gdpGrowth = modelOf(gdpGrowth, models.gdpGrowth);
    gdpTotal = perCapitaNational.value === null || city.population === null
      ? noData('USD', 'model estimate')
      : figure(perCapitaNational.value * city.population, 'USD', 'model estimate', [...perCapitaNational.datasets, input.datasets.places], perCapitaNational.vintage, {
          model: {
            name: models.gdpTotal.name(),
            inputs: [
              { label: label.nationalGdpPerCapita({ year: perCapitaNational.vintage }), value: perCapitaNational.value, unit: 'USD' },
              { label: label.cityPopulation(), value: city.population, unit: units.people() },
            ],
            doc: models.gdpTotal.doc(),
          },
        });
  }

  const gdpRanking = input.gdpRank
    ? figure(input.gdpRank.rank, 'rank', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year), city.isCountry ? {} : { note: notes.nationalEconomy() })
    : noData('rank');
  const gdpRankingOf = input.gdpRank
    ? figure(input.gdpRank.of, 'count', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year))
    : noData('count');

  const seriesOf = (key: Key, unit: string, model: { name(): string; doc(): string }): Series => {
    const points = [...(input.series[key] ?? [])].sort((a, b) => a.year - b.year);
    const vintage = points.length ? `${points[0]!.year}–${points[points.length - 1]!.year}` : '';
    if (city.isCountry || share === null) {
      return { unit, kind: 'public statistic', datasets: refs(input.datasets[key]), vintage, points: city.isCountry ? points : [] };
    }
    return {
      unit, kind: 'model estimate', datasets: [...refs(input.datasets[key]), input.datasets.places], vintage,
      model: {
        name: model.name(),
        inputs: [...shareInputs, { label: label.cityShare(), value: share, unit: units.ratio() }],
        doc: model.doc(),
      },
      points: points.map((p) => ({ year: p.year, value: p.value * share })),
    };
  };

  const trend = {
    gdpGrowth: { bounds: GDP_TREND_BOUNDS, model: models.gdpTrend, meanInput: label.meanNationalGdpGrowth, rule: texts.report.rules.gdpTrend },
    populationGrowth: { bounds: POPULATION_TREND_BOUNDS, model: models.populationTrend, meanInput: label.meanNationalPopulationGrowth, rule: texts.report.rules.populationTrend },
  };
  const classification = (key: keyof typeof trend): TrendClassification => {
    const { bounds, model, meanInput, rule } = trend[key];
    const t = classifyTrend(input.series[key] ?? [], bounds);
    const basis = t.meanGrowth === null
      ? []
      : [figure(t.meanGrowth, '%', city.isCountry ? 'public statistic' : 'model estimate', refs(input.datasets[key]), `${t.fromYear}–${t.toYear}`, city.isCountry ? {} : {
          model: { name: model.name(), inputs: [{ label: meanInput(), value: t.meanGrowth, unit: '%' }], doc: model.doc({ years: TREND_WINDOW_YEARS }) },
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
  let population = national(input, 'population', 'people');
  let populationGrowth = national(input, 'populationGrowth', '%');
  let density = national(input, 'density', 'people/km2');
  if (!city.isCountry) {
    population = city.population === null ? noData('people') : figure(city.population, 'people', 'public statistic', [input.datasets.places], input.datasets.places.vintage);
    populationGrowth = populationGrowth.value === null ? noData('%', 'model estimate') : figure(populationGrowth.value, '%', 'model estimate', populationGrowth.datasets, populationGrowth.vintage, {
      model: { name: models.populationGrowth.name(), inputs: [{ label: label.nationalPopulationGrowth({ year: populationGrowth.vintage }), value: populationGrowth.value, unit: '%' }], doc: models.populationGrowth.doc() },
    });
    density = noData('people/km2');
  }

  // ---- consumption and outlook
  const ppp = national(input, 'gdpPerCapitaPpp', 'international $');
  const pppBasis = city.isCountry || ppp.value === null ? ppp : figure(ppp.value, ppp.unit, 'model estimate', ppp.datasets, ppp.vintage, {
    model: { name: models.purchasingPower.name(), inputs: [{ label: label.nationalPurchasingPower({ year: ppp.vintage }), value: ppp.value, unit: units.internationalDollars() }], doc: models.purchasingPower.doc() },
  });
  const rating = consumptionRating(ppp.value);
  const gdpTrendClass = classification('gdpGrowth');
  const populationTrendClass = classification('populationGrowth');
  const invest = investmentOpportunity(gdpTrendClass.value ?? 'no data', populationTrendClass.value ?? 'no data', rating);

  const allDatasets = new Map<string, DatasetRef>();
  for (const d of [...Object.values(input.datasets), input.exchangeRates?.dataset]) if (d) allDatasets.set(d.id, d);

  return {
    city,
    analysisDate: input.now.toISOString(),
    currency: input.currency,
    economy: {
      gdpTotal: money(gdpTotal), gdpGrowth, gdpPerCapita: money(gdpPerCapita), gdpRanking, gdpRankingOf,
      gdpTrend: seriesOf('gdp', 'USD', models.gdpSeries), gdpTrendClass,
    },
    population: {
      total: population, growth: populationGrowth, density, trend: seriesOf('population', 'people', models.populationSeries),
      trendClass: populationTrendClass,
    },
    consumption: {
      // No source in Lokasi's data publishes household disposable income or retail sales for these places.
      disposableIncome: { usd: noData('USD'), local: null },
      retailSales: { usd: noData('USD'), local: null },
      rating: {
        value: rating, basis: ppp.value === null ? [] : [pppBasis],
        rule: texts.report.rules.consumption({
          bounds: texts.list(CONSUMPTION_RATING_BOUNDS.map((b) => `${texts.rating(b.cls)} ≥ ${texts.number(b.min)}`)),
          floor: texts.rating(CONSUMPTION_RATING_FLOOR),
        }),
      },
    },
    investmentOpportunity: {
      value: invest.value,
      basis: [...gdpTrendClass.basis, ...populationTrendClass.basis, ...(ppp.value === null ? [] : [pppBasis])],
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
