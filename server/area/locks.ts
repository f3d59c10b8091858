import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { ReportKind } from '../../contracts/area.js';

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

type Eb = ExpressionBuilder<Database & { q: Database['area_queries'] }, 'q'>;

/** The rule as SQL over the query row `q`: the example is free; otherwise the user's unlock of this report. */
export const unlockedExpression = (eb: Eb, userId: string | null, kind: ReportKind) =>
  eb.or([
    eb('q.is_example', '=', true),
    eb.exists(eb.selectFrom('area_unlocks as u').select('u.report').where('u.user_id', '=', userId).whereRef('u.query_id', '=', 'q.id').where('u.report', '=', kind)),
  ]);

/** Whether `userId` sees every block of `kind` for the query: they unlocked it, or it is the free example (one round trip). */
export async function isUnlocked(db: Kysely<Database>, userId: string | null, queryId: string, kind: ReportKind): Promise<boolean> {
  const row = await db.selectFrom('area_queries as q').select((eb) => unlockedExpression(eb, userId, kind).as('unlocked')).where('q.id', '=', queryId).executeTakeFirst();
  return row?.unlocked === true;
}
