import { gridDisk, latLngToCell } from 'h3-js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { bboxOf, haversineM } from '../geo/geo-math.js';
import { sharedCached } from './shared-cache.js';
import * as geo from '../geo/queries.js';
import { standings } from '../geo/stores/store-sources.js';

/** The imported-data SQL of the area reports (saved queries and unlocks: saved-queries.ts). */
type Db = Kysely<Database>;
type Centre = { lat: number; lon: number };

/** Every map record within `radiusM` of the centre (all sources and snapshots), nearest first, with its brand's name. */
export async function poisNear(db: Db, centre: Centre, radiusM: number, k: number) {
  const cells = gridDisk(latLngToCell(centre.lat, centre.lon, 9), k);
  const rows = await db
    .selectFrom('geo_pois as p')
    .select(['p.id', 'p.dataset_id', 'p.name', 'p.lat', 'p.lon', 'p.industry', 'p.brand_id', 'p.current', 'p.first_seen', 'p.last_seen', 'p.country_iso2'])
    // A lookup per branded row (a join would hash all 19,000 brands for a few dozen names).
    .select((eb) => eb.selectFrom('geo_brands as b').select('b.name').whereRef('b.id', '=', 'p.brand_id').as('brand_name'))
    .where(sql<boolean>`p.h3_r9 = any(${cells}::text[])`)
    .execute();
  return rows
    .map((r) => ({ ...r, distanceM: haversineM(centre.lat, centre.lon, r.lat, r.lon) }))
    .filter((r) => r.distanceM <= radiusM)
    .sort((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id));
}

/** Bus stops, rail stations and exits within `radiusM`: LTA's tables, and the map's own stops (e.g. Monaco's bus stops). */
export async function transitNear(db: Db, centre: Centre, radiusM: number, k: number) {
  const cells = gridDisk(latLngToCell(centre.lat, centre.lon, 9), k);
  const [stops, mapped] = await Promise.all([
    db.selectFrom('geo_transit_stops').select(['name', 'kind', 'lat', 'lon', 'dataset_id']).where(sql<boolean>`h3_r9 = any(${cells}::text[])`).execute(),
    db.selectFrom('geo_pois').select(['name', 'industry as kind', 'lat', 'lon', 'dataset_id'])
      .where(sql<boolean>`h3_r9 = any(${cells}::text[])`).where('current', '=', true).where('industry', 'in', ['bus_stop', 'rail_station']).execute(),
  ]);
  return [...stops, ...mapped]
    .map((s) => ({ name: s.name ?? '', kind: s.kind as 'bus_stop' | 'rail_station' | 'rail_exit', lat: s.lat, lon: s.lon, datasetId: s.dataset_id, distanceM: haversineM(centre.lat, centre.lon, s.lat, s.lon) }))
    .filter((s) => s.distanceM <= radiusM && ['bus_stop', 'rail_station', 'rail_exit'].includes(s.kind))
    .sort((a, b) => a.distanceM - b.distanceM);
}

/**
 * How each branded store counts now (stores/store-sources.ts), decided over all of its brand's stores as the brand
 * report does, so a store is counted once and as of its latest source in every report. Kept with the imported data.
 */
export function brandStandings(db: Db, now: Date) {
  return sharedCached(db, 'area:standings', now, async () => {
    const rows = await geo.allBrandedStores(db);
    const byGroup = new Map<string, typeof rows>();
    for (const r of rows) (byGroup.get(r.brandGroup) ?? byGroup.set(r.brandGroup, []).get(r.brandGroup)!).push(r);
    const out = new Map<string, string>();
    for (const stores of byGroup.values()) {
      const s = standings(stores.map((x) => ({ id: x.id, datasetId: x.dataset_id, name: x.name, lat: x.lat, lon: x.lon, countryIso2: x.country_iso2, lastSeen: x.last_seen, inLatestSnapshot: x.current })));
      for (const [id, st] of s) out.set(id, st.status);
    }
    return out;
  });
}

/** The map sources holding places in a country (what a count there searched). */
export function sourcesIn(db: Db, countryIso2: string | null, now: Date): Promise<string[]> {
  if (!countryIso2) return Promise.resolve([]);
  return sharedCached(db, `area:sources:${countryIso2}`, now, async () =>
    (await db.selectFrom('geo_pois').select('dataset_id').distinct().where('country_iso2', '=', countryIso2).execute()).map((r) => r.dataset_id).sort());
}

export const snapshotDates = (db: Db, datasetId: string, now: Date) =>
  sharedCached(db, `area:snapshots:${datasetId}`, now, async () => (await geo.snapshotDates(db, [datasetId])).get(datasetId) ?? []);

export const datasetRefs = (db: Db, now: Date) => sharedCached(db, 'area:datasetRefs', now, () => geo.datasetRefs(db));

/** Singapore's planning areas with their boundaries (55 rows) and bounding boxes [minLon, minLat, maxLon, maxLat]. */
export const planningAreas = (db: Db, now: Date) =>
  sharedCached(db, 'area:planningAreas', now, async () =>
    (await db.selectFrom('geo_areas').select(['id', 'name', 'geometry', 'country_iso2', 'dataset_id']).where('kind', '=', 'planning_area').where('geometry', 'is not', null).execute())
      .map((a) => ({ ...a, bbox: bboxOf(a.geometry) })));

/** Named places whose name starts with the text (any word start is not searched: a prefix of the whole name). */
export function poisNamed(db: Db, text: string, limit: number) {
  const like = `${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return db.selectFrom('geo_pois').select(['name', 'lat', 'lon', 'country_iso2']).where('current', '=', true)
    .where(sql<boolean>`lower(name) like ${like}`).orderBy('name').limit(limit).execute();
}

export const searchCities = geo.searchCities;

/** Rail stations with their names (LTA's table, and the map data's own stations, e.g. Monaco's): landmarks for the entry's map. */
export const railStations = (db: Db, now: Date) =>
  sharedCached(db, 'area:railStations', now, async () => {
    const [lta, mapped] = await Promise.all([
      db.selectFrom('geo_transit_stops').select(['name', 'lat', 'lon']).where('kind', '=', 'rail_station').execute(),
      db.selectFrom('geo_pois').select(['name', 'lat', 'lon']).where('current', '=', true).where('industry', '=', 'rail_station').execute(),
    ]);
    return [...lta, ...mapped].filter((s): s is { name: string; lat: number; lon: number } => !!s.name);
  });
