import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Database } from './tables.js';

// int8 (count(*), sum of bigint) comes back as a string by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric: keep as number for figures (values here are well inside double precision).
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  kind: 'postgres' | 'pglite';
  /** The connection string, for PostgreSQL (lets a test open a second pool, i.e. a second instance). */
  url?: string;
  close(): Promise<void>;
}

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

/** One pg.Pool whatever the engine, so the schema, migrator and queries are shared. */
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
  const pglite = await PGlite.create(dataDir);
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
