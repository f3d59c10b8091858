import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { parseCsv, num } from './csv.js';
import { ImportError } from './errors.js';
import { STOP_COLUMNS, h3Cells } from './stop-rows.js';
import { HDB_ID, LTA_ID, SG_BUS_STOPS_ID, SG_RAIL_ID } from '../datasets.js';

const BUS_FILE = 'sg/bus-stops-2026-04.json';
export const busStopsDataset: DatasetDef = {
  id: SG_BUS_STOPS_ID, name: 'LTA DataMall bus stops', files: [BUS_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_transit_stops').where('dataset_id', '=', SG_BUS_STOPS_ID).execute();
  },
  async load(ctx) {
    const stops = ctx.json<Array<{ BusStopCode: string; Description: string; RoadName: string; Latitude: number; Longitude: number }>>(BUS_FILE);
    if (!Array.isArray(stops)) throw new ImportError(BUS_FILE, 1, 'expected an array');
    const rows = stops.map((s, i) => {
      if (typeof s.Latitude !== 'number' || typeof s.Longitude !== 'number' || !s.BusStopCode) throw new ImportError(BUS_FILE, null, `stop #${i + 1} lacks code or coordinates`);
      return { id: `sg-bus:${s.BusStopCode}`, dataset_id: SG_BUS_STOPS_ID, kind: 'bus_stop', code: s.BusStopCode, name: s.Description, names: { road: s.RoadName }, lat: s.Latitude, lon: s.Longitude, ...h3Cells(s.Latitude, s.Longitude) };
    });
    return insertRows(ctx.trx, 'geo_transit_stops', STOP_COLUMNS, rows);
  },
};

const RAIL_FILE = 'sg/rail-2022-11.geojson';
export const railDataset: DatasetDef = {
  id: SG_RAIL_ID, name: 'Singapore MRT/LRT stations and exits', files: [RAIL_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_transit_stops').where('dataset_id', '=', SG_RAIL_ID).execute();
  },
  async load(ctx) {
    const fc = ctx.json<{ features: Array<{ geometry: { type: string; coordinates: [number, number] }; properties: Record<string, string> }> }>(RAIL_FILE);
    const rows = fc.features
      .filter((f) => f.geometry.type === 'Point' && (f.properties.stop_type === 'station' || f.properties.stop_type === 'entrance'))
      .map((f, i) => {
        const [lon, lat] = f.geometry.coordinates;
        const p = f.properties;
        const kind = p.stop_type === 'station' ? 'rail_station' : 'rail_exit';
        const names: Record<string, string> = {};
        if (p['name_zh-Hans']) names.zh = p['name_zh-Hans'];
        if (p.name_ta) names.ta = p.name_ta;
        return { id: `sg-rail:${kind}:${p.station_codes ?? ''}:${p.name ?? ''}:${i}`, dataset_id: SG_RAIL_ID, kind, code: p.station_codes ?? null, name: p.name ?? p.exit_code ?? '', names, lat, lon, ...h3Cells(lat, lon) };
      });
    return insertRows(ctx.trx, 'geo_transit_stops', STOP_COLUMNS, rows);
  },
};

const VOLUME_FILE = 'sg/lta-train-volume-2025-06.csv';
export const trainVolumeDataset: DatasetDef = {
  id: LTA_ID, name: 'LTA passenger volume by train station and hour', files: [VOLUME_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_transit_volumes').execute();
  },
  async load(ctx) {
    const rows = parseCsv(ctx.text(VOLUME_FILE), VOLUME_FILE).map((r) => ({
      station_code: r.get('PT_CODE'), year_month: r.get('YEAR_MONTH'), day_type: r.get('DAY_TYPE'),
      hour: num(r, 'TIME_PER_HOUR', VOLUME_FILE), tap_in: num(r, 'TOTAL_TAP_IN_VOLUME', VOLUME_FILE), tap_out: num(r, 'TOTAL_TAP_OUT_VOLUME', VOLUME_FILE),
    }));
    return insertRows(ctx.trx, 'geo_transit_volumes', { station_code: 'text', year_month: 'text', day_type: 'text', hour: 'int4', tap_in: 'int4', tap_out: 'int4' }, rows);
  },
};

const HDB_FILE = 'sg/hdb-blocks.csv';
export const hdbDataset: DatasetDef = {
  id: HDB_ID, name: 'HDB property information: blocks with dwelling units', files: [HDB_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_residential_blocks').execute();
  },
  async load(ctx) {
    const seen = new Set<string>();
    const rows = parseCsv(ctx.text(HDB_FILE), HDB_FILE).flatMap((r) => {
      const id = `${r.get('blk_no')} ${r.get('street')}`;
      if (seen.has(id)) return [];
      seen.add(id);
      const lat = num(r, 'latitude', HDB_FILE);
      const lon = num(r, 'longitude', HDB_FILE);
      const year = r.get('year_completed').trim();
      return [{
        id, block: r.get('blk_no'), street: r.get('street'), dwelling_units: num(r, 'total_dwelling_units', HDB_FILE),
        year_completed: year === '' ? null : num(r, 'year_completed', HDB_FILE), commercial: r.get('commercial') === 't',
        market_hawker: r.get('market_hawker') === 't', lat, lon, ...h3Cells(lat, lon),
      }];
    });
    return insertRows(ctx.trx, 'geo_residential_blocks', {
      id: 'text', block: 'text', street: 'text', dwelling_units: 'int4', year_completed: 'int4', commercial: 'bool',
      market_hawker: 'bool', lat: 'float8', lon: 'float8', h3_r9: 'text', h3_r8: 'text',
    }, rows);
  },
};
