import type { DatasetRef, Figure } from '../contracts/figure.js';
import type { CityItem, CityReport, Money, Series, TrendClassification } from './contract.js';
import { atYear, figure, latest, noData, type YearValue } from './figures.js';
import { consumptionRating, investmentOpportunity } from './ratings.js';
import {
  CONSUMPTION_RATING_BOUNDS, GDP_TREND_BOUNDS, INVESTMENT_BOUNDS, POPULATION_TREND_BOUNDS, TREND_WINDOW_YEARS,
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
  const { city } = input;
  const nationalPop = latest(input.series.population);
  const share = !city.isCountry && city.population !== null && nationalPop ? city.population / nationalPop.value : null;
  const shareInputs = share === null ? [] : [
    { label: 'City population (GeoNames / place list)', value: city.population!, unit: 'people' },
    { label: `National population ${nationalPop!.year} (WDI)`, value: nationalPop!.value, unit: 'people' },
  ];

  const toLocal = (usd: Figure): Figure | null => {
    if (usd.value === null || !input.exchangeRates || !input.currency) return null;
    const rate = atYear(input.exchangeRates.points, Number(usd.vintage));
    if (!rate) return null;
    return figure(usd.value * rate.value, input.currency, usd.kind, [...usd.datasets, input.exchangeRates.dataset], usd.vintage, {
      model: {
        name: 'Conversion at the official exchange rate',
        inputs: [
          { label: 'Amount', value: usd.value, unit: 'USD' },
          { label: `Official exchange rate ${rate.year} (${input.exchangeRates.economy})`, value: rate.value, unit: `${input.currency}/USD` },
        ],
        doc: 'The USD amount multiplied by the World Bank official exchange rate (period average) of the same year.',
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
    const modelOf = (f: Figure, name: string, doc: string, extraInputs: Array<{ label: string; value: number; unit?: string }> = []) =>
      f.value === null
        ? noData(f.unit, 'model estimate')
        : figure(f.value, f.unit, 'model estimate', [...f.datasets, input.datasets.places], f.vintage, {
            model: { name, inputs: [{ label: `National value ${f.vintage} (WDI)`, value: f.value, unit: f.unit }, ...extraInputs], doc },
          });
    gdpPerCapita = modelOf(perCapitaNational, 'National per-capita GDP as city per-capita GDP', 'City-level GDP is published nowhere in Lokasi\'s data, so the national GDP per capita stands in for the city.');
    gdpGrowth = modelOf(gdpGrowth, 'National real GDP growth as city growth', 'The national real GDP growth rate stands in for the city.');
    gdpTotal = perCapitaNational.value === null || city.population === null
      ? noData('USD', 'model estimate')
      : figure(perCapitaNational.value * city.population, 'USD', 'model estimate', [...perCapitaNational.datasets, input.datasets.places], perCapitaNational.vintage, {
          model: {
            name: 'National GDP per capita × city population',
            inputs: [
              { label: `National GDP per capita ${perCapitaNational.vintage} (WDI)`, value: perCapitaNational.value, unit: 'USD' },
              { label: 'City population (GeoNames / place list)', value: city.population, unit: 'people' },
            ],
            doc: 'City GDP estimated as the national GDP per capita multiplied by the city population.',
          },
        });
  }

  const gdpRanking = input.gdpRank
    ? figure(input.gdpRank.rank, 'rank', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year), city.isCountry ? {} : { note: 'National economy' })
    : noData('rank');
  const gdpRankingOf = input.gdpRank
    ? figure(input.gdpRank.of, 'count', 'public statistic', refs(input.datasets.gdp), String(input.gdpRank.year))
    : noData('count');

  const seriesOf = (key: Key, unit: string, what: string): Series => {
    const points = [...(input.series[key] ?? [])].sort((a, b) => a.year - b.year);
    const vintage = points.length ? `${points[0]!.year}–${points[points.length - 1]!.year}` : '';
    if (city.isCountry || share === null) {
      return { unit, kind: 'public statistic', datasets: refs(input.datasets[key]), vintage, points: city.isCountry ? points : [] };
    }
    return {
      unit, kind: 'model estimate', datasets: [...refs(input.datasets[key]), input.datasets.places], vintage,
      model: {
        name: 'National series × city population share',
        inputs: [...shareInputs, { label: 'City share of national population', value: share, unit: 'ratio' }],
        doc: `The national ${what} series multiplied by the city's latest share of the national population, held constant.`,
      },
      points: points.map((p) => ({ year: p.year, value: p.value * share })),
    };
  };

  const classification = (key: Key, bounds: typeof GDP_TREND_BOUNDS | typeof POPULATION_TREND_BOUNDS, what: string): TrendClassification => {
    const t = classifyTrend(input.series[key] ?? [], bounds);
    const basis = t.meanGrowth === null
      ? []
      : [figure(t.meanGrowth, '%', city.isCountry ? 'public statistic' : 'model estimate', refs(input.datasets[key]), `${t.fromYear}–${t.toYear}`, city.isCountry ? {} : {
          model: { name: `National ${what} as city ${what}`, inputs: [{ label: `Mean national ${what}`, value: t.meanGrowth, unit: '%' }], doc: `Mean of the national annual ${what} over the last ${TREND_WINDOW_YEARS} years with data.` },
        })];
    return {
      value: t.cls, basis,
      rule: `Mean annual ${what} over the last ${TREND_WINDOW_YEARS} years: ${bounds.map((b) => `${b.cls} ≥ ${b.min}%`).join(', ')}, otherwise negative; fewer than 3 years: no data.`,
    };
  };

  // ---- population
  let population = national(input, 'population', 'people');
  let populationGrowth = national(input, 'populationGrowth', '%');
  let density = national(input, 'density', 'people/km2');
  if (!city.isCountry) {
    population = city.population === null ? noData('people') : figure(city.population, 'people', 'public statistic', [input.datasets.places], input.datasets.places.vintage);
    populationGrowth = populationGrowth.value === null ? noData('%', 'model estimate') : figure(populationGrowth.value, '%', 'model estimate', populationGrowth.datasets, populationGrowth.vintage, {
      model: { name: 'National population growth as city growth', inputs: [{ label: `National population growth ${populationGrowth.vintage}`, value: populationGrowth.value, unit: '%' }], doc: 'City-level population series are not in Lokasi\'s data, so the national growth rate stands in.' },
    });
    density = noData('people/km2');
  }

  // ---- consumption and outlook
  const ppp = national(input, 'gdpPerCapitaPpp', 'international $');
  const pppBasis = city.isCountry || ppp.value === null ? ppp : figure(ppp.value, ppp.unit, 'model estimate', ppp.datasets, ppp.vintage, {
    model: { name: 'National purchasing power as city purchasing power', inputs: [{ label: `National GDP per capita, PPP ${ppp.vintage}`, value: ppp.value, unit: 'international $' }], doc: 'The national GDP per capita at purchasing-power parity stands in for the city.' },
  });
  const rating = consumptionRating(ppp.value);
  const gdpTrendClass = classification('gdpGrowth', GDP_TREND_BOUNDS, 'real GDP growth');
  const populationTrendClass = classification('populationGrowth', POPULATION_TREND_BOUNDS, 'population growth');
  const invest = investmentOpportunity(gdpTrendClass.value ?? 'no data', populationTrendClass.value ?? 'no data', rating);

  const allDatasets = new Map<string, DatasetRef>();
  for (const d of [...Object.values(input.datasets), input.exchangeRates?.dataset]) if (d) allDatasets.set(d.id, d);

  return {
    city,
    analysisDate: input.now.toISOString(),
    currency: input.currency,
    economy: {
      gdpTotal: money(gdpTotal), gdpGrowth, gdpPerCapita: money(gdpPerCapita), gdpRanking, gdpRankingOf,
      gdpTrend: seriesOf('gdp', 'USD', 'GDP'), gdpTrendClass,
    },
    population: {
      total: population, growth: populationGrowth, density, trend: seriesOf('population', 'people', 'population'),
      trendClass: populationTrendClass,
    },
    consumption: {
      // No source in Lokasi's data publishes household disposable income or retail sales for these places.
      disposableIncome: { usd: noData('USD'), local: null },
      retailSales: { usd: noData('USD'), local: null },
      rating: {
        value: rating, basis: ppp.value === null ? [] : [pppBasis],
        rule: `GDP per capita, PPP: ${CONSUMPTION_RATING_BOUNDS.map((b) => `${b.cls} ≥ ${b.min.toLocaleString('en')}`).join(', ')}, otherwise basic.`,
      },
    },
    investmentOpportunity: {
      value: invest.value,
      basis: [...gdpTrendClass.basis, ...populationTrendClass.basis, ...(ppp.value === null ? [] : [pppBasis])],
      rule: `Points: GDP and population trend rapid 3, stable 2, slow 1, else 0; consumption premium/high 3, moderate 2, modest 1, basic 0. Sum: ${INVESTMENT_BOUNDS.map((b) => `${b.cls} ≥ ${b.min}`).join(', ')}, otherwise limited.`,
    },
    datasets: [...allDatasets.values()],
  };
}
