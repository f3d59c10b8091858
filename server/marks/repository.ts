import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Mark, MarkSyncBody } from '../../contracts/marks.js';

type Db = Kysely<Database>;

/** The account's marks, newest first. */
export async function listMarks(db: Db, userId: string): Promise<Mark[]> {
  const rows = await db.selectFrom('marks').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, lat: r.lat, lon: r.lon, name: r.name, path: r.path, createdAt: r.created_at.toISOString() }));
}

/**
 * Applies a device's changes in one transaction: removals first (they make room), then each mark put: a place already
 * marked takes the new name and path, a new one is saved while the account holds fewer than `limit`, else refused.
 * The account's syncs take turns (an advisory lock), so two devices cannot both add the last allowed mark.
 */
export async function syncMarks(db: Db, userId: string, changes: MarkSyncBody, limit: number, now: Date): Promise<{ refused: string[] }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`marks:${userId}`}))`.execute(trx);
    if (changes.removed.length) await trx.deleteFrom('marks').where('user_id', '=', userId).where('id', 'in', changes.removed).execute();
    const refused: string[] = [];
    for (const mark of changes.put) {
      const updated = await trx.updateTable('marks').set({ name: mark.name, path: mark.path, updated_at: now }).where('user_id', '=', userId).where('id', '=', mark.id).executeTakeFirst();
      if (updated.numUpdatedRows > 0n) continue;
      const { held } = await trx.selectFrom('marks').select((eb) => eb.fn.countAll<number>().as('held')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(held) >= limit) {
        refused.push(mark.id);
        continue;
      }
      await trx.insertInto('marks').values({ user_id: userId, id: mark.id, lat: mark.lat, lon: mark.lon, name: mark.name, path: mark.path, created_at: now, updated_at: now }).execute();
    }
    return { refused };
  });
}
