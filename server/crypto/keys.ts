import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Job } from '../module.js';

type Db = Kysely<Database>;

/**
 * A session keeps at most 4 response keys (a page agrees one per session; a few tabs or reloads are normal), each
 * usable for 24 hours: a page open longer agrees a new one when the server answers ENCRYPTION_KEY_UNKNOWN.
 */
export const KEY_RULES = { maxPerSession: 4, validForMs: 24 * 3_600_000 } as const;

const validAfter = (now: Date) => new Date(now.getTime() - KEY_RULES.validForMs);

/** Stores a new key and drops the session's expired keys and those beyond the newest four, in one transaction. */
export async function storeKey(db: Db, sessionId: string, keyId: string, key: Buffer, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('response_keys').values({ key_id: keyId, session_id: sessionId, key, created_at: now }).execute();
    const kept = trx
      .selectFrom('response_keys')
      .select('key_id')
      .where('session_id', '=', sessionId)
      .where('created_at', '>', validAfter(now))
      .orderBy('created_at', 'desc')
      .orderBy('key_id')
      .limit(KEY_RULES.maxPerSession);
    await trx.deleteFrom('response_keys').where('session_id', '=', sessionId).where('key_id', 'not in', kept).execute();
  });
}

/** A live key of this session, or undefined (unknown, another session's, expired, or dropped by the cap). */
export async function findKey(db: Db, sessionId: string, keyId: string, now: Date): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('response_keys')
    .select('key')
    .where('key_id', '=', keyId)
    .where('session_id', '=', sessionId)
    .where('created_at', '>', validAfter(now))
    .executeTakeFirst();
  return row && Buffer.from(row.key);
}

/** Expired keys of sessions that never agree another one are deleted once a day. */
export const purgeExpiredKeysJob: Job = {
  name: 'purge-expired-response-keys',
  period: (now) => now.toISOString().slice(0, 10),
  async run(ctx) {
    const result = await ctx.db.deleteFrom('response_keys').where('created_at', '<=', validAfter(ctx.now())).executeTakeFirst();
    return `${result.numDeletedRows} expired response keys deleted`;
  },
};
