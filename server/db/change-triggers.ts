import { sql, type Kysely } from 'kysely';
import { CHANGES_CHANNEL } from './change-feed.js';

/**
 * Announces, from a migration, every change of `table`'s rows under `topic`, keyed by the row's `keyColumn` (the old
 * and the new value when it changes), to every instance's change feed. `columns` limits updates that announce to
 * those setting one of them (a session's `last_used_at` touch changes nothing a cache holds); inserts and deletes
 * always announce. Notifications are sent at commit, one per distinct payload per transaction.
 *
 *   await notifyChangesOf(db, 'credit_balances', 'account', 'user_id');
 */
export async function notifyChangesOf(db: Kysely<any>, table: string, topic: string, keyColumn: string, columns: readonly string[] = []): Promise<void> {
  await createNotifyFunctions(db);
  const update = columns.length ? sql`UPDATE OF ${sql.join(columns.map((c) => sql.id(c)))}` : sql`UPDATE`;
  const trigger = sql.id(`${table}_changes_${topic.replace(/\W/g, '_')}`);
  await sql`DROP TRIGGER IF EXISTS ${trigger} ON ${sql.table(table)}`.execute(db);
  await sql`
    CREATE TRIGGER ${trigger} AFTER INSERT OR DELETE OR ${update} ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION lokasi_notify_row_change(${sql.lit(topic)}, ${sql.lit(keyColumn)})`.execute(db);
}

/** The shared SQL functions, (re)created by whichever migration declares a trigger first. */
async function createNotifyFunctions(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION lokasi_notify_change(topic text, key text) RETURNS void LANGUAGE sql AS $$
      SELECT pg_notify(${sql.lit(CHANGES_CHANNEL)}, topic || ':' || key)
    $$`.execute(db);
  // Trigger arguments: the topic and the key column. to_jsonb reads the column by name from any table's row.
  await sql`
    CREATE OR REPLACE FUNCTION lokasi_notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_key text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[1] END;
      new_key text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[1] END;
    BEGIN
      IF old_key IS NOT NULL THEN PERFORM lokasi_notify_change(TG_ARGV[0], old_key); END IF;
      IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN PERFORM lokasi_notify_change(TG_ARGV[0], new_key); END IF;
      RETURN NULL;
    END
    $$`.execute(db);
}
