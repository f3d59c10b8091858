import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/tables.js';
import { queries as geo } from '../geo/index.js';
import type { AreaQuery, Radius, ReportKind, SavedAreaQuery } from '../../contracts/area.js';
import { readThrough, unlockKey, type SavedQuery, type SavedQueryCaches, type UserUnlocks } from './saved-query-cache.js';

type Db = Kysely<Database>;
type QueryRow = Selectable<Database['area_queries']>;

/** 128 random bits, base64url: an id is the share link, so it must not be guessable. */
export const newQueryId = (): string => randomBytes(16).toString('base64url');

export function toAreaQuery(r: QueryRow): AreaQuery {
  return {
    id: r.id,
    lat: r.lat,
    lon: r.lon,
    radius: r.radius as Radius,
    industry: r.industry,
    countryCode: r.country_iso2,
    placeName: r.place_name,
    brandId: r.brand_id,
    createdAt: r.created_at.toISOString(),
    dataVersion: r.data_version,
  };
}

/** A saved query by id, whoever owns it (ids are shared to share a report), or null; from `caches` when they hold it. */
export function loadQuery(db: Db, id: string, caches?: SavedQueryCaches): Promise<SavedQuery | null> {
  return readThrough(caches?.queries, id, async () => {
    const row = await db.selectFrom('area_queries').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { ...toAreaQuery(row), ownerId: row.user_id, isExample: row.is_example } : null;
  });
}

/** The query as answers carry it: who owns it and whether it is the example stay on the server. */
export const publicQuery = ({ ownerId: _owner, isExample: _example, ...query }: SavedQuery): AreaQuery => query;

/** Every report `userId` unlocked, of any query; from `caches` when they hold them. */
export async function userUnlocks(db: Db, userId: string, caches?: SavedQueryCaches): Promise<UserUnlocks> {
  const found = await readThrough(caches?.unlocks, userId, async () => {
    const rows = await db.selectFrom('area_unlocks').select(['query_id', 'report']).where('user_id', '=', userId).execute();
    return { userId, keys: new Set(rows.map((r) => unlockKey(r.query_id, r.report as ReportKind))) };
  });
  return found!;
}

export interface NewQuery {
  userId: string | null;
  lat: number;
  lon: number;
  radius: Radius;
  industry: string | null;
  countryCode: string | null;
  placeName: string | null;
  brandId?: string | null;
  dataVersion: string;
  isExample?: boolean;
}

export async function insertQuery(db: Db, q: NewQuery, now: Date): Promise<AreaQuery> {
  const row = await db
    .insertInto('area_queries')
    .values({ id: newQueryId(), user_id: q.userId, lat: q.lat, lon: q.lon, radius: q.radius, industry: q.industry, country_iso2: q.countryCode, place_name: q.placeName, brand_id: q.brandId ?? null, created_at: now, data_version: q.dataVersion, is_example: q.isExample ?? false })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAreaQuery(row);
}

/** The user's own saved queries, newest first, each with the reports the user unlocked for it. */
export async function listQueries(db: Db, userId: string): Promise<SavedAreaQuery[]> {
  const [rows, unlocks] = await Promise.all([
    db.selectFrom('area_queries').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute(),
    db.selectFrom('area_unlocks').select(['query_id', 'report']).where('user_id', '=', userId).orderBy('created_at').execute(),
  ]);
  const unlocked = (id: string) => unlocks.filter((u) => u.query_id === id).map((u) => u.report as ReportKind);
  return rows.map((r) => ({ ...toAreaQuery(r), unlocked: unlocked(r.id) }));
}

/** Deletes a query only when `userId` owns it; false otherwise (unknown and someone else's look the same). */
export async function deleteOwnQuery(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('area_queries').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function exampleQuery(db: Db): Promise<AreaQuery | null> {
  const row = await db.selectFrom('area_queries').selectAll().where('is_example', '=', true).executeTakeFirst();
  return row ? toAreaQuery(row) : null;
}

export async function recordUnlock(db: Db, userId: string, queryId: string, report: ReportKind, now: Date): Promise<void> {
  await db.insertInto('area_unlocks').values({ user_id: userId, query_id: queryId, report, created_at: now }).onConflict((oc) => oc.columns(['user_id', 'query_id', 'report']).doNothing()).execute();
}

/** The data version a new query records: the day of the newest import. */
export async function currentDataVersion(db: Db): Promise<string> {
  const at = await geo.latestImportAt(db);
  return at ? new Date(at).toISOString().slice(0, 10) : 'none';
}
