import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { MembershipType } from './tables.js';

type Db = Kysely<Database>;
export interface MembershipPeriod {
  type: MembershipType;
  validUntil: Date;
}

/**
 * The one membership of two accounts joined: lifetime wins; of two running ones the later end is kept and the time the
 * other had left is added to it (a paid month is not lost), with the type of the one that ran longer; a membership
 * that has ended counts only when the other account has none at all.
 */
export function joinedMembership(from: MembershipPeriod | undefined, into: MembershipPeriod | undefined, now: Date): MembershipPeriod | undefined {
  if (!from || !into) return from ?? into;
  if (from.type === 'lifetime') return from;
  if (into.type === 'lifetime') return into;
  const [earlier, later] = from.validUntil <= into.validUntil ? [from, into] : [into, from];
  if (earlier.validUntil <= now) return later;
  return { type: later.type, validUntil: new Date(later.validUntil.getTime() + (earlier.validUntil.getTime() - now.getTime())) };
}

async function membershipOf(trx: Db, userId: string): Promise<MembershipPeriod | undefined> {
  const row = await trx.selectFrom('memberships').select(['type', 'valid_until']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return row && { type: row.type, validUntil: row.valid_until };
}

/** Accounts' part of joining account `from` into `into` (PersonalData.mergeAccounts): their memberships become one. */
export async function mergeMemberships(trx: Db, from: string, into: string, now: Date): Promise<void> {
  const joined = joinedMembership(await membershipOf(trx, from), await membershipOf(trx, into), now);
  await trx.deleteFrom('memberships').where('user_id', '=', from).execute();
  if (!joined) return;
  await trx
    .insertInto('memberships')
    .values({ user_id: into, type: joined.type, valid_until: joined.validUntil })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ type: joined.type, valid_until: joined.validUntil }))
    .execute();
}

/**
 * Locks both accounts' rows for the rest of the transaction, in one order so two merges never wait on each other. A
 * request of the account that goes, writing a row that refers to it meanwhile, waits for the merge and then fails (the
 * account is gone): the device sends it again with its new token, so nothing is written to an account being retired.
 * False when either account is closed or missing.
 */
export async function lockAccounts(trx: Db, ids: readonly [string, string]): Promise<boolean> {
  const rows = await sql<{ id: string }>`SELECT id FROM users WHERE id IN (${sql.join(ids)}) AND deleted_at IS NULL ORDER BY id FOR UPDATE`.execute(trx);
  return rows.rows.length === 2;
}
