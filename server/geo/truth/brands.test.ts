/**
 * Truth suite for brand figures: recounts stores from the raw files in LOKASI_DATA_DIR with plain readers written here
 * (no import module is used), then asks the API the same questions. Brand rules here are deliberately simple and
 * explicit (a Wikidata id or a name pattern, and the kinds a store of that brand has), so a difference points at the
 * matcher, the merge of sources or the snapshot history.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import { openImported } from '../../testing/imported-databases.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const file = (f: string) => path.join(dataDir, f);
const readJson = <T>(f: string) => JSON.parse(fs.readFileSync(file(f), 'utf8')) as T;
const parsePbf = createRequire(import.meta.url)('tiny-osmpbf') as (b: Uint8Array) => {
  bounds: { minlat: number; maxlat: number; minlon: number; maxlon: number };
  elements: Array<{ type: string; id: number; lat?: number; lon?: number; nodes?: number[]; tags?: Record<string, string> }>;
};

// ---------- plain readers ----------

type Tags = Record<string, string>;
interface Point { key: string; lat: number; lon: number; tags: Tags }

const R = 6_371_008.8;
const metres = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
};

const MONACO = ['osm/monaco-2019.osm.pbf', 'osm/monaco-2021.osm.pbf', 'osm/monaco-2026-07.osm.pbf'];
/** Each Monaco snapshot's tagged nodes and ways (way = mean of its nodes), limited to the box all three cover. */
function monacoSnapshots(): Point[][] {
  const parsed = MONACO.map((f) => parsePbf(fs.readFileSync(file(f))));
  const box = {
    minlat: Math.max(...parsed.map((p) => p.bounds.minlat)), maxlat: Math.min(...parsed.map((p) => p.bounds.maxlat)),
    minlon: Math.max(...parsed.map((p) => p.bounds.minlon)), maxlon: Math.min(...parsed.map((p) => p.bounds.maxlon)),
  };
  return parsed.map((d) => {
    const nodes = new Map(d.elements.filter((e) => e.type === 'node').map((e) => [e.id, e]));
    return d.elements.flatMap((e) => {
      if (!e.tags) return [];
      let lat = e.lat, lon = e.lon;
      if (e.type === 'way') {
        const pts = (e.nodes ?? []).map((n) => nodes.get(n)).filter((n) => n !== undefined);
        if (!pts.length) return [];
        lat = pts.reduce((s, p) => s + p.lat!, 0) / pts.length;
        lon = pts.reduce((s, p) => s + p.lon!, 0) / pts.length;
      }
      if (lat === undefined || lon === undefined || lat < box.minlat || lat > box.maxlat || lon < box.minlon || lon > box.maxlon) return [];
      return [{ key: `${e.type}/${e.id}`, lat, lon, tags: e.tags }];
    });
  });
}

function asia2018(city: string): Point[] {
  const fc = readJson<{ features: Array<{ id?: string; properties: Tags; geometry: { type: string; coordinates: unknown } }> }>(`osm/asia-2018/${city}.geojson`);
  return fc.features.flatMap((f) => {
    const flat = [f.geometry.coordinates].flat(4) as number[];
    if (flat.length < 2) return [];
    const xs = flat.filter((_, i) => i % 2 === 0), ys = flat.filter((_, i) => i % 2 === 1);
    return [{ key: f.id ?? f.properties.id!, lon: xs.reduce((a, b) => a + b, 0) / xs.length, lat: ys.reduce((a, b) => a + b, 0) / ys.length, tags: f.properties }];
  });
}

