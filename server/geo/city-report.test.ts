import { describe, expect, it } from 'vitest';
import type { Figure } from '../../contracts/figure.js';
import { buildCityReport, placePopulation, type CityReportInput } from './city-report.js';
import type { CityItem, CityReport } from '../../contracts/geo.js';
import { catalogue } from './import/catalogue.js';
import { searchTokens } from './stores/search-fold.js';
import { localAreas } from './local-statistics.js';
import { reportTexts } from './report-texts.js';

const ref = (id: string) => ({ id, name: id, source: 'test', licence: 'CC BY 4.0', vintage: '2025' });
const years = (from: number, values: number[]) => values.map((value, i) => ({ year: from + i, value }));
const city = (over: Partial<CityItem>): CityItem => ({
  id: 1, name: 'X', nameIsFallback: false, nameEn: 'X', stateId: null, stateName: null, countryId: 1, countryIso2: 'XX',
  countryName: 'Xland', lat: 0, lon: 0, population: 1_000_000, isCountry: false, localData: null, ...over,
});
const input = (c: CityItem, texts = reportTexts('en')): CityReportInput => ({
  city: c,
  currency: 'XXD',
  series: {
    gdp: years(2021, [100e9, 110e9, 120e9, 130e9, 140e9]),
    gdpGrowth: years(2021, [3, 3, 3, 3, 3]),
    gdpPerCapita: years(2021, [9000, 9500, 10000, 10500, 11000]),
    gdpPerCapitaPpp: years(2021, [30000, 31000, 32000, 33000, 36000]),
    population: years(2021, [9e6, 9.5e6, 10e6, 10.5e6, 11e6]),
    populationGrowth: years(2021, [1, 1, 1, 1, 1]),
    density: years(2021, [100, 101, 102, 103, 104]),
  },
  datasets: { gdp: ref('wdi-gdp'), gdpGrowth: ref('wdi-growth'), gdpPerCapita: ref('wdi-pc'), gdpPerCapitaPpp: ref('wdi-ppp'), population: ref('wdi-pop'), populationGrowth: ref('wdi-popgrow'), density: ref('wdi-dens') },
  placePopulation: placePopulation(c.population, 'geonames', { geonames: ref('geonames'), places: ref('places') }, texts),
  placeDensity: null,
  placeCensus: null,
  local: [],
  exchangeRates: { points: years(2021, [2, 2, 2, 2, 4]), dataset: ref('wdi-fcrf'), economy: 'ZZZ' },
  gdpRank: { rank: 7, of: 190, year: 2025 },
  now: new Date('2026-11-21T00:00:00Z'),
  texts,
});

/** Every figure of a report, wherever it sits. */
function allFigures(r: CityReport): Figure[] {
  const e = r.economy;
  const p = r.population;
  const c = r.consumption;
  return [
    e.gdpTotal.usd, e.gdpTotal.local, e.gdpGrowth, e.gdpPerCapita.usd, e.gdpPerCapita.local, e.gdpRanking, e.gdpRankingOf, ...e.gdpTrendClass.basis,
    p.total, p.growth, p.density, ...p.trendClass.basis, c.disposableIncome.usd, c.retailSales.usd, ...c.rating.basis, ...r.investmentOpportunity.basis,
    ...r.local.flatMap((a) => a.figures.flatMap((f) => [f.figure, f.usd])),
  ].filter((f): f is Figure => !!f);
}

