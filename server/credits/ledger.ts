import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { LedgerKind } from './tables.js';
import type { CreditBalance } from '../../contracts/credits.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** VIP members get 5 free credits per month. */
export const VIP_FREE_CREDITS_PER_MONTH = 5;

/** Free credits granted in a month expire at the first instant of the next month (UTC). */
export function endOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** `YYYY-MM` of `now` in UTC: the period key of monthly grants (`free-2026-11`). */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export async function getBalance(db: Db, userId: string, now: Date): Promise<CreditBalance> {
  const row = await db.selectFrom('credit_balances').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const freeValid = row?.free_expires_at && row.free_expires_at > now;
  const free = freeValid ? row.free_balance : 0;
  const purchased = row?.purchased_balance ?? 0;
  return { free, purchased, total: free + purchased, freeExpiresAt: freeValid ? row.free_expires_at!.toISOString() : null };
}

export async function ensureBalanceRow(trx: Trx, userId: string): Promise<void> {
  await trx.insertInto('credit_balances').values({ user_id: userId, free_expires_at: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

async function refExists(trx: Trx, userId: string, ref: string): Promise<boolean> {
  const row = await trx.selectFrom('credit_ledger').select('id').where('user_id', '=', userId).where('ref', '=', ref).executeTakeFirst();
  return row !== undefined;
}

async function appendLedger(trx: Trx, row: { userId: string; ref: string; kind: LedgerKind; free: number; purchased: number; now: Date }): Promise<boolean> {
  const inserted = await trx
    .insertInto('credit_ledger')
    .values({ user_id: row.userId, ref: row.ref, kind: row.kind, free_delta: row.free, purchased_delta: row.purchased, created_at: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Zeroes free credits past their month, with the matching ledger row, so balance = sum of ledger always holds. */
export async function expireFreeCredits(trx: Trx, userId: string, now: Date): Promise<void> {
  const expired = await sql<{ expired: number; expires_at: Date }>`
    WITH cur AS (
      SELECT user_id, free_balance, free_expires_at FROM credit_balances
      WHERE user_id = ${userId} AND free_balance > 0 AND free_expires_at <= ${now} FOR UPDATE
    )
    UPDATE credit_balances c SET free_balance = 0 FROM cur WHERE c.user_id = cur.user_id
    RETURNING cur.free_balance AS expired, cur.free_expires_at AS expires_at`.execute(trx);
  const row = expired.rows[0];
  if (row) await appendLedger(trx, { userId, ref: `expire:${new Date(row.expires_at).toISOString()}`, kind: 'expire', free: -row.expired, purchased: 0, now });
}

class DuplicateRef extends Error {}

export type SpendResult = { status: 'spent'; balance: CreditBalance } | { status: 'duplicate' } | { status: 'insufficient' };

/** Takes `n` credits inside `trx` (see spendCredits); throws DuplicateRef when a transaction racing it wrote the same ref first. */
async function spendIn(trx: Trx, userId: string, n: number, ref: string, now: Date): Promise<SpendResult> {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`credits to spend must be a positive integer, got ${n}`);
  if (await refExists(trx, userId, ref)) return { status: 'duplicate' };
  await ensureBalanceRow(trx, userId);
  await expireFreeCredits(trx, userId, now);
  const moved = await sql<{ free_used: number; free_balance: number; purchased_balance: number }>`
    WITH cur AS (
      SELECT user_id, free_balance AS f, purchased_balance AS p FROM credit_balances WHERE user_id = ${userId} FOR UPDATE
    )
    UPDATE credit_balances c
    SET free_balance = cur.f - LEAST(${n}::int, cur.f), purchased_balance = cur.p - (${n}::int - LEAST(${n}::int, cur.f))
    FROM cur
    WHERE c.user_id = cur.user_id AND cur.f + cur.p >= ${n}::int
    RETURNING LEAST(${n}::int, cur.f) AS free_used, c.free_balance, c.purchased_balance`.execute(trx);
  const row = moved.rows[0];
  if (!row) return (await refExists(trx, userId, ref)) ? { status: 'duplicate' } : { status: 'insufficient' };
  const freeUsed = Number(row.free_used);
  if (!(await appendLedger(trx, { userId, ref, kind: 'spend', free: -freeUsed, purchased: -(n - freeUsed), now }))) throw new DuplicateRef();
  return { status: 'spent', balance: await getBalance(trx, userId, now) };
}

/**
 * Takes `n` credits from a user, free ones first. The balance moves only through a conditional UPDATE
 * (`WHERE free + purchased >= n`) and the ledger row is written in the same transaction; `ref` is the
 * idempotency key, so repeating an unlock or a retry with the same ref debits once.
 */
export async function spendCredits(db: Db, userId: string, n: number, ref: string, now: Date = new Date()): Promise<SpendResult> {
  try {
    return await db.transaction().execute((trx) => spendIn(trx, userId, n, ref, now));
  } catch (error) {
    if (error instanceof DuplicateRef) return { status: 'duplicate' };
    throw error;
  }
}

export type PurchaseResult<T> = { status: 'spent' | 'duplicate'; value: T } | { status: 'insufficient' };

/**
 * What every paid path does: debits `n` credits (spendCredits's rules, `ref` its idempotency key) and saves what they
 * buy with `save`, in one transaction, so neither commits without the other: a process killed between the two, or a
 * save that fails, leaves no debit. A ref already debited (a request paid before) saves free. `save` must be idempotent
 * (an insert that does nothing on conflict): racing requests of one ref both run it, one of them after the other paid.
 */
export async function purchase<T>(db: Db, userId: string, n: number, ref: string, now: Date, save: (trx: Db) => Promise<T>): Promise<PurchaseResult<T>> {
  try {
    return await db.transaction().execute(async (trx): Promise<PurchaseResult<T>> => {
      const spent = await spendIn(trx, userId, n, ref, now);
      return spent.status === 'insufficient' ? spent : { status: spent.status, value: await save(trx) };
    });
  } catch (error) {
    if (!(error instanceof DuplicateRef)) throw error;
    return { status: 'duplicate', value: await save(db) };
  }
}

export interface Grant {
  amount: number;
  /** Free credits expire at `expiresAt` (default: end of the current month); purchased ones never do. */
  kind: 'free' | 'purchased';
  ref: string;
  expiresAt?: Date;
}

/** Adds credits once per `ref` (a payment id, `free-YYYY-MM`, ...). Returns false when that ref was already granted. */
export function grantCredits(db: Db, userId: string, grant: Grant, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute((trx) => grantCreditsInTransaction(trx, userId, grant, now));
}

/**
 * `grantCredits` inside a caller's transaction, so a grant commits or rolls back with what paid for it (payments:
 * the order's pending → paid update; ref `order:<id>`).
 */
export async function grantCreditsInTransaction(trx: Trx, userId: string, grant: Grant, now: Date): Promise<boolean> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0) throw new RangeError(`credits to grant must be a positive integer, got ${grant.amount}`);
  await ensureBalanceRow(trx, userId);
  await expireFreeCredits(trx, userId, now);
  const free = grant.kind === 'free' ? grant.amount : 0;
  const purchased = grant.kind === 'purchased' ? grant.amount : 0;
  const appended = await appendLedger(trx, { userId, ref: grant.ref, kind: grant.kind === 'free' ? 'grant_free' : 'grant_purchased', free, purchased, now });
  if (!appended) return false;
  await trx
    .updateTable('credit_balances')
    .set((eb) =>
      grant.kind === 'free'
        ? { free_balance: eb('free_balance', '+', free), free_expires_at: grant.expiresAt ?? endOfMonth(now) }
        : { purchased_balance: eb('purchased_balance', '+', purchased) },
    )
    .where('user_id', '=', userId)
    .execute();
  return true;
}

/** The monthly VIP grant: 5 free credits for this month, once per user and month whoever calls it. */
export function grantMonthlyFreeCredits(db: Db, userId: string, now: Date): Promise<boolean> {
  return grantCredits(db, userId, { amount: VIP_FREE_CREDITS_PER_MONTH, kind: 'free', ref: `free-${monthKey(now)}`, expiresAt: endOfMonth(now) }, now);
}

export interface LedgerEntry {
  id: number;
  ref: string;
  kind: LedgerKind;
  free: number;
  purchased: number;
  at: string;
}

export async function ledgerHistory(db: Db, userId: string, limit: number, beforeId?: number): Promise<LedgerEntry[]> {
  let q = db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId);
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), ref: r.ref, kind: r.kind, free: r.free_delta, purchased: r.purchased_delta, at: r.created_at.toISOString() }));
}

/**
 * Erasure of a person whose ids ledger refs name (an unlock's `area:<query id>:<report>`, in their own rows and in other
 * accounts'): each such ref becomes `erased:<row id>`, still unique per account, so the amounts stay and the id goes.
 */
export async function forgetRefs(db: Db, ids: readonly string[]): Promise<void> {
  await sql`UPDATE credit_ledger SET ref = 'erased:' || id WHERE EXISTS (SELECT 1 FROM unnest(${[...ids]}::text[]) AS i WHERE strpos(ref, i) > 0)`.execute(db);
}