/** Singapore proper: inside one of URA's planning areas (the 2018 export's box also covers Johor Bahru and Batam). */
function inSingapore(): (p: { lat: number; lon: number }) => boolean {
  const fc = readJson<{ features: Array<{ geometry: { type: string; coordinates: number[][][] | number[][][][] } }> }>('sg/planning-areas-2019.geojson');
  const polys = fc.features.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates as number[][][]] : (f.geometry.coordinates as number[][][][])));
  const inRing = (x: number, y: number, ring: number[][]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!, [xj, yj] = ring[j]!;
      if ((yi! > y) !== (yj! > y) && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
    }
    return inside;
  };
  return (p) => polys.some((rings) => inRing(p.lon, p.lat, rings[0]!) && !rings.slice(1).some((h) => inRing(p.lon, p.lat, h)));
}

function halal(namePattern: RegExp): Point[] {
  const rows = readJson<Array<{ name: string; address: string; latitude: number; longitude: number }>>('sg/halal-establishments-geocoded-2025-10.json');
  const seen = new Set<string>();
  return rows
    .filter((r) => namePattern.test(r.name) && !(r.latitude === 1.2899175 && r.longitude === 103.8519072))
    .filter((r) => !seen.has(`${r.name}|${r.address}`) && seen.add(`${r.name}|${r.address}`))
    .map((r) => ({ key: r.address, lat: r.latitude, lon: r.longitude, tags: { name: r.name } }));
}

/** Older records paired one-to-one with newer ones, nearest pair first, within the given distance. */
function pairsWithin(older: Point[], newer: Point[], maxM: number): number {
  const pairs = older.flatMap((o) => newer.map((n) => ({ o: o.key, n: n.key, d: metres(o, n) }))).filter((p) => p.d <= maxM).sort((a, b) => a.d - b.d);
  const usedO = new Set<string>(), usedN = new Set<string>();
  for (const p of pairs) if (!usedO.has(p.o) && !usedN.has(p.n)) (usedO.add(p.o), usedN.add(p.n));
  return usedO.size;
}

// ---------- brand rules ----------

const isKind = (t: Tags, kinds: string[]) => kinds.some((k) => { const [key, v] = k.split('/'); return t[key!] === v; });
const brandRule = (qid: string, kinds: string[], name?: RegExp) => (p: Point) =>
  isKind(p.tags, kinds) && (p.tags['brand:wikidata'] === qid || (!p.tags['brand:wikidata'] && !!name && name.test(p.tags.name ?? '')));

