import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { importAll } from './import/run.js';
import { parseCsv } from './import/csv.js';
import { readPbfSnapshot } from './import/osm-monaco.js';
import { haversineM } from './geo-math.js';
import { poisWithin } from './radius.js';

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
if (!haveData) console.warn(`[geo] full-import test skipped: no MANIFEST.md in ${dataDir} (set LOKASI_DATA_DIR to the shared data folder).`);

const IMPORT_BUDGET_MS = 120_000;
/** Place du Casino, Monte-Carlo. */
const MONACO_POINT = { lat: 43.7396, lon: 7.4276 };

const target = testDatabaseTargets().find((t) => t.name === 'pglite')!;

describe.skipIf(!haveData)('full import of the shared data on PGlite, and the API on it', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let importMs = 0;
  const get = async (url: string, lang = 'en') => {
    const res = await app.inject({ method: 'GET', url, headers: { 'app-language': lang } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  };

  beforeAll(async () => {
    handle = await target.open();
    const started = performance.now();
    const reports = await importAll(handle.db, dataDir);
    importMs = performance.now() - started;
    console.log(`[geo] full import: ${(importMs / 1000).toFixed(1)} s, ${reports.reduce((s, r) => s + r.rows, 0)} rows`);
    for (const r of reports) console.log(`[geo]   ${r.id}: ${r.rows} rows, ${(r.ms / 1000).toFixed(1)} s`);
    app = await buildApp({ config: loadConfig({}), db: handle.db, dbKind: handle.kind, now: () => new Date('2026-11-21T00:00:00Z') }, undefined, { serveWeb: false });
  }, 400_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('imports everything within the time budget, and a second run finds nothing to do', async () => {
    expect(importMs).toBeLessThan(IMPORT_BUDGET_MS);
    const again = await importAll(handle.db, dataDir);
    expect(again.filter((r) => r.status !== 'unchanged')).toEqual([]);
  }, 120_000);

  it("reports Singapore's latest GDP exactly as the WDI file has it, with dataset and vintage", async () => {
    const csv = parseCsv(fs.readFileSync(path.join(dataDir, 'world/wdi/ny.gdp.mktp.cd.csv'), 'utf8'), 'gdp');
    const latest = csv.filter((r) => r.get('Country Code') === 'SGP' && r.get('Value') !== '').sort((a, b) => Number(b.get('Year')) - Number(a.get('Year')))[0]!;
    const search = await get(`/v1/geo/cities?q=${encodeURIComponent('新加坡')}`, 'zh');
    const sg = search.body.data.items[0];
    expect(sg).toMatchObject({ name: '新加坡', nameEn: 'Singapore', countryIso2: 'SG', isCountry: true });
    const report = await get(`/v1/geo/cities/${sg.id}/report`);
    expect(report.status).toBe(200);
    const gdp = report.body.data.economy.gdpTotal.usd;
    expect(gdp).toMatchObject({ value: Number(latest.get('Value')), unit: 'USD', kind: 'public statistic', vintage: latest.get('Year') });
    expect(gdp.datasets[0]).toMatchObject({ id: 'wdi-ny.gdp.mktp.cd', licence: 'CC BY 4.0 (World Bank)', vintage: '1960–2025, mirror of 2026-07' });
    expect(report.body.data.economy.gdpTotal.local.unit).toBe('SGD');
  });

  it('ranks a search as the picker promises, checked against every city: name starts first, then city-states, then population', async () => {
    const cities = await handle.db.selectFrom('geo_cities').select(['id', 'country_id', 'search', 'population', 'is_country']).execute();
    const wordStarts = (name: string) => [name, ...[...name.matchAll(/[\s\-'’(.,\/]+/g)].map((m) => name.slice(m.index + m[0].length))];
    const malaysia = (await get('/v1/geo/cities?q=kuala%20lumpur')).body.data.items[0].countryId as number;
    for (const [q, countryId] of [['sa', undefined], ['san', undefined], ['kual', undefined], ['k', malaysia], ['吉', undefined]] as const) {
      const names = (c: (typeof cities)[number]) => c.search.split('|');
      const expected = cities
        .filter((c) => (countryId === undefined || c.country_id === countryId) && names(c).some((n) => wordStarts(n).some((w) => w.startsWith(q))))
        .map((c) => ({ id: c.id, starts: names(c).some((n) => n.startsWith(q)), isCountry: c.is_country, population: c.population === null ? -1 : Number(c.population) }))
        .sort((a, b) => Number(b.starts) - Number(a.starts) || Number(b.isCountry) - Number(a.isCountry) || b.population - a.population || a.id - b.id)
        .slice(0, 100)
        .map((c) => c.id);
      const url = `/v1/geo/cities?q=${encodeURIComponent(q)}&limit=100${countryId === undefined ? '' : `&countryId=${countryId}`}`;
      const got = (await get(url)).body.data.items.map((c: { id: number }) => c.id);
      expect(got, `search "${q}"`).toEqual(expected);
    }
  });

  it("gives a place inside a country no GDP of its own, and DOSM's figures where DOSM publishes them", async () => {
    const kl = (await get('/v1/geo/cities?q=kuala%20lumpur')).body.data.items[0];
    const report = (await get(`/v1/geo/cities/${kl.id}/report`)).body.data;
    expect(report.economy.gdpTotal.usd).toMatchObject({ value: null, kind: 'not available' });
    expect(report.local.map((a: { id: string }) => a.id)).toContain('my-district:Kuala Lumpur/Kuala Lumpur');
    expect(report.consumption.disposableIncome.usd).toMatchObject({ value: null, kind: 'not available' });
  });

  it('counts POIs within 500 m of a Monaco point exactly as a brute-force haversine count over the extract', async () => {
    const file = 'osm/monaco-2026-07.osm.pbf';
    const snapshot = readPbfSnapshot(file, fs.readFileSync(path.join(dataDir, file)), '');
    const brute = [...snapshot.pois.values()].filter((p) => haversineM(MONACO_POINT.lat, MONACO_POINT.lon, p.lat, p.lon) <= 500).length;
    const viaH3 = await poisWithin(handle.db, MONACO_POINT, 500, { datasetIds: ['osm-monaco'], lastSeen: snapshot.date });
    expect(brute).toBeGreaterThan(50);
    expect(viaH3.length).toBe(brute);
  });

  it('builds a brand report from the Monaco snapshots, labelled as map data', async () => {
    const brands = (await get('/v1/geo/brands?q=bnp%20paribas&countryIso2=MC')).body.data.items;
    const brand = brands.find((b: { mapStoreCount: number }) => b.mapStoreCount > 0);
    expect(brand).toBeDefined();
    const countries = (await get(`/v1/geo/brands/${brand.id}/countries`)).body.data.items;
    expect(countries.map((c: { iso2: string }) => c.iso2)).toContain('MC');
    const report = (await get(`/v1/geo/brands/${brand.id}/report?countryIso2=MC`)).body.data;
    expect(report.footprint.mapStores).toMatchObject({ value: brand.mapStoreCount, note: "Stores in Lokasi's map data" });
    expect(report.stores.length).toBeGreaterThanOrEqual(brand.mapStoreCount);
    expect(report.dynamics.snapshots.map((s: { date: string }) => s.date)).toEqual(['2019-09-30', '2021-12-03', '2026-07-10']);
    for (const key of ['newStores', 'closedStores', 'netIncrease', 'annualClosureRate', 'averageOpeningPeriod', 'lifespan', 'newStoreSurvival']) {
      const f = report.dynamics[key];
      expect(f.value === null ? f.note : f.note).toMatch(f.value === null ? /^Insufficient data: / : /Map changes/);
    }
  });

  it('answers picker failures per the contract', async () => {
    expect((await get('/v1/geo/cities')).body).toMatchObject({ code: 40000, data: { fields: [{ field: 'querystring.countryId', rule: 'required' }] } });
    expect((await get('/v1/geo/brands?q=')).status).toBe(400);
    expect((await get('/v1/geo/cities/99999999/report')).body.code).toBe(40400);
    expect((await get('/v1/geo/brands/no-such-brand/report')).status).toBe(404);
    const states = (await get('/v1/geo/countries/132/states')).body.data.items;
    expect(states.length).toBeGreaterThan(10);
  });
});
