import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { ReportKind } from '../../contracts/area.js';
import type { Figure } from '../../contracts/figure.js';
import { loadQuery, publicQuery, userUnlocks } from './saved-queries.js';
import { unlockKey, type SavedQuery, type SavedQueryCaches, type UserUnlocks } from './saved-query-cache.js';

/**
 * What unlocking each report costs, in credits, when it opens figures with data: the one price list, quoted by the
 * report answers (`unlockCost`) and the relay's price, and charged by the unlock.
 */
export const REPORT_PRICES: Readonly<Record<ReportKind, number>> = {
  population: 1,
  'passenger-flow': 1,
  consumption: 1,
  'business-district': 1,
  surroundings: 1,
  'ai-analysis': 1,
};

/**
 * The one place that decides which blocks of each report an ordinary user sees without unlocking (headline
 * figures are free, deeper blocks show 'unlock data'). Blocks not named here are locked until the user
 * unlocks the report; the example query has every block free.
 */
export const FREE_BLOCKS: Readonly<Record<ReportKind, readonly string[]>> = {
  population: ['residents'],
  'passenger-flow': ['summary'],
  consumption: ['index'],
  'business-district': ['overview'],
  surroundings: ['categories', 'map'],
  // A locked analysis carries no score and no narrative.
  'ai-analysis': [],
};

export interface LockedBlock<T> {
  locked: boolean;
  data: T | null;
}

/** Whether `x` has a Figure's shape (contracts/figure.ts): a value or null, a kind and its datasets. */
const isFigure = (x: object): x is Figure => 'kind' in x && 'value' in x && Array.isArray((x as { datasets?: unknown }).datasets);

/**
 * How many figures with data a block holds: every figure with a value (a 'not available' figure carries none), and
 * every named row of a list that carries no figure of its own (a store, a stop: the row is the datum).
 */
export function figuresWithData(data: unknown): number {
  if (data === null || typeof data !== 'object') return 0;
  if (isFigure(data)) return data.value === null ? 0 : 1;
  const rows = Array.isArray(data) ? data : null;
  return Object.values(data).reduce<number>((n, v) => {
    const inside = figuresWithData(v);
    return n + (inside === 0 && rows && typeof (v as { name?: unknown } | null)?.name === 'string' ? 1 : inside);
  }, 0);
}

const hasFigure = (x: unknown): boolean => x !== null && typeof x === 'object' && (isFigure(x) || Object.values(x).some(hasFigure));

/**
 * The blocks as the answer carries them: a locked block's data is null, so locked data never leaves the server.
 * Never charge for nothing: a block whose figures are all 'not available' is sent open (it reveals nothing and says
 * why on screen), so it costs no credit. `opens` counts the figures with data that unlocking would open; a report
 * with none to open costs nothing (`cost` 0), any other its price (REPORT_PRICES).
 */
export function lockedReport<B extends Record<string, unknown>>(
  kind: ReportKind,
  data: B,
  unlocked: boolean,
): { blocks: { [K in keyof B]: LockedBlock<B[K]> }; opens: number; cost: number } {
  const free = FREE_BLOCKS[kind];
  const keys = Object.keys(data) as (keyof B & string)[];
  const lockable = (key: keyof B & string) => !unlocked && !free.includes(key);
  // The figures decide the price; a block of no figures (the analysis's words and map pins, said from those figures)
  // is locked with them while anything is, and open when nothing is (its notes then say why there is nothing).
  const opens = keys.reduce((n, key) => n + (lockable(key) ? figuresWithData(data[key]) : 0), 0);
  const out = {} as { [K in keyof B]: LockedBlock<B[K]> };
  for (const key of keys) {
    const locked = lockable(key) && (hasFigure(data[key]) ? figuresWithData(data[key]) > 0 : opens > 0);
    out[key] = locked ? { locked: true, data: null } : { locked: false, data: data[key] };
  }
  return { blocks: out, opens, cost: opens > 0 ? REPORT_PRICES[kind] : 0 };
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
