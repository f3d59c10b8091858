import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accountsMigrations } from './accounts/migrations.js';
import { codesMigrations } from './codes/migrations.js';
import { creditsMigrations } from './credits/migrations.js';
import { cryptoMigrations } from './crypto/migrations.js';
import { jobsMigrations } from './jobs/migrations.js';
import { mailMigrations } from './mail/migrations.js';
import { trackingMigrations } from './tracking/migrations.js';
import { geoMigrations } from './geo/migrations.js';
import { counterMigrations } from './counter/migrations.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { allMigrations } from './migrations.js';
import { testDatabaseTargets, type TestDatabaseTarget } from './testing/test-databases.js';

/**
 * The migrations the first databases were made with, listed by domain in this order: such a database must take the
 * registry's list by adding the other modules' migrations alone.
 */
const firstList = {
  ...accountsMigrations,
  ...codesMigrations,
  ...creditsMigrations,
  ...cryptoMigrations,
  ...jobsMigrations,
  ...mailMigrations,
  ...trackingMigrations,
  ...geoMigrations,
  ...counterMigrations,
};

/** An empty database of the target's kind (target.open() hands it out migrated with the current list). */
async function emptyDatabase(target: TestDatabaseTarget): Promise<DatabaseHandle> {
  if (target.name === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const handle = await target.open();
  await sql`DROP SCHEMA public CASCADE`.execute(handle.db);
  await sql`CREATE SCHEMA public`.execute(handle.db);
  return handle;
}

const added = Object.keys(allMigrations).filter((name) => !(name in firstList)).sort();

describe('the migrations of the registered modules', () => {
  it('keeps every migration the first databases ran', () => {
    expect(Object.keys(firstList).filter((name) => !(name in allMigrations))).toEqual([]);
  });

  for (const target of testDatabaseTargets()) {
    it(`leaves a database migrated with the first list as it was, adding only the other modules' migrations (${target.name})`, async () => {
      const empty = await emptyDatabase(target);
      try {
        expect((await migrateToLatest(empty.db, firstList)).sort()).toEqual(Object.keys(firstList).sort());
        await empty.db.insertInto('users').values({ email: 'kept@example.com', language: 'en' }).execute();

        expect((await migrateToLatest(empty.db, allMigrations)).sort()).toEqual(added);
        expect(await migrateToLatest(empty.db, allMigrations)).toEqual([]);
        const users = await empty.db.selectFrom('users').select('email').execute();
        expect(users).toEqual([{ email: 'kept@example.com' }]);
      } finally {
        await empty.close();
      }
    }, 60_000);
  }
});
