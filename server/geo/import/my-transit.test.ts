import fs from 'node:fs';
import path from 'node:path';
import { parquetRead } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { dataDir, openImported } from '../../testing/imported-databases.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { stationWeekdayTapIns, validationOutletsInBox } from '../queries.js';
import { MY_BUS_STOPS_ID, MY_RAIL_ID, MY_RAIL_RIDERSHIP_ID, MY_SPEEDMART_ID } from '../datasets.js';

/*
 * The Klang Valley's transit and validation outlets recounted from the raw files with plain readers written here (not
 * the import modules): stations and their codes, every ridership origin joined to a station, weekday averages by the
 * file's own day names, bus stops after the manifest's dedupe, and the chain's outlets kept apart from the stores.
 */

const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const DATASETS = /^my-(rail|rail-ridership|bus-stops|99speedmart)$/;
/** The Klang Valley: Kuala Lumpur, Putrajaya and the Selangor districts around them. */
const KLANG_VALLEY = { minLat: 2.75, maxLat: 3.45, minLon: 101.2, maxLon: 101.95 };

/** A CSV of these files, read plainly: one record per line, quoted fields without line breaks. */
function csv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = fs.readFileSync(path.join(dataDir, file), 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  const fields = (line: string) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const cols = fields(header!);
  return lines.map((l) => Object.fromEntries(fields(l).map((v, i) => [cols[i], v])));
}

/** The manifest's join rule for station codes, written again: 'PYL03' → 'PY3', 'AG01' → 'AG1', KG18 → KG18A. */
const joinCode = (code: string) => {
  const plain = code.replace(/^PYL/, 'PY').replace(/^([A-Z]+)0+(?=\d)/, '$1');
  return plain === 'KG18' ? 'KG18A' : plain;
};

async function ridership(): Promise<Array<{ code: string; dayName: string; passengers: number; date: string }>> {
  const bytes = fs.readFileSync(path.join(dataDir, 'my/rapid-rail-ridership-daily-2024-06-07.parquet'));
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let rows: unknown[][] = [];
  await parquetRead({ file, columns: ['origin', 'day_name', 'passengers', 'date'], rowFormat: 'array', onComplete: (r) => (rows = r as unknown[][]) });
  return rows.map(([origin, dayName, passengers, date]) => ({
    code: joinCode(String(origin).slice(0, String(origin).indexOf(':'))), dayName: String(dayName), passengers: Number(passengers), date: (date as Date).toISOString().slice(0, 10),
  }));
}