const mcdonalds = brandRule('Q38076', ['amenity/fast_food', 'amenity/restaurant'], /^mc ?donald'?s?\b/i);
// NSI files Starbucks Reserve as a brand of its own (Q71150001).
const starbucksName = /^(starbuck'?s(?! reserve)|star bucks|星巴克)/i;
const starbucks = (p: Point) =>
  brandRule('Q37158', ['amenity/cafe', 'amenity/restaurant', 'amenity/fast_food', 'shop/coffee'], starbucksName)(p) ||
  (!p.tags['brand:wikidata'] && isKind(p.tags, ['amenity/cafe', 'amenity/restaurant', 'amenity/fast_food', 'shop/coffee']) && starbucksName.test(p.tags['name:en'] ?? ''));
const carrefourCity = brandRule('Q2940187', ['shop/supermarket', 'shop/convenience'], /^carrefour city$/i);
const uobBranch = (p: Point) => p.tags.amenity === 'bank' && /^uob\b/i.test(p.tags.name ?? '');

const dataPresent = fs.existsSync(file('MANIFEST.md'));

describe.runIf(dataPresent)('brand figures recounted from the raw files', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return (res.json() as { data: any }).data;
  };
  const brandId = async (q: string, wikidata: string) => {
    const items = (await get(`/v1/geo/brands?q=${encodeURIComponent(q)}&limit=50`)).items as Array<{ id: string; wikidata: string }>;
    const hit = items.find((b) => b.wikidata === wikidata);
    expect(hit, `brand search "${q}" offers ${wikidata}`).toBeDefined();
    return hit!.id;
  };
  const report = async (q: string, wikidata: string, scope: string) => get(`/v1/geo/brands/${await brandId(q, wikidata)}/report?${scope}`);
  /** A brand with no current store is not offered by the picker; its history is still reported under its NSI item id. */
  const nsiItemId = (wikidata: string) => {
    const nsi = JSON.parse(fs.readFileSync(path.resolve('node_modules/name-suggestion-index/dist/json/nsi.json'), 'utf8')) as { nsi: Record<string, { items: Array<{ id: string; tags: Tags }> }> };
    return Object.values(nsi.nsi).flatMap((g) => g.items).find((i) => i.tags['brand:wikidata'] === wikidata)!.id;
  };

  beforeAll(async () => {
    handle = await openImported(testDatabaseTargets()[0]!, /^(places|nsi|osm-monaco|osm-asia-2018|osm-hanoi-2024|sg-halal)$/);
    app = await buildApp({ config: loadConfig({}), db: handle.db, dbKind: handle.kind, now: () => new Date('2026-11-23T00:00:00Z') }, undefined, { serveWeb: false });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const snapshots = dataPresent ? monacoSnapshots() : [];
  const latest = (rule: (p: Point) => boolean) => snapshots[snapshots.length - 1]!.filter(rule).length;

  it("counts McDonald's and Starbucks in Monaco as the 2026 snapshot tags them (not as a playground or a Serbian item)", async () => {
    for (const [q, qid, rule] of [['mcdonalds', 'Q38076', mcdonalds], ['starbucks', 'Q37158', starbucks]] as const) {
      const r = await report(q, qid, 'countryIso2=MC');
      expect(latest(rule)).toBeGreaterThan(0);
      expect(r.footprint.mapStores.value, `${q} Monaco`).toBe(latest(rule));
      expect(r.footprint.matchMethods).toEqual([{ method: 'brand:wikidata', stores: latest(rule) }]);
    }
  });

  it('takes new and closed stores per snapshot pair from each snapshot\'s own tags (Carrefour City, McDonald\'s)', async () => {
    for (const [qid, rule] of [['Q2940187', carrefourCity], ['Q38076', mcdonalds]] as const) {
      const keys = snapshots.map((s) => new Set(s.filter(rule).map((p) => p.key)));
      const expected = keys.slice(1).map((to, i) => ({
        newStores: [...to].filter((k) => !keys[i]!.has(k)).length,
        closedStores: [...keys[i]!].filter((k) => !to.has(k)).length,
      }));
      const r = await get(`/v1/geo/brands/${nsiItemId(qid)}/report?countryIso2=MC`);
      expect(r.dynamics.changes.map((c: { newStores: number; closedStores: number }) => ({ newStores: c.newStores, closedStores: c.closedStores })), qid).toEqual(expected);
      expect(r.footprint.mapStores.value).toBe(keys[2]!.size);
    }
    // The object that is Carrefour City in 2019 and 2021 is plain Carrefour in 2026: closed for one brand, new for the other.
    expect(snapshots.map((s) => s.filter(carrefourCity).length)).toEqual([1, 1, 0]);
  });

  it('finds name-only Starbucks of the 2018 extracts in Shanghai and Kuala Lumpur, in either script', async () => {
    for (const [city, iso2] of [['shanghai', 'CN'], ['kuala_lumpur', 'MY']] as const) {
      const expected = asia2018(city).filter(starbucks).length;
      const r = await report('starbucks', 'Q37158', `countryIso2=${iso2}`);
      expect(r.footprint.mapStores.value, city).toBe(expected);
      expect(r.footprint.sources.map((s: { dataset: { id: string }; date: string }) => [s.dataset.id, s.date])).toEqual([['osm-asia-2018', '2018-04']]);
    }
  });

  it('counts UOB branches in Singapore without its 565 cash machines', async () => {
    const sg = inSingapore();
    const map2018 = asia2018('singapore').filter(sg);
    expect(map2018.filter((p) => p.tags.amenity === 'atm' && /^uob\b/i.test(p.tags.name ?? '')).length).toBeGreaterThan(500);
    const r = await report('uob', 'Q2064074', 'countryIso2=SG');
    expect(r.footprint.mapStores.value).toBe(map2018.filter(uobBranch).length);
  });

  it("counts McDonald's Singapore once: the 2025 halal directory is current, the 2018 map's records of the same restaurants are merged", async () => {
    const sg = inSingapore();
    const map2018 = asia2018('singapore').filter((p) => mcdonalds(p) && sg(p));
    const directory = halal(/^mcdonald's/i);
    const r = await report('mcdonalds', 'Q38076', 'countryIso2=SG');
    expect(r.footprint.mapStores.value).toBe(directory.length);
    const bySource = Object.fromEntries(r.footprint.sources.map((s: { dataset: { id: string } }) => [s.dataset.id, s]));
    expect(bySource['sg-halal']).toMatchObject({ date: '2025-10', found: directory.length, current: directory.length });
    expect(bySource['osm-asia-2018']).toMatchObject({ date: '2018-04', found: map2018.length, current: 0, duplicates: pairsWithin(map2018, directory, r.footprint.mergeDistanceM) });
    expect(bySource['osm-asia-2018'].duplicates + bySource['osm-asia-2018'].notInLatestSource).toBe(map2018.length);
  });

  it("counts McDonald's in Vietnam from the 2024 Old Quarter export inside its box and from 2018 elsewhere", async () => {
    const box = (p: Point) => p.lat >= 21.0198 && p.lat <= 21.0372 && p.lon >= 105.8447 && p.lon <= 105.8616;
    const old = ['hanoi', 'ho_chi_minh_city', 'da_nang'].flatMap((c) => asia2018(c).filter(mcdonalds));
    const hanoi2024 = readJson<{ elements: Array<{ type: string; id: number; lat?: number; lon?: number; center?: { lat: number; lon: number }; tags?: Tags }> }>('osm/hanoi-hoankiem-food-2024-09.json')
      .elements.filter((e) => e.tags).map((e) => ({ key: `${e.type}/${e.id}`, lat: e.lat ?? e.center!.lat, lon: e.lon ?? e.center!.lon, tags: e.tags! }))
      .filter(mcdonalds);
    const r = await report('mcdonalds', 'Q38076', 'countryIso2=VN');
    expect(hanoi2024.length).toBeGreaterThan(0);
    expect(r.footprint.mapStores.value).toBe(hanoi2024.length + old.filter((p) => !box(p)).length);
  });

  it("offers only brands with stores, and finds McDonald's when typed without the apostrophe", async () => {
    const items = (await get('/v1/geo/brands?q=mcdonalds&limit=50')).items as Array<{ name: string; mapStoreCount: number; wikidata: string }>;
    expect(items.find((b) => b.wikidata === 'Q38076')).toBeDefined();
    expect(items.every((b) => b.mapStoreCount > 0)).toBe(true);
    expect(new Set(items.map((b) => b.wikidata)).size).toBe(items.length);
  });
  it('names its datasets and the brand\'s industry in the reader\'s language (Thai, Korean)', async () => {
    const id = await brandId('starbucks', 'Q37158');
    const english = await get(`/v1/geo/brands/${id}/report?countryIso2=MC`);
    expect(english.industryName).toBe('Café');
    for (const [lang, script] of [['th', /[\u0E00-\u0E7F]/], ['ko', /[\uAC00-\uD7AF]/]] as const) {
      const res = await app.inject({ method: 'GET', url: `/v1/geo/brands/${id}/report?countryIso2=MC`, headers: { 'app-language': lang } });
      const r = (res.json() as { data: any }).data;
      expect(r.industryName, lang).toMatch(script);
      for (const d of r.datasets as Array<{ id: string; name: string }>) expect(d.name, `${lang} ${d.id}`).toMatch(script);
    }
  });
});
