import { BackgroundWork } from '../background.js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../credits/ledger.js';
import { INDUSTRY_GROUP_OF, industryOf, type Industry } from '../geo/industries.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { openImported } from '../testing/imported-databases.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { figuresOf } from '../testing/figures-of.js';
import type { AreaQuery, CategoryCount } from '../../contracts/area.js';
import { EXAMPLE } from './example.js';

/*
 * The area reports against the raw files, recounted here with plain readers (not the import modules): places by
 * category within 500 m of a fixed Singapore and a fixed Monaco point; and every figure of every area answer names a
 * dataset and its vintage (or is 'not available' without a value).
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const DATASETS = /^(places|nsi|sg-planning-areas|osm-monaco|osm-asia-2018|sg-(hawker-centres|shopping-malls|chas-clinics|vet-clinics|halal|bus-stops|rail|hdb-blocks|lta-train-volume)|wpp-2024|wdi-.*)$/;
/** Raffles Place MRT (the example) and Place du Casino, Monte-Carlo. */
const SG_POINT = { lat: EXAMPLE.lat, lon: EXAMPLE.lon };
const MC_POINT = { lat: 43.7396, lon: 7.4276 };
const target = testDatabaseTargets().find((t) => t.name === 'postgres') ?? testDatabaseTargets()[0]!;

const R = 6371008.8;
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
const read = (file: string) => fs.readFileSync(path.join(dataDir, file), 'utf8');
/** CSV with quoted fields. */
function csv(file: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = read(file);
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i += 1; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell); cell = ''; rows.push(row); row = [];
    } else cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}
const meanOf = (coords: unknown): { lat: number; lon: number } => {
  const flat: number[][] = [];
  const walk = (c: unknown): void => (Array.isArray(c) && typeof c[0] === 'number' ? void flat.push(c as number[]) : Array.isArray(c) ? c.forEach(walk) : undefined);
  walk(coords);
  return { lon: flat.reduce((s, p) => s + p[0]!, 0) / flat.length, lat: flat.reduce((s, p) => s + p[1]!, 0) / flat.length };
};

type RawPlace = { lat: number; lon: number; industry: Industry | null };
/** Singapore's sources as files: the 2018 map and the directories, each place with the industry its source implies. */
function singaporePlaces(): RawPlace[] {
  const osm = (JSON.parse(read('osm/asia-2018/singapore.geojson')) as { features: Array<{ properties: Record<string, string>; geometry: { coordinates: unknown } }> }).features
    .map((f) => ({ ...meanOf(f.geometry.coordinates), industry: industryOf(Object.fromEntries(Object.entries(f.properties).filter(([k]) => k !== 'id' && k !== 'type'))) }));
  const hawkers = (JSON.parse(read('sg/hawker-centres.geojson')) as { features: Array<{ geometry: { coordinates: [number, number] } }> }).features
    .map((f) => ({ lon: f.geometry.coordinates[0], lat: f.geometry.coordinates[1], industry: 'hawker_centre' as Industry }));
  const malls = csv('sg/shopping-malls.csv').map((r) => ({ lat: Number(r.lat), lon: Number(r.lon), industry: 'mall' as Industry }));
  const chas = csv('sg/chas-clinics-2021.csv').map((r) => ({ lat: Number(r.y), lon: Number(r.x), industry: (r.licence_type === 'MD' ? 'dentist' : 'clinic') as Industry }));
  const vets = csv('sg/vet-clinics-2026-01.csv').map((r) => ({ lat: Number(r.lat), lon: Number(r.lng), industry: 'veterinary' as Industry }));
  const seen = new Set<string>();
  const halal = (JSON.parse(read('sg/halal-establishments-geocoded-2025-10.json')) as Array<{ id: string; name: string; address: string; latitude: number; longitude: number }>)
    .filter((r) => !(r.latitude === 1.2899175 && r.longitude === 103.8519072)) // the file's failed-geocode placeholder (MANIFEST)
    .filter((r) => !seen.has(`${r.id}|${r.name}|${r.address}`) && seen.add(`${r.id}|${r.name}|${r.address}`))
    .map((r) => ({ lat: r.latitude, lon: r.longitude, industry: 'restaurant_halal' as Industry }));
  // The stops datasets list every bus stop, station and exit: the map's own stops and stations give way to them.
  const busStops = (JSON.parse(read('sg/bus-stops-2026-04.json')) as Array<{ Latitude: number; Longitude: number }>)
    .map((r) => ({ lat: r.Latitude, lon: r.Longitude, industry: 'bus_stop' as Industry }));
  const rail = (JSON.parse(read('sg/rail-2022-11.geojson')) as { features: Array<{ geometry: { type: string; coordinates: [number, number] }; properties: { stop_type?: string } }> }).features
    .filter((f) => f.geometry.type === 'Point' && (f.properties.stop_type === 'station' || f.properties.stop_type === 'entrance'))
    .map((f) => ({ lon: f.geometry.coordinates[0], lat: f.geometry.coordinates[1], industry: 'rail_station' as Industry }));
  const mapPlaces = osm.filter((p) => p.industry !== 'bus_stop' && p.industry !== 'rail_station');
  return [...mapPlaces, ...hawkers, ...malls, ...chas, ...vets, ...halal, ...busStops, ...rail];
}