describe('city report model', () => {
  it('states each classification rule from the thresholds in rules.ts, in the class names users see', () => {
    const r = buildCityReport(input(city({})));
    expect(r.economy.gdpTrendClass.rule).toBe(
      'Mean annual real GDP growth over the last 5 years: Rapid ≥ 5%, Stable ≥ 2%, Slow ≥ 0.5%, Flat ≥ -0.5%, otherwise Negative; fewer than 3 years: No data.',
    );
    expect(r.consumption.rating.rule).toBe('GDP per capita, PPP: Premium ≥ 60,000, High ≥ 35,000, Moderate ≥ 15,000, Modest ≥ 5,000, otherwise Basic.');
    expect(r.investmentOpportunity.rule).toBe(
      'Points: GDP and population trend Rapid 3, Stable 2, Slow 1, otherwise 0; consumption Premium 3, High 3, Moderate 2, Modest 1, otherwise 0. Sum: Excellent ≥ 7, Good ≥ 5, Average ≥ 3, otherwise Limited.',
    );
  });

  it("writes rules, model names, explanations, reasons and national labels in the request's language", () => {
    for (const locale of ['th', 'ko'] as const) {
      const texts = (report: CityReport) => [
        report.economy.gdpTrendClass.rule, report.consumption.rating.rule, report.investmentOpportunity.rule,
        ...allFigures(report).flatMap((f) => [f.note ?? '', f.scope ?? '', f.vintage, ...(f.model ? [f.model.name, f.model.doc, ...f.model.inputs.map((i) => i.label)] : [])]),
      ];
      for (const c of [city({}), city({ isCountry: true }), city({ population: null })]) {
        const translated = texts(buildCityReport(input(c, reportTexts(locale))));
        const original = texts(buildCityReport(input(c)));
        translated.forEach((text, i) => {
          if (/[a-z]{3,}/.test(original[i]!)) expect(text, `${locale}: ${original[i]}`).not.toBe(original[i]);
        });
        expect(translated.join(' ')).toMatch(locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\uAC00-\uD7AF]/);
      }
    }
  });

  it("gives a city-state the national statistics as public statistics, with the local currency beside USD", () => {
    const r = buildCityReport(input(city({ isCountry: true })));
    expect(r.economy.gdpTotal.usd).toMatchObject({ value: 140e9, kind: 'public statistic', vintage: '2025', datasets: [ref('wdi-gdp')] });
    expect(r.economy.gdpTotal.usd.scope).toBeUndefined();
    expect(r.economy.gdpTotal.local).toMatchObject({ value: 560e9, unit: 'XXD' });
    expect(r.economy.gdpRanking).toMatchObject({ value: 7, unit: 'rank', vintage: '2025' });
    expect(r.economy.gdpRankingOf).toMatchObject({ value: 190, vintage: '2025' });
    expect(r.population.total.value).toBe(11e6);
    expect(r.population.density.value).toBe(104);
    expect(r.economy.gdpTrend.points).toHaveLength(5);
    expect(r.economy.gdpTrendClass.value).toBe('stable');
    expect(r.population.trendClass.value).toBe('stable');
    expect(r.consumption.rating.value).toBe('high');
    expect(r.investmentOpportunity).toMatchObject({ value: 'excellent' }); // stable 2 + stable 2 + high 3 = 7
  });

  it('shows no GDP total, GDP trend or GDP rank for a place inside a country, and labels national figures with the country', () => {
    const r = buildCityReport(input(city({ name: 'Kuala Lumpur', population: 2_200_000 })));
    for (const f of [r.economy.gdpTotal.usd, r.economy.gdpRanking, r.economy.gdpRankingOf]) {
      expect(f).toMatchObject({ value: null, kind: 'not available', datasets: [] });
      expect(f.note).toContain('Kuala Lumpur');
    }
    expect(r.economy.gdpTotal.local).toBeNull();
    expect(r.economy.gdpTrend).toMatchObject({ kind: 'not available', points: [] });
    expect(r.population.trend).toMatchObject({ kind: 'not available', points: [] });
    for (const f of [r.economy.gdpPerCapita.usd, r.economy.gdpGrowth, r.population.growth, ...r.economy.gdpTrendClass.basis, ...r.consumption.rating.basis]) {
      expect(f).toMatchObject({ kind: 'public statistic', scope: 'Xland (national)' });
      expect(f.model?.name ?? '').not.toMatch(/city/i);
    }
    expect(r.economy.gdpPerCapita.usd.value).toBe(11000);
    expect(r.population.total).toMatchObject({ value: 2_200_000, kind: 'public statistic', datasets: [ref('geonames')], vintage: 'date unknown' });
    expect(r.datasets.map((d) => d.id)).not.toContain('places');
  });

  it("never calls a missing figure a public statistic, and says why it is missing", () => {
    const i = input(city({ isCountry: true }));
    i.series = {};
    i.exchangeRates = null;
    i.gdpRank = null;
    const r = buildCityReport(i);
    expect(r.economy.gdpTotal).toEqual({ usd: { value: null, unit: 'USD', kind: 'not available', datasets: [], vintage: '', note: "No source in Lokasi's data publishes this figure" }, local: null });
    expect(r.economy.gdpTrendClass.value).toBe('no data');
    expect(r.consumption.rating.value).toBeNull();
    expect(r.investmentOpportunity.value).toBeNull();
    for (const f of [...allFigures(r), ...allFigures(buildCityReport(input(city({ population: null })))), ...allFigures(buildCityReport(input(city({}))))]) {
      if (f.value === null) expect(f).toMatchObject({ kind: 'not available', note: expect.stringMatching(/\w{3}/) });
      else expect(f.kind).not.toBe('not available');
    }
  });
});

