import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { bboxOf, pointInGeometry } from './geo-math.js';
import { sharedCached } from './imported-data-cache.js';
import { coversCountry, MARKETS, marketsOf, type Market } from './markets.js';
import * as geo from './queries.js';

/*
 * A market's land: its small areas with boundaries (kept with the imported data), which markets hold a point, and
 * which cities have a market's full local data.
 */

type Db = Kysely<Database>;

/** A market's small areas with boundaries, their statistics and bounding boxes [minLon, minLat, maxLon, maxLat]: its land. */
export const marketAreas = (db: Db, market: Market, now: Date) =>
  sharedCached(db, `area:marketAreas:${market.id}`, now, async () => {
    const { datasetIds, kinds } = market.smallAreas;
    const states = market.smallAreas.locate === 'boundary' ? market.smallAreas.states : undefined;
    const rows = (await Promise.all(datasetIds.map((id) => geo.areasWithBoundaries(db, id)))).flat()
      .filter((a) => kinds.includes(a.kind) && (!states || states.includes(a.parent_name ?? '')));
    // The smallest unit of each state: its areas of the first kind it has (kinds are declared smallest first).
    const smallest = new Map<string | null, number>();
    for (const a of rows) smallest.set(a.parent_name, Math.min(smallest.get(a.parent_name) ?? kinds.length, kinds.indexOf(a.kind)));
    return rows.filter((a) => kinds.indexOf(a.kind) === smallest.get(a.parent_name)).map((a) => ({ ...a, bbox: bboxOf(a.geometry) }));
  });

export type MarketArea = Awaited<ReturnType<typeof marketAreas>>[number];

/** Whether the point lies in one of the areas (bounding boxes first, then the boundary): the area holding it. */
export const inAreas = <A extends { bbox: readonly number[]; geometry: unknown }>(areas: readonly A[], lat: number, lon: number): A | null =>
  areas.find((a) => lon >= a.bbox[0]! && lon <= a.bbox[2]! && lat >= a.bbox[1]! && lat <= a.bbox[3]! && pointInGeometry(lon, lat, a.geometry)) ?? null;

/** The box [minLon, minLat, maxLon, maxLat] holding every area's box. */
export function jointBox(areas: ReadonlyArray<{ bbox: readonly number[] }>): [number, number, number, number] {
  const box: [number, number, number, number] = [180, 90, -180, -90];
  for (const { bbox } of areas) [box[0], box[1], box[2], box[3]] = [Math.min(box[0], bbox[0]!), Math.min(box[1], bbox[1]!), Math.max(box[2], bbox[2]!), Math.max(box[3], bbox[3]!)];
  return box;
}

/** The market of a point: its country's deepest whose land holds it (a market covering its country holds every point of it). */
export async function marketAt(db: Db, point: { lat: number; lon: number; countryCode: string | null }, now: Date): Promise<Market | null> {
  for (const market of marketsOf(point.countryCode)) {
    if (coversCountry(market) || inAreas(await marketAreas(db, market, now), point.lat, point.lon)) return market;
  }
  return null;
}

/** The id of the market whose small areas hold a point (its full local data), or null. */
export type MarketLand = (point: { lat: number; lon: number; countryCode: string | null }) => Market['id'] | null;

/** Every market's land read once (a list of cities is marked without a query per city). */
export async function marketLands(db: Db, now: Date): Promise<MarketLand> {
  const lands = await Promise.all(MARKETS.filter((m) => m.smallAreas.locate === 'boundary').map(async (m) => ({ m, areas: await marketAreas(db, m, now) })));
  return (point) => lands.find(({ m, areas }) => m.countries.includes(point.countryCode ?? '') && areas.length > 0 && (coversCountry(m) || inAreas(areas, point.lat, point.lon)))?.m.id ?? null;
}