/** Monaco's 2026 extract: tagged nodes, and ways at the mean of their nodes. */
function monacoPlaces(): RawPlace[] {
  const parse = createRequire(import.meta.url)('tiny-osmpbf') as (b: Uint8Array) => { elements: Array<{ type: string; id: number; lat?: number; lon?: number; nodes?: number[]; tags?: Record<string, string> }> };
  const { elements } = parse(fs.readFileSync(path.join(dataDir, 'osm/monaco-2026-07.osm.pbf')));
  const nodes = new Map(elements.filter((e) => e.type === 'node').map((e) => [e.id, e]));
  return elements.flatMap((e) => {
    if (!e.tags) return [];
    if (e.type === 'node') return [{ lat: e.lat!, lon: e.lon!, industry: industryOf(e.tags) }];
    const pts = e.type === 'way' ? (e.nodes ?? []).map((n) => nodes.get(n)).filter((n) => n !== undefined) : [];
    return pts.length ? [{ lat: pts.reduce((s, p) => s + p.lat!, 0) / pts.length, lon: pts.reduce((s, p) => s + p.lon!, 0) / pts.length, industry: industryOf(e.tags) }] : [];
  });
}

function byGroupWithin(places: RawPlace[], centre: { lat: number; lon: number }, radius: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of places) {
    const group = p.industry && INDUSTRY_GROUP_OF.get(p.industry);
    if (group && metres(centre, p) <= radius) out[group] = (out[group] ?? 0) + 1;
  }
  return out;
}