describe('place population provenance', () => {
  const texts = reportTexts('en');
  const datasets = { geonames: ref('geonames'), places: ref('places'), census: ref('sg-planning-areas') };
  it('names GeoNames with no date of its own, the census with 2020, and a placeholder as unknown', () => {
    expect(placePopulation(16012, 'geonames', datasets, texts)).toMatchObject({ value: 16012, datasets: [ref('geonames')], vintage: 'date unknown', kind: 'public statistic' });
    expect(placePopulation(162280, 'census-2020', datasets, texts)).toMatchObject({ value: 162280, datasets: [ref('sg-planning-areas')], vintage: '2020' });
    expect(placePopulation(null, 'geonames-placeholder', datasets, texts)).toMatchObject({ value: null, kind: 'not available', note: expect.stringContaining('placeholder') });
    expect(placePopulation(null, null, datasets, texts)).toMatchObject({ value: null, kind: 'not available' });
  });
});

describe('official local statistics', () => {
  it('shows DOSM money in ringgit as published, with USD beside at the exchange rate of the same year', () => {
    const [district] = localAreas([{
      id: 'my-district:Kuala Lumpur/Kuala Lumpur', kind: 'district', name: 'Kuala Lumpur', population: null, area_km2: null, dataset: ref('my-dosm-income'),
      stats: { incomeByYear: { 2019: { mean: 13257, median: 10549 }, 2022: { mean: 13325, median: 10234 } }, povertyByYear: { 2022: { absolute: 1.4, relative: 12 } }, expenditureByYear: {} },
    }], 'MYR', { points: years(2021, [4.14, 4.4]), dataset: ref('wdi-fcrf'), economy: 'MYS' }, reportTexts('en'));
    expect(district!.name).toBe('Kuala Lumpur (district)');
    const median = district!.figures.find((f) => f.key === 'householdIncomeMedian')!;
    expect(median.figure).toMatchObject({ value: 10234, unit: 'MYR', vintage: '2022', kind: 'public statistic', datasets: [ref('my-dosm-income')] });
    expect(median.usd).toMatchObject({ unit: 'USD', vintage: '2022', datasets: [ref('my-dosm-income'), ref('wdi-fcrf')] });
    expect(median.usd!.value).toBeCloseTo(10234 / 4.4, 6);
    expect(district!.figures.find((f) => f.key === 'povertyAbsolute')).toMatchObject({ figure: { value: 1.4, unit: '%' }, usd: null });
  });
});

describe('city search tokens', () => {
  it('indexes every word start of a name', () => {
    expect(searchTokens('kuala lumpur')).toEqual(['kuala lumpur', 'lumpur']);
    expect(searchTokens('吉隆坡')).toEqual(['吉隆坡']);
    expect(searchTokens("pulau pinang (penang)")).toEqual(['pulau pinang (penang)', 'pinang (penang)', 'penang)']);
  });
});

describe('dataset names', () => {
  it("names every dataset of the import catalogue in the user's language", () => {
    const ids = catalogue().map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['sg-halal', 'sg-hawker-centres', 'sg-bus-stops', 'sg-hdb-blocks', 'wpp-2024', 'wdi-sp.urb.totl']));
    const en = reportTexts('en');
    for (const locale of ['th', 'ko'] as const) {
      const t = reportTexts(locale);
      for (const id of ids) {
        expect(t.datasetName(id, 'stored'), `${locale} ${id}`).not.toBe(en.datasetName(id, 'stored'));
        expect(t.datasetName(id, 'stored'), `${locale} ${id}`).toMatch(locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\uAC00-\uD7AF]/);
      }
    }
    for (const d of catalogue().filter((d) => d.id.startsWith('wdi-'))) expect(en.datasetName(d.id, 'stored')).toBe(d.name);
    expect(reportTexts('th').datasetName('sg-halal', 'stored')).toBe('ร้านอาหารที่ได้รับการรับรองฮาลาลจาก MUIS (ระบุพิกัดแล้ว)');
  });

  it('keeps the stored English name of a dataset the catalogue does not have', () => {
    expect(reportTexts('ko').datasetName('user-upload', 'My shops')).toBe('My shops');
  });
});
