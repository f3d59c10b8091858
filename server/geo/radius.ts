import { gridDisk, latLngToCell } from 'h3-js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { haversineM } from './geo-math.js';
import { RADIUS_H3_RESOLUTION, RADIUS_K } from './rules.js';

export type RadiusM = 500 | 1000;

/** The H3 r9 cells that cover every point within `radius` metres of the centre (k measured in radius.test.ts). */
export function coveringCells(lat: number, lon: number, radius: RadiusM): string[] {
  return gridDisk(latLngToCell(lat, lon, RADIUS_H3_RESOLUTION), RADIUS_K[radius]);
}

export interface RadiusPoi {
  id: string;
  name: string | null;
  lat: number;
  lon: number;
  industry: string | null;
  brandId: string | null;
  datasetId: string;
  distanceM: number;
}

type PointTable = 'geo_pois' | 'geo_transit_stops' | 'geo_residential_blocks';

/**
 * THE radius query of every report: an indexed `h3_r9 = any(cells)` lookup over the covering gridDisk, then exact
 * haversine distance in code. Results are sorted by distance.
 */
export async function pointsWithin<T extends PointTable>(
  db: Kysely<Database>,
  table: T,
  centre: { lat: number; lon: number },
  radius: RadiusM,
  filter?: { datasetIds?: string[]; lastSeen?: string },
) {
  const cells = coveringCells(centre.lat, centre.lon, radius);
  let q = db.selectFrom(table as 'geo_pois').selectAll().where(sql<boolean>`h3_r9 = any(${cells}::text[])`);
  if (filter?.datasetIds && table === 'geo_pois') q = q.where('dataset_id', 'in', filter.datasetIds);
  if (filter?.lastSeen && table === 'geo_pois') q = q.where('last_seen', '=', filter.lastSeen);
  const rows = await q.execute();
  return rows
    .map((r) => ({ row: r as unknown as Database[T], distanceM: haversineM(centre.lat, centre.lon, r.lat, r.lon) }))
    .filter((r) => r.distanceM <= radius)
    .sort((a, b) => a.distanceM - b.distanceM);
}

/** POIs within the radius (one map snapshot state when `lastSeen` is given, e.g. the latest snapshot date). */
export async function poisWithin(
  db: Kysely<Database>,
  centre: { lat: number; lon: number },
  radius: RadiusM,
  filter?: { datasetIds?: string[]; lastSeen?: string },
): Promise<RadiusPoi[]> {
  const hits = await pointsWithin(db, 'geo_pois', centre, radius, filter);
  return hits.map(({ row, distanceM }) => ({
    id: row.id, name: row.name, lat: row.lat, lon: row.lon, industry: row.industry, brandId: row.brand_id, datasetId: row.dataset_id, distanceM,
  }));
}

/** HDB blocks within the radius (whole rows), nearest first. */
export const residentialBlocksWithin = (db: Kysely<Database>, centre: { lat: number; lon: number }, radius: RadiusM) =>
  pointsWithin(db, 'geo_residential_blocks', centre, radius);

/** Transit stops and stations within the radius (whole rows), nearest first. */
export const transitStopsWithin = (db: Kysely<Database>, centre: { lat: number; lon: number }, radius: RadiusM) =>
  pointsWithin(db, 'geo_transit_stops', centre, radius);
