import { parquetReadObjects } from 'hyparquet';
import { insertRows } from './batch.js';
import type { DatasetDef, LoadContext } from './context.js';
import { parseCsv, num } from './csv.js';
import { ImportError } from './errors.js';
import { STOP_COLUMNS, h3Cells } from './stop-rows.js';
import { haversineM } from '../geo-math.js';
import { INTERCHANGE_MAX_M, inMalaysia } from '../rules.js';
import { MY_RAIL_ID, MY_RAIL_RIDERSHIP_ID } from '../datasets.js';

const STATIONS_FILE = 'my/rail-stations-klang-valley.csv';
const RIDERSHIP_FILE = 'my/rapid-rail-ridership-daily-2024-06-07.parquet';

/** Codes the ridership writes otherwise than the GTFS feed, once both are in railCode's form. */
const RENAMED_CODES: Readonly<Record<string, string>> = { KG18: 'KG18A' };

/**
 * A Rapid Rail station code in the one form the GTFS feed and the ridership share (MANIFEST.md): line prefix, number
 * without leading zeros, suffix. 'AG01' → 'AG1', 'KG04' → 'KG4', 'PYL03' → 'PY3'; the ridership's KG18 is the feed's
 * KG18A. Null when the text is no station code.
 */
function railCode(raw: string): string | null {
  const m = /^([A-Z]+)0*(\d+)([A-Z]?)$/.exec(raw.trim().toUpperCase());
  if (!m) return null;
  const code = `${m[1] === 'PYL' ? 'PY' : m[1]}${m[2]}${m[3]}`;
  return RENAMED_CODES[code] ?? code;
}

interface Platform {
  code: string;
  name: string;
  lat: number;
  lon: number;
}

/** The feed's platforms: one row per line, so an interchange has one per line it serves. */
function readPlatforms(ctx: LoadContext): Platform[] {
  return parseCsv(ctx.text(STATIONS_FILE), STATIONS_FILE).map((r) => {
    const code = railCode(r.get('stop_id'));
    if (!code) throw new ImportError(STATIONS_FILE, r.line, `stop_id "${r.get('stop_id')}" is no station code`);
    const lat = num(r, 'stop_lat', STATIONS_FILE);
    const lon = num(r, 'stop_lon', STATIONS_FILE);
    if (!inMalaysia(lat, lon)) throw new ImportError(STATIONS_FILE, r.line, `coordinates ${lat},${lon} are outside Malaysia`);
    return { code, name: r.get('stop_name').trim(), lat, lon };
  });
}

/** The station name without its sponsor ('KL SENTRAL - REDONE' → 'KLSENTRAL'), folded for comparison. */
const nameKey = (name: string) => name.split(' - ')[0]!.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Interchange platforms are merged into one station, as Singapore's rail map has one station per interchange
 * ('NS24-NE6-CC1'): the station's code lists its platforms' codes joined by '-' ('AG7-KJ13-SP7'), so each code is in
 * exactly one station and the ridership (by platform code) joins by any of them, while a count of stations near a
 * site counts Masjid Jamek once. A platform joins the station of the same name within INTERCHANGE_MAX_M.
 */
function interchangeStations(platforms: readonly Platform[]): Platform[][] {
  const stations: Platform[][] = [];
  for (const p of platforms) {
    const station = stations.find((s) => nameKey(s[0]!.name) === nameKey(p.name) && haversineM(s[0]!.lat, s[0]!.lon, p.lat, p.lon) <= INTERCHANGE_MAX_M);
    if (station) station.push(p);
    else stations.push([p]);
  }
  return stations;
}

export const myRailDataset: DatasetDef = {
  id: MY_RAIL_ID, name: 'Rapid Rail stations of the Klang Valley (GTFS)', files: [STATIONS_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_transit_stops').where('dataset_id', '=', MY_RAIL_ID).execute();
  },
  async load(ctx) {
    const rows = interchangeStations(readPlatforms(ctx)).map((platforms) => {
      const code = platforms.map((p) => p.code).join('-');
      const lat = platforms.reduce((s, p) => s + p.lat, 0) / platforms.length;
      const lon = platforms.reduce((s, p) => s + p.lon, 0) / platforms.length;
      // The shortest of the platforms' names drops a sponsor one line carries ('KL SENTRAL - REDONE').
      const name = platforms.map((p) => p.name).sort((a, b) => a.length - b.length)[0]!;
      return { id: `my-rail:${code}`, dataset_id: MY_RAIL_ID, kind: 'rail_station', code, name, names: {}, lat, lon, ...h3Cells(lat, lon) };
    });
    return insertRows(ctx.trx, 'geo_transit_stops', STOP_COLUMNS, rows);
  },
};

/** The ridership's rows: origin is 'KJ25: Lembah Subang', date a timestamp at midnight of the service day. */
async function readRidership(ctx: LoadContext) {
  const bytes = ctx.read(RIDERSHIP_FILE);
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const rows = await parquetReadObjects({ file, columns: ['origin', 'date', 'passengers'] });
  return rows.map((r, i) => {
    const code = railCode(String(r.origin).split(':')[0]!);
    if (!code || !(r.date instanceof Date) || typeof r.passengers !== 'bigint') {
      throw new ImportError(RIDERSHIP_FILE, null, `row ${i + 1} (${String(r.origin)}) lacks a station code, date or passenger count`);
    }
    return { code, date: r.date.toISOString().slice(0, 10), tapIn: Number(r.passengers) };
  });
}

export const myRailRidershipDataset: DatasetDef = {
  id: MY_RAIL_RIDERSHIP_ID, name: 'Rapid Rail daily ridership by origin station', files: [RIDERSHIP_FILE, STATIONS_FILE], auxiliaryFiles: [STATIONS_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_station_days').where('dataset_id', '=', MY_RAIL_RIDERSHIP_ID).execute();
  },
  async load(ctx) {
    const stationCodes = new Set(readPlatforms(ctx).map((p) => p.code));
    const days = await readRidership(ctx);
    const unjoined = [...new Set(days.filter((d) => !stationCodes.has(d.code)).map((d) => d.code))];
    if (unjoined.length) throw new ImportError(RIDERSHIP_FILE, null, `origins ${unjoined.join(', ')} name no station of ${STATIONS_FILE}`);
    const rows = days.map((d) => ({ dataset_id: MY_RAIL_RIDERSHIP_ID, station_code: d.code, date: d.date, tap_in: d.tapIn }));
    return insertRows(ctx.trx, 'geo_station_days', { dataset_id: 'text', station_code: 'text', date: 'text', tap_in: 'int4' }, rows);
  },
};
