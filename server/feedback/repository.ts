import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { FeedbackInput } from '../../contracts/account-data.js';
import { FEEDBACK_LIMITS } from './rules.js';

type Db = Kysely<Database>;
const HOUR_MS = 3_600_000;

/**
 * Stores one message (its text as feedbackText makes it) unless the account has reached its limits; false when it has. Serialised per account by an
 * advisory lock, so two messages sent at once cannot both pass the count.
 */
export async function submitFeedback(db: Db, userId: string, input: FeedbackInput, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`feedback:${userId}`}))`.execute(trx);
    const counts = await trx
      .selectFrom('feedback')
      .select([
        sql<number>`count(*) FILTER (WHERE created_at > ${new Date(now.getTime() - HOUR_MS)})::int`.as('hour'),
        sql<number>`count(*)::int`.as('day'),
      ])
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now.getTime() - 24 * HOUR_MS))
      .executeTakeFirstOrThrow();
    if (counts.hour >= FEEDBACK_LIMITS.perHour || counts.day >= FEEDBACK_LIMITS.perDay) return false;
    await trx
      .insertInto('feedback')
      .values({ user_id: userId, category: input.category, text: input.text, contact: input.contact?.trim() || null, app_version: input.appVersion, context: JSON.stringify(input.context), created_at: now })
      .execute();
    return true;
  });
}

/** The newest messages first, for operators. */
export async function latestFeedback(db: Db, limit: number) {
  return db.selectFrom('feedback').select(['id', 'category', 'text', 'contact', 'app_version', 'context', 'created_at']).orderBy('created_at', 'desc').limit(limit).execute();
}
