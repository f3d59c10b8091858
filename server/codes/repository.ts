import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { CodePurpose } from './tables.js';
import { CODE_RULES, codeMatches, generateCode, hashCode, sendRefusal, type SendRefusal } from './rules.js';

type Db = Kysely<Database>;

export interface CodeBinding {
  userId: string | null;
  email: string;
  purpose: CodePurpose;
}

export type IssueResult = { ok: true; id: string; code: string } | { ok: false; refusal: SendRefusal };

/** Whether the wrong entries against the codes sent to `email` in the last 24 hours have reached the daily cap. */
async function guessCapReached(db: Db, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failed_attempts'), eb.lit(0)).as('failures'))
    .where('email', '=', email)
    .where('created_at', '>', new Date(now.getTime() - CODE_RULES.guessWindowMs))
    .executeTakeFirstOrThrow();
  return Number(row.failures) >= CODE_RULES.maxGuessesPerAddressPerDay;
}

/**
 * Creates a code unless the address or the user has hit a send limit, or the address has had its daily share of
 * wrong entries (another code could not be entered anyway). The advisory locks serialize concurrent sends for the same address and
 * user, so the limits hold under parallel requests and across instances. The row id is the request id the sender
 * gets back: only who asked for the code can enter it.
 */
export async function issueCode(db: Db, binding: CodeBinding, now: Date): Promise<IssueResult> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`code-email:${binding.email}`}))`.execute(trx);
    if (binding.userId) await sql`SELECT pg_advisory_xact_lock(hashtext(${`code-user:${binding.userId}`}))`.execute(trx);
    const since = new Date(now.getTime() - CODE_RULES.sendWindowMs);
    const byEmail = await trx.selectFrom('verification_codes').select('created_at').where('email', '=', binding.email).where('created_at', '>', since).execute();
    const byUser = binding.userId
      ? await trx.selectFrom('verification_codes').select('created_at').where('user_id', '=', binding.userId).where('created_at', '>', since).execute()
      : [];
    const refusal = sendRefusal(byEmail.map((r) => r.created_at), now) ?? sendRefusal(byUser.map((r) => r.created_at), now);
    if (refusal) return { ok: false, refusal } as const;
    if (await guessCapReached(trx, binding.email, now)) return { ok: false, refusal: 'CODE_SEND_LIMIT' } as const;
    const id = randomUUID();
    const code = generateCode();
    await trx
      .insertInto('verification_codes')
      .values({
        id,
        user_id: binding.userId,
        email: binding.email,
        purpose: binding.purpose,
        code_hash: hashCode(id, code),
        created_at: now,
        expires_at: new Date(now.getTime() + CODE_RULES.validForMs),
        used_at: null,
      })
      .execute();
    return { ok: true, id, code } as const;
  });
}

/** A code whose e-mail could not be sent never reaches the user, so it must not count against the limits. */
export async function withdrawCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export type VerifyResult = 'ok' | 'CODE_INCORRECT' | 'CODE_INVALID';

/**
 * Checks a code of the send request `requestId`, which must have been issued for this exact user, address and
 * purpose. Guesses by anyone who did not make that request cannot reach it, so they neither use up its attempts
 * nor guess against it. Success and failure are both recorded by conditional UPDATEs, so of many parallel correct
 * entries exactly one wins; after 5 wrong entries even the right code is refused, and so is every code of an
 * address once the codes sent to it in 24 hours have had 100 wrong entries.
 */
export async function verifyCode(db: Db, requestId: string, binding: CodeBinding, code: string, now: Date): Promise<VerifyResult> {
  const issued = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash'])
    .where('id', '=', requestId)
    .where('email', '=', binding.email)
    .where('purpose', '=', binding.purpose)
    .where(sql<boolean>`user_id IS NOT DISTINCT FROM ${binding.userId}::uuid`)
    .executeTakeFirst();
  if (!issued) return 'CODE_INVALID';
  const live = (q: ReturnType<typeof db.updateTable<'verification_codes'>>) =>
    q.where('id', '=', issued.id).where('used_at', 'is', null).where('expires_at', '>', now).where('failed_attempts', '<', CODE_RULES.maxFailedAttempts);
  if (codeMatches(issued.id, code, issued.code_hash)) {
    if (await guessCapReached(db, binding.email, now)) return 'CODE_INVALID';
    const used = await live(db.updateTable('verification_codes')).set({ used_at: now }).returning('id').executeTakeFirst();
    return used ? 'ok' : 'CODE_INVALID';
  }
  // Wrong entries for one address are serialized (the advisory lock, across instances), so parallel guesses cannot
  // all pass the daily cap check before any of them is counted.
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`code-email:${binding.email}`}))`.execute(trx);
    if (await guessCapReached(trx, binding.email, now)) return 'CODE_INVALID';
    const counted = await live(trx.updateTable('verification_codes'))
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .returning('id')
      .executeTakeFirst();
    return counted ? 'CODE_INCORRECT' : 'CODE_INVALID';
  });
}
