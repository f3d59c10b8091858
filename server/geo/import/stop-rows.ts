import { latLngToCell } from 'h3-js';

/** geo_transit_stops' columns for insertRows, in insert order. */
export const STOP_COLUMNS = { id: 'text', dataset_id: 'text', kind: 'text', code: 'text', name: 'text', names: 'jsonb', lat: 'float8', lon: 'float8', h3_r9: 'text', h3_r8: 'text' } as const;

/** The H3 cells a point is indexed by (radius queries look up a gridDisk of r9 cells). */
export const h3Cells = (lat: number, lon: number) => ({ h3_r9: latLngToCell(lat, lon, 9), h3_r8: latLngToCell(lat, lon, 8) });
