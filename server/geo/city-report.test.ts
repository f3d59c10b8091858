import { describe, expect, it } from 'vitest';
import { buildCityReport, type CityReportInput } from './city-report.js';
import type { CityItem } from './contract.js';
import { searchTokens } from './import/places.js';
import { reportTexts } from './report-texts.js';

const ref = (id: string) => ({ id, name: id, source: 'test', licence: 'CC BY 4.0', vintage: '2025' });
const years = (from: number, values: number[]) => values.map((value, i) => ({ year: from + i, value }));
const city = (over: Partial<CityItem>): CityItem => ({
  id: 1, name: 'X', nameIsFallback: false, nameEn: 'X', stateId: null, stateName: null, countryId: 1, countryIso2: 'XX',
  countryName: 'Xland', lat: 0, lon: 0, population: 1_000_000, isCountry: false, ...over,
});
const input = (c: CityItem): CityReportInput => ({
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
  datasets: { gdp: ref('wdi-gdp'), gdpGrowth: ref('wdi-growth'), gdpPerCapita: ref('wdi-pc'), gdpPerCapitaPpp: ref('wdi-ppp'), population: ref('wdi-pop'), populationGrowth: ref('wdi-popgrow'), density: ref('wdi-dens'), places: ref('places') },
  exchangeRates: { points: years(2021, [2, 2, 2, 2, 4]), dataset: ref('wdi-fcrf'), economy: 'ZZZ' },
  gdpRank: { rank: 7, of: 190, year: 2025 },
  now: new Date('2026-11-21T00:00:00Z'),
  texts: reportTexts('en'),
});

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

  it("writes rules, model names, explanations, input labels and units in the request's language", () => {
    for (const locale of ['th', 'ko'] as const) {
      const r = buildCityReport({ ...input(city({})), texts: reportTexts(locale) });
      const english = buildCityReport(input(city({})));
      const texts = (report: typeof r) => [
        report.economy.gdpTrendClass.rule, report.consumption.rating.rule, report.investmentOpportunity.rule,
        ...[report.economy.gdpTotal.usd, report.economy.gdpTotal.local!, report.economy.gdpGrowth, report.population.growth].flatMap((f) => [
          f.model!.name, f.model!.doc, ...f.model!.inputs.flatMap((i) => [i.label, i.unit ?? '']),
        ]),
      ];
      const translated = texts(r);
      const original = texts(english);
      translated.forEach((text, i) => {
        if (/[a-z]{3,}/.test(original[i]!)) expect(text, `${locale}: ${original[i]}`).not.toBe(original[i]);
      });
      expect(translated.join(' ')).toMatch(locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\uAC00-\uD7AF]/);
    }
  });

  it("gives a city-state the national statistics as public statistics, with the local currency beside USD", () => {
    const r = buildCityReport(input(city({ isCountry: true })));
    expect(r.economy.gdpTotal.usd).toMatchObject({ value: 140e9, kind: 'public statistic', vintage: '2025', datasets: [ref('wdi-gdp')] });
    expect(r.economy.gdpTotal.local).toMatchObject({ value: 560e9, unit: 'XXD' });
    expect(r.economy.gdpRanking).toMatchObject({ value: 7, unit: 'rank', vintage: '2025' });
    expect(r.population.total.value).toBe(11e6);
    expect(r.population.density.value).toBe(104);
    expect(r.economy.gdpTrend.points).toHaveLength(5);
    expect(r.economy.gdpTrendClass.value).toBe('stable');
    expect(r.population.trendClass.value).toBe('stable');
    expect(r.consumption.rating.value).toBe('high');
    expect(r.investmentOpportunity).toMatchObject({ value: 'excellent' }); // stable 2 + stable 2 + high 3 = 7
  });
  it('estimates another city from national per-capita figures and its population, saying so', () => {
    const r = buildCityReport(input(city({ population: 2_200_000 })));
    expect(r.economy.gdpTotal.usd).toMatchObject({ value: 11000 * 2_200_000, kind: 'model estimate' });
    expect(r.economy.gdpTotal.usd.model?.inputs.map((i) => i.value)).toEqual([11000, 2_200_000]);
    expect(r.economy.gdpTotal.usd.datasets.map((d) => d.id)).toEqual(['wdi-pc', 'places']);
    expect(r.population.total).toMatchObject({ value: 2_200_000, kind: 'public statistic' });
    expect(r.population.density).toMatchObject({ value: null, note: 'No Data Available' });
    expect(r.economy.gdpTrend.kind).toBe('model estimate');
    expect(r.economy.gdpTrend.points.at(-1)!.value).toBeCloseTo(140e9 * 0.2, 0);
  });
  it('says No Data Available where a source is missing, never a made-up value', () => {
    const i = input(city({ isCountry: true }));
    i.series = {};
    i.exchangeRates = null;
    i.gdpRank = null;
    const r = buildCityReport(i);
    expect(r.economy.gdpTotal).toEqual({ usd: { value: null, unit: 'USD', kind: 'public statistic', datasets: [], vintage: '', note: 'No Data Available' }, local: null });
    expect(r.economy.gdpTrendClass.value).toBe('no data');
    expect(r.consumption.rating.value).toBeNull();
    expect(r.investmentOpportunity.value).toBeNull();
    expect(r.consumption.retailSales.usd.value).toBeNull();
  });
});

describe('city search tokens', () => {
  it('indexes every word start of a name', () => {
    expect(searchTokens('kuala lumpur')).toEqual(['kuala lumpur', 'lumpur']);
    expect(searchTokens('吉隆坡')).toEqual(['吉隆坡']);
    expect(searchTokens("pulau pinang (penang)")).toEqual(['pulau pinang (penang)', 'pinang (penang)', 'penang)']);
  });
});
