import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DomainModule, Person } from '../module.js';
import { keyValues } from './erasure.js';

/** Secrets kept only as hashes or keys (token and code hashes, response keys): not the person's data to take away. */
const SECRET_COLUMN = /(^|_)(hash|key)$/;

/**
 * Everything the modules declare they hold about the person, module by module and table by table, each row with its
 * own columns (secrets left out). Tables erased with a parent row (erasedWith) are reached through no key of their
 * own and are left out too: they hold keys for the session's answers, nothing about the person.
 */
export async function personalDataOf(db: Kysely<Database>, list: readonly DomainModule[], person: Omit<Person, 'pseudonym'>): Promise<Record<string, Record<string, unknown[]>>> {
  const out: Record<string, Record<string, unknown[]>> = {};
  for (const module of list) {
    for (const [table, declared] of Object.entries(module.personalData?.tables ?? {})) {
      const matches = (declared.keys ?? []).flatMap((key) => {
        const values = keyValues(key, person);
        return values.length ? [sql`${sql.ref(key.column)} IN (${sql.join(values)})`] : [];
      });
      const found = matches.length ? (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE ${sql.join(matches, sql` OR `)}`.execute(db)).rows : [];
      const rows = found.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column))));
      if (declared.keys?.length) (out[module.name] ??= {})[table] = rows;
    }
  }
  return out;
}
