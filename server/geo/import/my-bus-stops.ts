import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { parseCsv, num } from './csv.js';
import { ImportError } from './errors.js';
import { STOP_COLUMNS, h3Cells } from './stop-rows.js';
import { inMalaysia } from '../rules.js';
import { MY_BUS_STOPS_ID } from '../datasets.js';

const BUS_FILE = 'my/rapidkl-bus-stops-2023-07.csv';

/**
 * RapidKL's bus stops as scraped from its kiosk: the scrape repeats stops (one row per route listing), so a stop is
 * one code at one position (MANIFEST.md); a code at two positions stays two stops, and a stop without a code is kept
 * once per position.
 */
export const myBusStopsDataset: DatasetDef = {
  id: MY_BUS_STOPS_ID, name: 'RapidKL bus stops (MyRapid Bus Kiosk)', files: [BUS_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_transit_stops').where('dataset_id', '=', MY_BUS_STOPS_ID).execute();
  },
  async load(ctx) {
    const seen = new Set<string>();
    const rows = parseCsv(ctx.text(BUS_FILE), BUS_FILE).flatMap((r) => {
      const code = r.get('code').trim();
      const lat = num(r, 'lat', BUS_FILE);
      const lon = num(r, 'lng', BUS_FILE);
      if (!inMalaysia(lat, lon)) throw new ImportError(BUS_FILE, r.line, `coordinates ${lat},${lon} are outside Malaysia`);
      const key = `${code}@${lat},${lon}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const road = r.get('street_name').trim();
      return [{
        id: `my-bus:${key}`, dataset_id: MY_BUS_STOPS_ID, kind: 'bus_stop', code: code || null, name: r.get('stop_name').trim(),
        names: road ? { road } : {}, lat, lon, ...h3Cells(lat, lon),
      }];
    });
    return insertRows(ctx.trx, 'geo_transit_stops', STOP_COLUMNS, rows);
  },
};
