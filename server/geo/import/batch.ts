import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';

export type PgArrayType = 'text' | 'int4' | 'int8' | 'float8' | 'bool' | 'jsonb' | 'text[]';

/** Column name → element type, in insert order. */
export type Columns = Record<string, PgArrayType>;

const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts rows with one `INSERT ... SELECT FROM unnest($1::t[], $2::t[], ...)` per few thousand rows:
 * one parameter per column, so the statement stays small and PGlite and PostgreSQL parse it once per batch.
 */
export async function insertRows(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
  columns: Columns,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<number> {
  const names = Object.keys(columns);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = names.map((name) => {
      const type = columns[name]!;
      const values = chunk.map((r) => {
        const v = r[name];
        if (v === undefined || v === null) return null;
        if (type === 'jsonb') return JSON.stringify(v);
        // text[] travels as a JSON array text and is unpacked server-side (pg cannot bind nested arrays).
        if (type === 'text[]') return JSON.stringify(v);
        return v;
      });
      const arrayType = type === 'jsonb' || type === 'text[]' ? 'text' : type;
      return sql`${values}::${sql.raw(arrayType)}[]`;
    });
    const select = names.map((name, i) => {
      const type = columns[name]!;
      const col = sql.raw(`c${i}`);
      if (type === 'jsonb') return sql`${col}::jsonb`;
      if (type === 'text[]') return sql`array(select jsonb_array_elements_text(${col}::jsonb))`;
      return col;
    });
    const aliases = sql.raw(names.map((_, i) => `c${i}`).join(', '));
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
      select ${sql.join(select)} from unnest(${sql.join(arrays)}) as t(${aliases})`.execute(db);
  }
  return rows.length;
}
