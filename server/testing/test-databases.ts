import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { allMigrations } from '../migrations.js';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database; `close` drops it. */
  open(): Promise<DatabaseHandle>;
}

const adminUrl = process.env.DATABASE_URL;

/** Tests run on PGlite always, and on PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openMigrated }];
  if (adminUrl) targets.push({ name: 'postgres', open: openFreshPostgres });
  else if (!warned) {
    warned = true;
    console.warn('[tests] DATABASE_URL is not set: PostgreSQL variants are skipped, PGlite variants run.');
  }
  return targets;
}
let warned = false;

async function openMigrated(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db, allMigrations);
  return handle;
}

/** A throwaway database per call, so parallel test files (and developers) never share state. */
async function openFreshPostgres(): Promise<DatabaseHandle> {
  const name = `lokasi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 60 });
  await migrateToLatest(handle.db, allMigrations);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