for (const target of testDatabaseTargets()) {
  describe.skipIf(!haveData)(`Klang Valley transit and outlets against the raw files (${target.name})`, () => {
    let handle: DatabaseHandle;
    const stations = () => handle.db.selectFrom('geo_transit_stops').select(['code', 'name', 'kind']).where('dataset_id', '=', MY_RAIL_ID).execute();

    beforeAll(async () => {
      handle = await openImported(target, DATASETS);
    }, 300_000);
    afterAll(async () => handle?.close());

    it('stores one station per interchange, each feed code in exactly one station', async () => {
      const feed = csv('my/rail-stations-klang-valley.csv');
      const rows = await stations();
      const codes = rows.flatMap((s) => s.code!.split('-'));
      expect(codes.sort()).toEqual(feed.map((r) => joinCode(r.stop_id!)).sort());
      const interchangeNames = new Set(feed.map((r) => r.stop_name!.split(' - ')[0]!.replace(/\s/g, '')));
      expect(rows.length).toBe(interchangeNames.size);
      expect(rows.every((s) => s.kind === 'rail_station')).toBe(true);
      expect(rows.find((s) => s.code!.split('-').includes('KJ13'))?.code!.split('-').sort()).toEqual(['AG7', 'KJ13', 'SP7']);
      expect(rows.find((s) => s.code!.split('-').includes('KJ15'))?.name).toBe('KL SENTRAL');
    });

    it('joins every ridership origin to a station and stores every day', async () => {
      const raw = await ridership();
      const codes = new Set((await stations()).flatMap((s) => s.code!.split('-')));
      const origins = [...new Set(raw.map((r) => r.code))];
      expect(origins.length).toBe(152);
      expect(origins.filter((c) => !codes.has(c))).toEqual([]);
      const stored = await handle.db.selectFrom('geo_station_days').select((eb) => eb.fn.countAll<string>().as('n')).where('dataset_id', '=', MY_RAIL_RIDERSHIP_ID).executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(raw.length);
    });

    it("gives each station's weekday average over the file's Monday-to-Friday days, and the dates it covers", async () => {
      const raw = await ridership();
      const weekdays = raw.filter((r) => !['Saturday', 'Sunday'].includes(r.dayName));
      const result = await stationWeekdayTapIns(handle.db, MY_RAIL_RIDERSHIP_ID);
      const dates = raw.map((r) => r.date).sort();
      expect({ first: result.firstDate, last: result.lastDate }).toEqual({ first: dates[0], last: dates.at(-1) });
      expect(result.stations.length).toBe(152);
      for (const s of result.stations) {
        const days = weekdays.filter((r) => r.code === s.stationCode);
        expect(s.weekdays, s.stationCode).toBe(days.length);
        expect(s.weekdayAverage, s.stationCode).toBeCloseTo(days.reduce((sum, r) => sum + r.passengers, 0) / days.length, 6);
      }
    });

    it('keeps one bus stop per code and position, and a stop without a code once per position', async () => {
      const rows = csv('my/rapidkl-bus-stops-2023-07.csv');
      const distinct = new Set(rows.map((r) => `${r.code}|${Number(r.lat)}|${Number(r.lng)}`));
      const stored = await handle.db.selectFrom('geo_transit_stops').select(['code', 'kind']).where('dataset_id', '=', MY_BUS_STOPS_ID).execute();
      expect(rows.length).toBe(6063);
      expect(stored.length).toBe(distinct.size);
      expect(stored.filter((s) => s.code === null).length).toBe(new Set(rows.filter((r) => !r.code).map((r) => `${r.lat}|${r.lng}`)).size);
      expect(stored.every((s) => s.kind === 'bus_stop')).toBe(true);
    });

    it("keeps the chain's located outlets for validation only, never among the map's stores", async () => {
      const rows = csv('my/outlets-99speedmart-2023.csv').map((r) => ({ name: r.Name!, lat: r.Latitude ? Number(r.Latitude) : NaN, lon: r.Longitude ? Number(r.Longitude) : NaN }));
      const possible = rows.filter((r) => Math.abs(r.lat) <= 90 && Math.abs(r.lon) <= 180);
      const inKlangValley = possible.filter((r) => r.lat >= KLANG_VALLEY.minLat && r.lat <= KLANG_VALLEY.maxLat && r.lon >= KLANG_VALLEY.minLon && r.lon <= KLANG_VALLEY.maxLon);
      const stored = await handle.db.selectFrom('geo_validation_outlets').select((eb) => eb.fn.countAll<string>().as('n')).where('dataset_id', '=', MY_SPEEDMART_ID).executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(possible.length);
      const outlets = await validationOutletsInBox(handle.db, MY_SPEEDMART_ID, KLANG_VALLEY);
      expect(outlets.map((o) => o.name).sort()).toEqual(inKlangValley.map((r) => r.name).sort());
      expect(outlets.every((o) => o.validates_industry === 'convenience')).toBe(true);
      const asStores = await handle.db.selectFrom('geo_pois').select('id').where('dataset_id', '=', MY_SPEEDMART_ID).execute();
      expect(asStores).toEqual([]);
    });

    it("credits each dataset with the manifest's source, licence and vintage", async () => {
      const rows = await handle.db.selectFrom('datasets').select(['id', 'licence', 'vintage']).where('id', 'like', 'my-%').orderBy('id').execute();
      expect(rows).toEqual([
        { id: MY_SPEEDMART_ID, licence: 'MIT (Tuxuri Sdn Bhd)', vintage: '2023-11' },
        { id: MY_BUS_STOPS_ID, licence: "none stated (scraped from Prasarana's public kiosk): show the source, treat as unverified", vintage: '2023-07 to 2023-09' },
        { id: MY_RAIL_ID, licence: 'Malaysian Government Open Data terms (attribute data.gov.my / Prasarana); the repository states none', vintage: 'feed of 2025-11' },
        { id: MY_RAIL_RIDERSHIP_ID, licence: 'Malaysian Government Open Data terms (attribute data.gov.my / Prasarana); the repository states none', vintage: '2024-06 to 2024-07' },
      ]);
    });
  });
}
