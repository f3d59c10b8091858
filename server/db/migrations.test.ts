import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accountsMigrations } from '../accounts/migrations.js';
import { codesMigrations } from '../codes/migrations.js';
import { creditsMigrations } from '../credits/migrations.js';
import { cryptoMigrations } from '../crypto/migrations.js';
import { jobsMigrations } from '../jobs/migrations.js';
import { mailMigrations } from '../mail/migrations.js';
import { trackingMigrations } from '../tracking/migrations.js';
import { geoMigrations } from '../geo/migrations.js';
import { counterMigrations } from '../counter/migrations.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { allMigrations } from './migrations.js';
import { migrateToLatest } from './migrate.js';
import { testDatabaseTargets, type TestDatabaseTarget } from '../testing/test-databases.js';

/** What databases made before modules were the registry ran: db/migrations.ts listed the domains by hand, in this order. */
const handListed = {
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

const added = Object.keys(allMigrations).filter((name) => !(name in handListed)).sort();

describe('migrations built from the modules', () => {
  it('keep every name the hand-written list had', () => {
    expect(Object.keys(handListed).filter((name) => !(name in allMigrations))).toEqual([]);
  });

  for (const target of testDatabaseTargets()) {
    it(`leave a database migrated from the hand-written list as it was, adding only new modules' migrations (${target.name})`, async () => {
      const empty = await emptyDatabase(target);
      try {
        expect((await migrateToLatest(empty.db, handListed)).sort()).toEqual(Object.keys(handListed).sort());
        await empty.db.insertInto('users').values({ email: 'kept@example.com', language: 'en' }).execute();

        expect((await migrateToLatest(empty.db)).sort()).toEqual(added);
        expect(await migrateToLatest(empty.db)).toEqual([]);
        const users = await empty.db.selectFrom('users').select('email').execute();
        expect(users).toEqual([{ email: 'kept@example.com' }]);
      } finally {
        await empty.close();
      }
    }, 60_000);
  }
});

describe("a migration written beside another domain's", () => {
  it('is applied even when its name sorts before one the database already ran', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const create = (table: string) => ({ up: (db: any) => db.schema.createTable(table).addColumn('id', 'integer').execute() });
    try {
      expect(await migrateToLatest(handle.db, { '20261123-geo-brand-001': create('later') })).toEqual(['20261123-geo-brand-001']);
      const both = { '20261123-counter-002': create('earlier'), '20261123-geo-brand-001': create('later') };
      expect(await migrateToLatest(handle.db, both)).toEqual(['20261123-counter-002']);
      expect(await migrateToLatest(handle.db, both)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
