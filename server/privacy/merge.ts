import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DomainModule, PersonalTable } from '../module.js';
import { lockAccounts } from '../accounts/index.js';

type Trx = Transaction<Database>;

/** Applies one table's declared merge (PersonalTable.merge) to the rows of `from`. */
async function mergeTable(trx: Trx, table: string, declared: PersonalTable, from: string, into: string): Promise<void> {
  const key = declared.keys?.find((k) => k.holds === 'userId');
  const merge = declared.merge ?? 'moved';
  if (!key || merge === 'module') return;
  const column = sql.ref(key.column);
  if (merge === 'deleted') {
    await sql`DELETE FROM ${sql.table(table)} WHERE ${column} = ${from}`.execute(trx);
    return;
  }
  if (merge !== 'moved') {
    const same = merge.unlessSame.map((c) => sql`b.${sql.ref(c)} IS NOT DISTINCT FROM a.${sql.ref(c)}`);
    await sql`
      DELETE FROM ${sql.table(table)} a WHERE a.${column} = ${from}
      AND EXISTS (SELECT 1 FROM ${sql.table(table)} b WHERE b.${column} = ${into} AND ${sql.join(same, sql` AND `)})`.execute(trx);
  }
  await sql`UPDATE ${sql.table(table)} SET ${column} = ${into} WHERE ${column} = ${from}`.execute(trx);
}

/**
 * Joins anonymous account `from` into account `into` in one transaction, as every module declares it: the rows of
 * `from` become `into`'s (counts, saved queries, unlocks, marks, orders, credits, membership), and `from` is retired.
 * Modules go in reverse registry order and each module's tables from the last declared to the first, its own
 * `mergeAccounts` first: the account's row, declared first by the first module, goes last. False (nothing changed)
 * when either account is closed or gone.
 */
export async function mergeAccounts(db: Kysely<Database>, list: readonly DomainModule[], from: string, into: string, now: Date): Promise<boolean> {
  if (from === into) return false;
  return db.transaction().execute(async (trx) => {
    if (!(await lockAccounts(trx, [from, into]))) return false;
    // Keys between a module's tables that hold the user id (a tap's session) are deferrable: rows move table by table
    // and each key is checked at commit, once both ends have moved.
    await sql`SET CONSTRAINTS ALL DEFERRED`.execute(trx);
    for (const module of [...list].reverse()) {
      await module.personalData?.mergeAccounts?.(trx, from, into, now);
      for (const [table, declared] of Object.entries(module.personalData?.tables ?? {}).reverse()) await mergeTable(trx, table, declared, from, into);
    }
    return true;
  });
}
