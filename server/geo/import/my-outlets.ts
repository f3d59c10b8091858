import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { parseCsv, num } from './csv.js';
import { h3Cells } from './stop-rows.js';
import type { Industry } from '../industries.js';
import { inMalaysia } from '../rules.js';
import { MY_SPEEDMART_ID } from '../datasets.js';

const OUTLETS_FILE = 'my/outlets-99speedmart-2023.csv';
/** The industry whose site score the chain's outlets validate (a minimart chain: convenience stores). */
const VALIDATES: Industry = 'convenience';

/**
 * 99 Speedmart's own store list, independent of OpenStreetMap: written to geo_validation_outlets, never to geo_pois,
 * so the area reports never count these outlets among the stores a score reads; they are what the score is checked
 * against. Stores without coordinates (1,179) or placed outside Malaysia (one) are left out.
 */
export const mySpeedmartDataset: DatasetDef = {
  id: MY_SPEEDMART_ID, name: '99 Speedmart store list (validation of convenience site scores)', files: [OUTLETS_FILE], version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_validation_outlets').where('dataset_id', '=', MY_SPEEDMART_ID).execute();
  },
  async load(ctx) {
    const records = parseCsv(ctx.text(OUTLETS_FILE), OUTLETS_FILE);
    const located = records.filter((r) => r.get('Latitude').trim() !== '' && r.get('Longitude').trim() !== '');
    const rows = located
      .map((r) => ({ r, lat: num(r, 'Latitude', OUTLETS_FILE), lon: num(r, 'Longitude', OUTLETS_FILE) }))
      .filter(({ lat, lon }) => inMalaysia(lat, lon))
      .map(({ r, lat, lon }) => ({
        id: `${MY_SPEEDMART_ID}:${r.get('Name')}`, dataset_id: MY_SPEEDMART_ID, chain: r.get('feature_name'), name: r.get('Name'),
        address: r.get('Address'), validates_industry: VALIDATES, country_iso2: 'MY', lat, lon, ...h3Cells(lat, lon),
      }));
    ctx.progress(`${rows.length} outlets kept; ${records.length - located.length} without coordinates and ${located.length - rows.length} outside Malaysia left out`);
    return insertRows(ctx.trx, 'geo_validation_outlets', {
      id: 'text', dataset_id: 'text', chain: 'text', name: 'text', address: 'text', validates_industry: 'text', country_iso2: 'text',
      lat: 'float8', lon: 'float8', h3_r9: 'text', h3_r8: 'text',
    }, rows);
  },
};