describe.skipIf(!haveData)(`area reports against the raw files (${target.name})`, () => {
  let t: TestApp;
  let token: string;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    answer(await t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }));
  const save = async (point: { lat: number; lon: number }, radius: 500 | 1000, industry: string | null) =>
    (await call('POST', '/area/queries', { ...point, radius, industry, placeName: null })).data as AreaQuery;

  beforeAll(async () => {
    const handle = await openImported(target, DATASETS);
    t = await startTestApp(target, {}, handle);
    const { seedExampleTask } = await import('./example.js');
    await seedExampleTask.run(t.ctx, t.app.log, new BackgroundWork());
    token = await userWithCredits('order:truth');
  }, 900_000);
  /** A new user with 50 credits (unlocks are rate-limited per user: 30 a minute). */
  async function userWithCredits(ref: string) {
    const own = await t.anonymousToken();
    const me = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(own) }));
    await grantCredits(t.ctx.db, me.data.userId, { amount: 50, kind: 'purchased', ref }, t.clock.now());
    return own;
  }
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  it.each([
    ['Singapore, Raffles Place', SG_POINT, singaporePlaces],
    ['Monaco, Place du Casino', MC_POINT, monacoPlaces],
  ] as const)('counts places by category within 500 m of %s as a brute-force count of the raw files', async (_name, point, places) => {
    const q = await save(point, 500, 'cafe');
    await call('POST', `/area/queries/${q.id}/surroundings/unlock`);
    const report = (await call('GET', `/area/queries/${q.id}/surroundings`)).data as { blocks: { categories: { data: { items: CategoryCount[]; total500: { value: number | null; datasets: unknown[] } } } } };
    const { items, total500 } = report.blocks.categories.data;
    const got = Object.fromEntries(items.filter((i) => i.within500 + i.superseded500 > 0).map((i) => [i.key, i.within500 + i.superseded500]));
    const expected = byGroupWithin(places(), point, 500);
    expect(Object.values(expected).reduce((s, n) => s + n, 0)).toBeGreaterThan(50);
    expect(got).toEqual(expected);
    // The block's total names the sources that were searched, with their own dates, and is the categories' sum.
    expect(total500.datasets.length).toBeGreaterThan(0);
    expect(total500.value).toBe(items.reduce((s, i) => s + i.within500, 0));
  });

  it('shows Monaco store openings and closings between its dated snapshots, and says elsewhere that there is not enough data', async () => {
    const mc = await save(MC_POINT, 1000, null);
    await call('POST', `/area/queries/${mc.id}/business-district/unlock`);
    const changes = ((await call('GET', `/area/queries/${mc.id}/business-district`)).data as any).blocks.changes.data;
    expect(changes.periods.map((p: { from: string; to: string }) => [p.from.slice(0, 4), p.to.slice(0, 4)])).toEqual([['2019', '2021'], ['2021', '2026']]);
    expect(changes.periods[0].opened.datasets[0].id).toBe('osm-monaco');
    const sg = await save(SG_POINT, 1000, null);
    await call('POST', `/area/queries/${sg.id}/business-district/unlock`);
    const sgChanges = ((await call('GET', `/area/queries/${sg.id}/business-district`)).data as any).blocks.changes.data;
    expect(sgChanges.periods).toEqual([]);
    expect(sgChanges.note).toMatch(/Insufficient data/);
  });

  it('gives every figure of every area answer a dataset and its vintage, or no value and the kind not available', async () => {
    const example = (await call('GET', '/area/example')).data as AreaQuery;
    expect(example).toMatchObject({ lat: EXAMPLE.lat, lon: EXAMPLE.lon, countryCode: 'SG', placeName: 'Raffles Place' });
    const queries = [example, await save(SG_POINT, 1000, 'restaurant_japanese'), await save(MC_POINT, 500, 'bank'), await save({ lat: 1.41, lon: 103.705 }, 500, null)];
    const reports = ['population', 'passenger-flow', 'consumption', 'business-district', 'surroundings'];
    let walked = 0;
    for (const q of queries) {
      for (const r of reports) await call('POST', `/area/queries/${q.id}/${r}/unlock`);
      for (const url of [`/area/queries/${q.id}`, ...reports.map((r) => `/area/queries/${q.id}/${r}`)]) {
        for (const lang of ['en', 'th']) {
          const res = await call('GET', `${url}?lang=${lang}`);
          expect(res.status, url).toBe(200);
          for (const [at, f] of figuresOf(res.data)) {
            walked += 1;
            if (f.kind === 'not available') expect(f.value, `${url} ${at}`).toBeNull();
            else {
              expect((f.datasets as unknown[]).length, `${url} ${at} datasets`).toBeGreaterThan(0);
              expect(f.vintage, `${url} ${at} vintage`).not.toBe('');
            }
          }
        }
      }
    }
    expect(walked).toBeGreaterThan(200);
  });

  it('one measure, one value: every report of a query, and the brand report beside its own lists, agree on each measure', async () => {
    token = await userWithCredits('order:one-value');
    const example = (await call('GET', '/area/example')).data as AreaQuery;
    const tampines = { lat: 1.3530, lon: 103.9452 };
    const queries = [example, await save(tampines, 1000, 'cafe'), await save(MC_POINT, 500, 'bank')];
    const seen = new Map<string, Array<[string, unknown]>>();
    const note = (measure: string, where: string, value: unknown) => seen.set(measure, [...(seen.get(measure) ?? []), [where, value]]);
    for (const q of queries) {
      const reports = ['business-district', 'surroundings', 'population', 'passenger-flow', 'consumption'];
      for (const r of reports) expect((await call('POST', `/area/queries/${q.id}/${r}/unlock`)).status).toBe(200);
      const get = async (report: string) => {
        if (!report) return (await call('GET', `/area/queries/${q.id}`)).data as any;
        return (await call('GET', `/area/queries/${q.id}/${report}`)).data as any;
      };
      const [head, district, surroundings, population, flow, consumption] = await Promise.all(['', ...reports].map(get));
      const headline = (key: string) => head.headlines.find((h: { key: string }) => h.key === key).figure.value;
      const m = (name: string) => `${q.placeName ?? `${q.lat},${q.lon}`} ${q.radius} m: ${name}`;
      for (const [key, value] of [
        ['stores', district.blocks.overview.data.stores.value], ['businessTypes', district.blocks.overview.data.businessTypes.value],
        ['chainRatio', district.blocks.overview.data.chainRatio.value], ['competition', district.blocks.levels.data.competition.figure.value],
        ['residents', population.blocks.residents.data.residents.value], ['workers', population.blocks.residents.data.workers.value],
        ['passengerFlow', flow.blocks.summary.data.totalVisitors.value], ['consumptionIndex', consumption.blocks.index.data.index.value],
      ] as const) {
        note(m(key), 'data query', headline(key));
        note(m(key), 'detailed report', value);
      }
      note(m('competitors'), 'business district', district.blocks.industryStores.data.count.value);
      note(m('competitors'), 'surrounding analysis', surroundings.blocks.competitors.data.count.value);
      // The category table's transport row counts at least every stop and station the transport block lists.
      const transport = surroundings.blocks.transport.data;
      const row = surroundings.blocks.categories.data.items.find((i: CategoryCount) => i.key === 'transport');
      const listed = transport.busStops.length + transport.rail.length;
      note(m('transport stops counted'), 'transport block', listed);
      note(m('transport stops counted'), 'category table', Math.min(listed, q.radius === 500 ? row.within500 : row.within1000));
    }
    // McDonald's in Singapore: the stores the report counts, its by-country row, its current store list and the picker's count.
    const brand = ((await call('GET', '/geo/brands?q=mcdonald&countryIso2=SG')).data as any).items[0];
    const report = (await call('GET', `/geo/brands/${brand.id}/report?countryIso2=SG`)).data as any;
    const picker = ((await call('GET', `/geo/brands/${brand.id}/countries`)).data as any).items.find((c: { iso2: string }) => c.iso2 === 'SG');
    note('McDonald\'s SG stores', 'footprint', report.footprint.mapStores.value);
    note('McDonald\'s SG stores', 'by country', report.footprint.byCountry.find((c: { iso2: string }) => c.iso2 === 'SG').stores.value);
    note('McDonald\'s SG stores', 'current rows of the store list', report.stores.filter((s: { status: string }) => s.status === 'current').length);
    note('McDonald\'s SG stores', 'brand picker', picker.mapStoreCount);

    const twoValues = [...seen].filter(([, values]) => new Set(values.map(([, v]) => JSON.stringify(v))).size > 1);
    expect(twoValues).toEqual([]);
    expect(seen.size).toBeGreaterThan(30);
  });

  it('answers the example with every block free, even to a user who unlocked nothing', async () => {
    const other = await t.anonymousToken();
    const example = (await call('GET', '/area/example')).data as AreaQuery;
    const res = answer(await t.app.inject({ method: 'GET', url: `/v1/area/queries/${example.id}/business-district`, headers: bearer(other) }));
    expect(res.data).toMatchObject({ unlocked: true });
    expect(Object.values((res.data as any).blocks).every((b: any) => !b.locked && b.data !== null)).toBe(true);
    expect((res.data as any).blocks.overview.data.stores.value).toBeGreaterThan(100);
    expect((res.data as any).blocks.overview.data.averageRating).toMatchObject({ value: null, kind: 'not available' });
  });

  it('finds cities, countries and brands by the names the data knows in the reader\'s language (Thai and Korean)', async () => {
    const get = async (url: string) => ((await call('GET', url)).data as { items: Array<Record<string, unknown>> }).items;
    expect((await get(`/geo/cities?q=${encodeURIComponent('สิงคโปร์')}&lang=th`))[0]).toMatchObject({ name: 'สิงคโปร์', countryIso2: 'SG' });
    expect((await get('/geo/countries?lang=th')).find((c) => c.iso2 === 'SG')).toMatchObject({ name: 'สิงคโปร์' });
    for (const [name, english] of [['แมคโดนัลด์', "McDonald's"], ['สตาร์บัคส์', 'Starbucks'], ['맥도날드', "McDonald's"]] as const) {
      const names = (await get(`/geo/brands?q=${encodeURIComponent(name)}`)).map((b) => b.name);
      expect(names.some((n) => String(n).includes(english) || n === name), `${name}: ${names.join(', ')}`).toBe(true);
    }
  });

  it('finds planning areas, named places and cities, and lists the industries in the request language', async () => {
    const places = (await call('GET', '/area/places?q=orchard')).data as { items: Array<{ kind: string; name: string; countryCode: string }> };
    expect(places.items[0]).toMatchObject({ kind: 'planning area', name: 'Orchard', countryCode: 'SG' });
    const industries = answer(await t.app.inject({ method: 'GET', url: '/v1/area/industries?lang=ja' })).data as { items: Array<{ key: string; name: string }> };
    expect(industries.items.find((i) => i.key === 'cafe')?.name).toBe('カフェ');
  });
});
