import { gridDisk, latLngToCell } from 'h3-js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { bboxOf, haversineM } from '../geo/index.js';
import { sharedCached } from './shared-cache.js';
import { queries as geo } from '../geo/index.js';
import { standings } from '../geo/index.js';
import type { StoredGridCell } from './tables.js';
import type { RoomModel } from './scoring/market-room.js';

/** The area reports' reads of the imported data, through geo's queries (saved queries and unlocks: saved-queries.ts). */
type Db = Kysely<Database>;
type Centre = { lat: number; lon: number };

/** Every map record within `radiusM` of the centre (all sources and snapshots), nearest first, with its brand's name. */
export async function poisNear(db: Db, centre: Centre, radiusM: number, k: number) {
  const cells = gridDisk(latLngToCell(centre.lat, centre.lon, 9), k);
  const rows = await geo.poisInCells(db, cells);
  return rows
    .map((r) => ({ ...r, distanceM: haversineM(centre.lat, centre.lon, r.lat, r.lon) }))
    .filter((r) => r.distanceM <= radiusM)
    .sort((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id));
}

/** Bus stops, rail stations and exits within `radiusM`: LTA's tables, and the map's own stops (e.g. Monaco's bus stops). */
export async function transitNear(db: Db, centre: Centre, radiusM: number, k: number) {
  const cells = gridDisk(latLngToCell(centre.lat, centre.lon, 9), k);
  return (await geo.transitInCells(db, cells))
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
    (await geo.poiSourcesIn(db, countryIso2)).sort());
}

/** Where each transit source measures (its stops' bounding box), kept with the imported data. */
export const transitSourceBoxes = (db: Db, now: Date) => sharedCached(db, 'area:transitBoxes', now, () => geo.transitSourceBoxes(db));

export const snapshotDates = (db: Db, datasetId: string, now: Date) =>
  sharedCached(db, `area:snapshots:${datasetId}`, now, async () => (await geo.snapshotDates(db, [datasetId])).get(datasetId) ?? []);

export const datasetRefs = (db: Db, now: Date) => sharedCached(db, 'area:datasetRefs', now, () => geo.datasetRefs(db));

/** Singapore's planning areas with their boundaries (55 rows) and bounding boxes [minLon, minLat, maxLon, maxLat]. */
export const planningAreas = (db: Db, now: Date) =>
  sharedCached(db, 'area:planningAreas', now, async () =>
    (await geo.planningAreaBoundaries(db)).map((a) => ({ ...a, bbox: bboxOf(a.geometry) })));

/** Named places whose name starts with the text (any word start is not searched: a prefix of the whole name). */
export const poisNamed = geo.currentPoisNamed;

export const searchCities = geo.searchCities;

/** Rail stations with their names (LTA's table, and the map data's own stations, e.g. Monaco's): landmarks for the entry's map. */
export const railStations = (db: Db, now: Date) =>
  sharedCached(db, 'area:railStations', now, async () =>
    (await geo.railStations(db)).filter((s): s is { name: string; lat: number; lon: number } => !!s.name));

export { inAreas, jointBox, marketAreas, marketAt, type MarketArea } from '../geo/index.js';

/** A country's stored city grid of this data version, or null where none is stored yet. */
export async function storedCityGrid(db: Db, countryCode: string, version: string): Promise<StoredGridCell[] | null> {
  const row = await db.selectFrom('area_city_grids').select('cells').where('country_iso2', '=', countryCode).where('data_version', '=', version).executeTakeFirst();
  return row?.cells ?? null;
}

/** Stores a country's grid of this data version (the first instance's wins) and drops its grids of other versions. */
export async function storeCityGrid(db: Db, countryCode: string, version: string, cells: StoredGridCell[], now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('area_city_grids').where('country_iso2', '=', countryCode).where('data_version', '<>', version).execute();
    await tx.insertInto('area_city_grids').values({ country_iso2: countryCode, data_version: version, cells: JSON.stringify(cells), created_at: now })
      .onConflict((c) => c.columns(['country_iso2', 'data_version']).doNothing()).execute();
  });
}

/** An industry's room model stored with a grid: `found` false where none is stored yet (a stored null: nothing to fit). */
export async function storedRoomModel(db: Db, countryCode: string, version: string, industry: string): Promise<{ found: boolean; model: RoomModel | null }> {
  const row = await db.selectFrom('area_city_grids')
    .select([sql<RoomModel | null>`room_models -> ${industry}`.as('model'), sql<boolean>`jsonb_exists(room_models, ${industry})`.as('found')])
    .where('country_iso2', '=', countryCode).where('data_version', '=', version).executeTakeFirst();
  return { found: row?.found ?? false, model: row?.model ?? null };
}

/** Adds an industry's room model to a stored grid (one statement: concurrent instances each add theirs). */
export async function storeRoomModel(db: Db, countryCode: string, version: string, industry: string, model: RoomModel | null): Promise<void> {
  await db.updateTable('area_city_grids')
    .set({ room_models: sql`room_models || jsonb_build_object(${industry}::text, ${JSON.stringify(model)}::jsonb)` } as never)
    .where('country_iso2', '=', countryCode).where('data_version', '=', version).execute();
}

/** The imported data's exact version: the instant of its latest import ('none' before any). */
export const importedVersion = async (db: Db): Promise<string> => (await geo.latestImportAt(db))?.toISOString() ?? 'none';
