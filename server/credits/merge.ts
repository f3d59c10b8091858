import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import { ensureBalanceRow, expireFreeCredits } from './ledger.js';

/**
 * Credits' part of joining account `from` into `into` (PersonalData.mergeAccounts): the ledger rows move and the
 * balances add up, so `balance = sum of the ledger` still holds for `into`. Free credits past their month are expired
 * first (with their ledger rows), so none comes back to life; the free ones left expire at the later of the two ends. A
 * row whose idempotency key `into` has too (both unlocked the same report, both got this month's free credits) keeps
 * its amounts under the key suffixed with its own row id: the key still stops `into` from being granted twice.
 */
export async function mergeCredits(trx: Transaction<Database>, from: string, into: string, now: Date): Promise<void> {
  for (const user of [from, into]) {
    await ensureBalanceRow(trx, user);
    await expireFreeCredits(trx, user, now);
  }
  await sql`
    UPDATE credit_ledger a SET ref = a.ref || '#' || a.id
    WHERE a.user_id = ${from} AND EXISTS (SELECT 1 FROM credit_ledger b WHERE b.user_id = ${into} AND b.ref = a.ref)`.execute(trx);
  await trx.updateTable('credit_ledger').set({ user_id: into }).where('user_id', '=', from).execute();
  await sql`
    UPDATE credit_balances i
    SET free_balance = i.free_balance + f.free_balance,
        purchased_balance = i.purchased_balance + f.purchased_balance,
        free_expires_at = CASE WHEN f.free_balance > 0 THEN GREATEST(i.free_expires_at, f.free_expires_at) ELSE i.free_expires_at END
    FROM credit_balances f
    WHERE i.user_id = ${into} AND f.user_id = ${from}`.execute(trx);
  await trx.deleteFrom('credit_balances').where('user_id', '=', from).execute();
}
