import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './tables.js';
import { PGliteDialect } from './pglite-dialect.js';

// Both engines read values with these parsers (the PGlite dialect uses node-postgres' type parsers too).
// int8 (count(*), sum of bigint) comes back as a string by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric: keep as number for figures (values here are well inside double precision).
pg.types.setTypeParser(1700, (v) => Number(v));

interface HandleBase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  pool: pg.Pool;
  /** The connection string (lets a test open a second pool, i.e. a second instance). */
  url: string;
}

export interface PGliteHandle extends HandleBase {
  kind: 'pglite';
  /** The embedded database itself (lets a test close it under the app). */
  pglite: PGlite;
  /** No connection string: another instance cannot reach an embedded database. */
  url?: undefined;
}

export type DatabaseHandle = PostgresHandle | PGliteHandle;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data folder, or 'memory://' for a throwaway database (tests). */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
}

/**
 * pg.Pool's end() resolves once it has asked every connection to close, not once they are closed; a caller that
 * drops the database or exits right after (tests, shutdown) would cut connections still saying goodbye.
 */
function openConnections(pool: pg.Pool) {
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    // A connection lost while checked out fails its query, and also emits 'error' on the client: unheard, that event
    // would end the process (the pool only listens while the connection is idle).
    client.on('error', (error) => console.error(`database: a connection in use failed (${error.message})`));
    client.once('end', () => open.delete(client));
  });
  return {
    allEnded: () => Promise.all([...open].map((client) => new Promise((resolve) => client.once('end', resolve)))).then(() => undefined),
  };
}

/** PostgreSQL through pg.Pool, or the embedded PGlite; the same Kysely schema, migrator and queries on both. */
export async function openDatabase(options: DatabaseOptions & { url: string }): Promise<PostgresHandle>;
export async function openDatabase(options: DatabaseOptions & { url?: undefined }): Promise<PGliteHandle>;
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle>;
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can fail (PostgreSQL restarted, an administrator ended it); the pool drops it and opens a new
    // one on demand. Without a listener the pool's 'error' event would end the process.
    pool.on('error', (error) => console.error(`database: an idle connection failed and was dropped (${error.message})`));
    const open = openConnections(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      pool,
      kind: 'postgres',
      url: options.url,
      close: async () => {
        await db.destroy();
        await open.allEnded();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates only the last folder of the path; a fresh clone has no `.data/` yet.
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create(dataDir));
}

/** A handle on an open PGlite database (a folder, memory, or a test template's dump loaded into memory). */
export function pgliteHandle(pglite: PGlite): PGliteHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    pglite,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      // A test may have closed it already (the database gone under the app).
      if (!pglite.closed) await pglite.close();
    },
  };
}
