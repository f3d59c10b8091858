import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceItem } from '../../../contracts/area.js';
import { answer, type TestApp } from '../../testing/harness.js';
import { singaporeData, singaporeTarget, startSingaporeApp } from '../../testing/singapore-app.js';
import { haversineM } from '../geo-math.js';
import { titleCase } from '../official-areas.js';
import { namePoints } from './site-name.js';

/*
 * The place search on Singapore's imported data: what users typed and found nothing for finds its place, at the
 * position the raw files give it (read here with plain readers, not the importer).
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const raw = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
type RailFeature = { geometry: { type: string; coordinates: [number, number] }; properties: Record<string, string> };
type BusStop = { BusStopCode: string; RoadName: string; Description: string; Latitude: number; Longitude: number };

describe.skipIf(!singaporeData.available)(`the place search on Singapore's data (${singaporeTarget.name})`, () => {
  let t: TestApp;
  let station: (name: string) => RailFeature;
  let stopsOn: (road: string) => BusStop[];
  const search = async (q: string, lang = 'en') =>
    answer<{ items: PlaceItem[] }>(await t.app.inject({ method: 'GET', url: `/v1/area/places?${new URLSearchParams({ q, lang })}` })).data.items;
  const near = (p: PlaceItem, lat: number, lon: number, metres: number) => expect(haversineM(p.lat, p.lon, lat, lon)).toBeLessThan(metres);

  beforeAll(async () => {
    const rail = (raw('sg/rail-2022-11.geojson') as { features: RailFeature[] }).features.filter((f) => f.properties.stop_type === 'station' && f.geometry.type === 'Point');
    const stops = raw('sg/bus-stops-2026-04.json') as BusStop[];
    station = (name) => rail.find((f) => f.properties.name === name)!;
    stopsOn = (road) => stops.filter((s) => s.RoadName === road);
    t = await startSingaporeApp();
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  it('finds "Tanjong Pagar MRT" and "Raffles Place" as their stations first, with their line codes', async () => {
    for (const [q, name] of [['Tanjong Pagar MRT', 'Tanjong Pagar'], ['Raffles Place', 'Raffles Place']] as const) {
      const [first] = await search(q);
      const f = station(name);
      expect(first).toMatchObject({ kind: 'station', name, detail: f.properties.station_codes, countryCode: 'SG' });
      near(first!, f.geometry.coordinates[1], f.geometry.coordinates[0], 1);
    }
  });

  it('finds "Tanjong Pagar Road" (LTA writes "Tg Pagar Rd"), "Punggol Field" and "Sumang Walk" as streets on their stops', async () => {
    for (const [q, road] of [['Tanjong Pagar Road', 'Tg Pagar Rd'], ['Punggol Field', 'Punggol Field'], ['Sumang Walk', 'Sumang Walk']] as const) {
      const items = await search(q);
      expect(items[0]).toMatchObject({ kind: 'street', name: road });
      const onRoad = stopsOn(road);
      expect(onRoad.length).toBeGreaterThan(0);
      // The street sits at one of its own stops or blocks: within 2 km of the stops' middle.
      near(items[0]!, onRoad.reduce((s, x) => s + x.Latitude, 0) / onRoad.length, onRoad.reduce((s, x) => s + x.Longitude, 0) / onRoad.length, 2000);
      expect(items.some((i) => i.kind === 'bus stop' && i.detail === road)).toBe(true);
    }
  });

  it('names a station in the reader\'s language and finds it by that name', async () => {
    const zh = station('Tanjong Pagar').properties['name_zh-Hans']!;
    expect((await search('Tanjong Pagar MRT', 'zh'))[0]).toMatchObject({ kind: 'station', name: zh });
    expect((await search(zh, 'zh'))[0]).toMatchObject({ kind: 'station', name: zh });
  });

  it('finds malls, hawker centres and planning areas, and nothing for words that name nothing', async () => {
    expect((await search('ION Orchard'))[0]).toMatchObject({ kind: 'mall', name: 'ION Orchard' });
    expect((await search('Amoy Street Food Centre'))[0]).toMatchObject({ kind: 'hawker centre', name: 'Amoy Street Food Centre (Telok Ayer Food Centre)' });
    expect((await search('Outram'))[0]).toMatchObject({ kind: 'planning area', name: 'Outram' });
    expect(await search('Qxzv Wlkq')).toEqual([]);
  });

  it('names a point by the station beside it, and a point among blocks far from any landmark by its street and block', async () => {
    const f = station('Tanjong Pagar');
    const [lon, lat] = f.geometry.coordinates;
    const landmarks = [
      ...(raw('sg/rail-2022-11.geojson') as { features: RailFeature[] }).features.filter((x) => x.properties.stop_type === 'station').map((x) => x.geometry.coordinates),
      ...(raw('sg/hawker-centres.geojson') as { features: RailFeature[] }).features.map((x) => x.geometry.coordinates),
      ...fs.readFileSync(path.join(dataDir, 'sg/shopping-malls.csv'), 'utf8').split('\n').slice(1).filter(Boolean).map((l) => { const c = l.split(','); return [Number(c[3]), Number(c[2])]; }),
    ].filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
    const block = fs.readFileSync(path.join(dataDir, 'sg/hdb-blocks.csv'), 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split(','))
      .map((c) => ({ block: c[0]!, street: c[1]!, lat: Number(c[24]), lon: Number(c[25]) }))
      .find((b) => landmarks.every(([x, y]) => haversineM(b.lat, b.lon, y!, x!) > 400))!;
    const [atStation, atBlock] = await namePoints(t.ctx.db, [{ lat: lat + 0.0003, lon }, block], t.clock.now());
    expect(atStation).toMatchObject({ name: 'Tanjong Pagar', address: expect.stringMatching(/, [A-Z][a-z]+/) });
    expect(atBlock).toMatchObject({ name: titleCase(block.street), address: expect.stringMatching(new RegExp(`^Blk ${block.block} ${titleCase(block.street)}, [A-Z][a-z]`)) });
  });
});
