import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DomainModule, PersonalTable, Person } from '../module.js';
import { keyValues } from './erasure.js';

/** Secrets kept only as hashes or keys (token and code hashes, response keys): not the person's data to take away. */
export const isSecretColumn = (column: string): boolean => /(^|_)(hash|key)$/.test(column);

/**
 * At most this many rows of one table go in the file (the file says how many a table held beyond it). A person's
 * tables hold far fewer (tracking events, the largest, about 30 a day over a 90-day retention), so the bound only
 * stops a table flooded on purpose from making a file nobody can open, and from holding an instance's memory.
 */
export const MAX_ROWS_PER_TABLE = 5000;

/** One declared table's part of the file: its rows (files given by size), and how many rows it has in all. */
export interface TablePart {
  module: string;
  table: string;
  rows: Array<Record<string, unknown>>;
  total: number;
}

const columns = new Map<string, Promise<string[]>>();

/** A table's columns in their order (read once per process: migrations run before the server listens). */
function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  let found = columns.get(table);
  if (!found) {
    found = sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`
      .execute(db)
      .then((r) => r.rows.map((c) => c.column_name));
    columns.set(table, found);
  }
  return found;
}

/**
 * The person's rows of one table, without secrets; a file column (PersonalTable.files: a printed PDF) is read as its
 * size, `{ bytes }`, so its bytes never leave the database. Null when the table is reached through no key of its own
 * (erased with a parent row: keys for the session's answers, nothing about the person).
 */
async function tablePart(db: Kysely<Database>, module: string, table: string, declared: PersonalTable, person: Omit<Person, 'pseudonym'>): Promise<TablePart | null> {
  if (!declared.keys?.length) return null;
  const matches = declared.keys.flatMap((key) => {
    const values = keyValues(key, person);
    return values.length ? [sql`${sql.ref(key.column)} IN (${sql.join(values)})`] : [];
  });
  if (!matches.length) return { module, table, rows: [], total: 0 };
  const files = new Set(declared.files ?? []);
  const shown = (await columnsOf(db, table)).filter((c) => !isSecretColumn(c));
  const select = shown.map((c) => (files.has(c) ? sql`octet_length(${sql.ref(c)}) AS ${sql.ref(c)}` : sql.ref(c)));
  const where = sql.join(matches, sql` OR `);
  const found = await sql<Record<string, unknown>>`SELECT ${sql.join(select)} FROM ${sql.table(table)} WHERE ${where} LIMIT ${MAX_ROWS_PER_TABLE + 1}`.execute(db);
  const rows = found.rows.slice(0, MAX_ROWS_PER_TABLE).map((row) => {
    for (const c of files) if (c in row) row[c] = row[c] === null ? null : { bytes: Number(row[c]) };
    return row;
  });
  const total = found.rows.length > MAX_ROWS_PER_TABLE ? Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(db)).rows[0]!.n) : rows.length;
  return { module, table, rows, total };
}

/**
 * Everything the modules declare they hold about the person, module by module and table by table, one table at a
 * time: a caller writes each part out before the next is read, so at most one table's rows are in memory.
 */
export async function* personalDataParts(db: Kysely<Database>, list: readonly DomainModule[], person: Omit<Person, 'pseudonym'>): AsyncGenerator<TablePart> {
  for (const module of list) {
    for (const [table, declared] of Object.entries(module.personalData?.tables ?? {})) {
      const part = await tablePart(db, module.name, table, declared, person);
      if (part) yield part;
    }
  }
}

/**
 * "All my personal data" as JSON text in pieces, inside the API's success envelope: `{ code, msg, data: { exportedAt,
 * userId, modules: { <module>: { <table>: rows } }, omitted: { "<module>.<table>": rows left out } } }`. Each row is
 * serialized on its own, so no piece is larger than a table's rows.
 */
export async function* personalDataJson(parts: AsyncIterable<TablePart>, head: { code: number; msg: string; exportedAt: string; userId: string }): AsyncGenerator<string> {
  yield `{"code":${head.code},"msg":${JSON.stringify(head.msg)},"data":{"exportedAt":${JSON.stringify(head.exportedAt)},"userId":${JSON.stringify(head.userId)},"modules":{`;
  const omitted: Record<string, number> = {};
  let module: string | null = null;
  for await (const part of parts) {
    if (part.module !== module) yield `${module === null ? '' : '},'}${JSON.stringify(part.module)}:{`;
    else yield ',';
    module = part.module;
    yield `${JSON.stringify(part.table)}:[${part.rows.map((row) => JSON.stringify(row)).join(',')}]`;
    if (part.total > part.rows.length) omitted[`${part.module}.${part.table}`] = part.total - part.rows.length;
  }
  yield `${module === null ? '' : '}'}},"omitted":${JSON.stringify(omitted)}}}`;
}
