import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, startTestApp, type TestApp } from '../testing/harness.js';
import { openImported } from '../testing/imported-databases.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { EntryMap } from '../../contracts/area.js';

/*
 * The data query's map without tiles: what it draws around a point is recounted from the raw files with plain readers
 * (the rail stations in the box, the planning areas whose boundary reaches into it).
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const target = testDatabaseTargets().find((t) => t.name === 'postgres') ?? testDatabaseTargets()[0]!;
/** About 2 km around Raffles Place MRT. */
const BOX = { south: 1.275, west: 103.842, north: 1.293, east: 103.861 };

type Feature = { geometry: { type: string; coordinates: unknown }; properties: Record<string, string | undefined> };
const features = (file: string) => (JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as { features: Feature[] }).features;
const inBox = ([lon, lat]: number[]) => lon! >= BOX.west && lon! <= BOX.east && lat! >= BOX.south && lat! <= BOX.north;

describe.skipIf(!haveData)(`the data query's map (${target.name})`, () => {
  let t: TestApp;
  const get = async (query: Record<string, number>) =>
    answer<EntryMap>(await t.app.inject({ method: 'GET', url: `/v1/area/entry-map?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` }));

  beforeAll(async () => {
    const handle = await openImported(target, /^(sg-planning-areas|sg-rail)$/);
    t = await startTestApp(target, {}, handle);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  it('names the rail stations in the box and outlines every planning area with a boundary point in it, without signing in', async () => {
    const stations = features('sg/rail-2022-11.geojson')
      .filter((f) => f.properties.stop_type === 'station' && f.geometry.type === 'Point' && inBox(f.geometry.coordinates as number[]))
      .map((f) => f.properties.name);
    const areasWithAPointIn = features('sg/planning-areas-2019.geojson')
      .filter((f) => JSON.stringify(f.geometry.coordinates).match(/-?\d+\.\d+,-?\d+\.\d+/g)!.some((pair) => inBox(pair.split(',').map(Number))))
      .map((f) => f.properties.PLN_AREA_N);
    const r = await get(BOX);
    expect(r.status).toBe(200);
    expect(stations).toContain('Raffles Place');
    expect(r.data.places.map((p) => p.name).sort()).toEqual([...stations].sort());
    expect(areasWithAPointIn).toContain('DOWNTOWN CORE');
    expect(r.data.outlines.map((o) => o.name)).toEqual(expect.arrayContaining(areasWithAPointIn));
    for (const o of r.data.outlines) for (const ring of o.rings) expect(ring.length).toBeLessThanOrEqual(81);
  });

  it('draws nothing where the data has nothing (Monaco), and refuses a box wider than a city or turned inside out', async () => {
    expect((await get({ south: 43.72, west: 7.40, north: 43.75, east: 7.44 })).data).toEqual({ outlines: [], places: [] });
    expect((await get({ south: 1.2, west: 103.6, north: 1.5, east: 104.2 })).status).toBe(400);
    expect((await get({ ...BOX, north: BOX.south - 0.01 })).status).toBe(400);
  });
});
