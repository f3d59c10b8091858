import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DomainModule, PersonalTable, Person } from '../module.js';
import { createPseudonym, listDeletions, markErased, rememberErasedSessions } from '../accounts/index.js';

type Db = Kysely<Database>;

/** The values a key of a table matches for `person`: their user id, or their addresses. */
export const keyValues = (key: NonNullable<PersonalTable['keys']>[number], person: Pick<Person, 'userId' | 'emails'>): string[] =>
  key.holds === 'userId' ? [person.userId] : [...person.emails];

/** Applies one table's declared erasure to the person's rows (see PersonalTable.erasure). */
async function eraseTable(trx: Db, table: string, declared: PersonalTable, person: Person): Promise<void> {
  for (const key of declared.keys ?? []) {
    const values = keyValues(key, person);
    if (values.length === 0) continue;
    const match = sql`${sql.ref(key.column)} IN (${sql.join(values)})`;
    if (declared.erasure === 'deleted') {
      await sql`DELETE FROM ${sql.table(table)} WHERE ${match}`.execute(trx);
      continue;
    }
    const others = declared.columns.filter((c) => c !== key.column).map((c) => sql`${sql.ref(c)} = NULL`);
    const moved = sql`${sql.ref(key.column)} = ${key.holds === 'userId' ? person.pseudonym : null}`;
    await sql`UPDATE ${sql.table(table)} SET ${sql.join([moved, ...others])} WHERE ${match}`.execute(trx);
  }
}

/** The ids of the person's rows that other rows may hold (PersonalTable.idColumn), from every module. */
async function mentionableIds(trx: Db, list: readonly DomainModule[], person: Person): Promise<string[]> {
  const ids: string[] = [];
  for (const module of list) {
    for (const [table, declared] of Object.entries(module.personalData?.tables ?? {})) {
      if (!declared.idColumn) continue;
      for (const key of declared.keys ?? []) {
        const values = keyValues(key, person);
        if (values.length === 0) continue;
        const rows = await sql<{ id: string }>`SELECT ${sql.ref(declared.idColumn)}::text AS id FROM ${sql.table(table)} WHERE ${sql.ref(key.column)} IN (${sql.join(values)})`.execute(trx);
        ids.push(...rows.rows.map((r) => r.id));
      }
    }
  }
  return ids;
}

/**
 * Erases a person in one transaction, module by module in reverse registry order and each module's tables from the
 * last declared to the first (children before their parents, the account row last); then every module forgets what
 * other accounts' rows hold of the person's ids. Rows accounting keeps move to a pseudonym; the deletion request itself
 * is kept, pseudonymised, and marked erased. The person's sessions are remembered by keyed hashes (with `key`, the
 * server's HMAC key) so a device still signed in learns that the account is gone.
 */
export async function erasePerson(db: Db, list: readonly DomainModule[], request: { id: string; userId: string; email: string | null }, key: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const person: Person = { userId: request.userId, emails: request.email ? [request.email] : [], pseudonym: await createPseudonym(trx, now) };
    const ids = await mentionableIds(trx, list, person);
    await rememberErasedSessions(trx, request.userId, key, now);
    for (const module of [...list].reverse()) {
      for (const [table, t] of Object.entries(module.personalData?.tables ?? {}).reverse()) await eraseTable(trx, table, t, person);
    }
    if (ids.length) for (const module of list) await module.personalData?.forgetMentions?.(trx, ids, now);
    await markErased(trx, request.id, now);
  });
}

/** Erases every approved request; returns how many. `key` is the server's HMAC key (see erasePerson). */
export async function eraseApproved(db: Db, list: readonly DomainModule[], key: string, now: Date): Promise<number> {
  const approved = await listDeletions(db, ['approved']);
  for (const r of approved) {
    if (r.user_id) await erasePerson(db, list, { id: r.id, userId: r.user_id, email: r.email }, key, now);
    else await markErased(db, r.id, now); // the account had already gone (an unused anonymous account purged meanwhile)
  }
  return approved.length;
}
