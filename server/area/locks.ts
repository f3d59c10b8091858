import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { ReportKind } from '../../contracts/area.js';
import { loadQuery, publicQuery, userUnlocks } from './saved-queries.js';
import { unlockKey, type SavedQuery, type SavedQueryCaches, type UserUnlocks } from './saved-query-cache.js';

/** Spec §4 and §9: unlocking a report costs 1 credit. */
export const UNLOCK_COST = 1;

/**
 * The one place that decides which blocks of each report an ordinary user sees without unlocking (issue #11 §9:
 * headline figures are free, deeper blocks show 'unlock data'). Blocks not named here are locked until the user
 * unlocks the report; the example query has every block free.
 */
export const FREE_BLOCKS: Readonly<Record<ReportKind, readonly string[]>> = {
  population: ['residents'],
  'passenger-flow': ['summary'],
  consumption: ['index'],
  'business-district': ['overview'],
  surroundings: ['categories', 'map'],
};

export interface LockedBlock<T> {
  locked: boolean;
  data: T | null;
}

/**
 * The blocks as the answer carries them: a locked block's data is null, so locked data never leaves the server.
 * Pass builders (thunks) so a locked block is not even computed.
 */
export function lockedReport<B extends Record<string, unknown>>(
  kind: ReportKind,
  blocks: { [K in keyof B]: () => B[K] },
  unlocked: boolean,
): { [K in keyof B]: LockedBlock<B[K]> } {
  const free = FREE_BLOCKS[kind];
  const out = {} as { [K in keyof B]: LockedBlock<B[K]> };
  for (const key of Object.keys(blocks) as (keyof B & string)[]) {
    const locked = !unlocked && !free.includes(key);
    out[key] = { locked, data: locked ? null : blocks[key]() };
  }
  return out;
}

/** The rule: the example is free; otherwise the reader's unlock of this report. */
export const unlockedBy = (query: SavedQuery, unlocks: UserUnlocks | null, kind: ReportKind): boolean =>
  query.isExample || (unlocks?.keys.has(unlockKey(query.id, kind)) ?? false);

/**
 * A saved query as answers carry it and whether `userId` sees every block of its report `kind`; null if unknown.
 * Two reads side by side, both from `caches` when they hold them (a report read then asks the database nothing).
 */
export async function reportAccess(db: Kysely<Database>, queryId: string, userId: string | null, kind: ReportKind, caches?: SavedQueryCaches) {
  const [query, unlocks] = await Promise.all([loadQuery(db, queryId, caches), userId === null ? null : userUnlocks(db, userId, caches)]);
  return query && { query: publicQuery(query), unlocked: unlockedBy(query, unlocks, kind) };
}

/** Whether `userId` sees every block of `kind` for the query: they unlocked it, or it is the free example. */
export async function isUnlocked(db: Kysely<Database>, userId: string | null, queryId: string, kind: ReportKind, caches?: SavedQueryCaches): Promise<boolean> {
  return (await reportAccess(db, queryId, userId, kind, caches))?.unlocked === true;
}
