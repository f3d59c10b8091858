import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type PGliteHandle } from './database.js';
import { isDatabaseUnavailable } from '../http/database-unavailable.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

// Values go in and come out the same on both engines, so a domain's queries cannot tell them apart.
for (const target of testDatabaseTargets()) {
  describe(`values and counts (${target.name})`, () => {
    let handle: DatabaseHandle;
    let db: Kysely<any>;
    beforeAll(async () => {
      handle = await target.open();
      db = handle.db as Kysely<any>;
      await sql`create table dialect_probe (id int primary key, label text); create index on dialect_probe (label)`.execute(db);
    });
    afterAll(() => handle?.close());

    it('binds parameters and reads columns as node-postgres does on PostgreSQL', async () => {
      const at = new Date('2026-03-04T05:06:07.089Z');
      const { rows } = await sql<Record<string, unknown>>`select
          count(*) as count, ${'12.50'}::numeric as amount, ${at}::timestamptz as at, ${Buffer.from([0, 1, 254])}::bytea as key,
          ${['a', 'b,c']}::text[] as tags, ${JSON.stringify({ n: 1, s: 'é' })}::jsonb as doc, ${null}::text as nothing,
          ${true}::boolean as yes, ${7}::int as seven, '2026-01-02'::date as day`.execute(db);
      expect(rows).toEqual([
        {
          count: 1,
          amount: 12.5,
          at,
          key: Buffer.from([0, 1, 254]),
          tags: ['a', 'b,c'],
          doc: { n: 1, s: 'é' },
          nothing: null,
          yes: true,
          seven: 7,
          day: new Date(2026, 0, 2),
        },
      ]);
    });

    it('reports the rows a write affected, and runs every statement of a multi-statement script', async () => {
      await sql`insert into dialect_probe values (1, 'one'); insert into dialect_probe values (2, 'two')`.execute(db);
      const updated = await db.updateTable('dialect_probe').set({ label: 'many' }).where('id', '>', 0).executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(2n);
      const deleted = await db.deleteFrom('dialect_probe').where('id', '=', 99).executeTakeFirst();
      expect(deleted.numDeletedRows).toBe(0n);
    });

    it('keeps the error code and constraint of a failed statement, rolls its transaction back and goes on', async () => {
      const failed = db.transaction().execute(async (tx) => {
        await tx.insertInto('dialect_probe').values({ id: 3, label: 'three' }).execute();
        await tx.insertInto('dialect_probe').values({ id: 1, label: 'again' }).execute();
      });
      await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'dialect_probe_pkey' });
      const ids = await db.selectFrom('dialect_probe').select('id').orderBy('id').execute();
      expect(ids).toEqual([{ id: 1 }, { id: 2 }]);
    });
  });
}

describe('the embedded database under concurrent use', () => {
  let handle: PGliteHandle;
  let db: Kysely<any>;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    db = handle.db as Kysely<any>;
    await sql`create table tally (id int primary key, n int not null); insert into tally values (1, 0)`.execute(db);
  });
  afterAll(() => handle.close());

  it('runs transactions one after another: 20 concurrent read-then-write transactions lose no increment', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (tx) => {
          const { n } = await tx.selectFrom('tally').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
          // Another request's query would slip in here if the connection were shared outside the transaction.
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.updateTable('tally').set({ n: n + 1 }).where('id', '=', 1).execute();
        }),
      ),
    );
    expect(await db.selectFrom('tally').select('n').executeTakeFirst()).toEqual({ n: 20 });
  });

  it('keeps a session-level prepared statement across requests (one session, one connection)', async () => {
    await sql`prepare probe_tally as select n from tally where id = 1`.execute(db);
    const { rows } = await sql`execute probe_tally`.execute(db);
    expect(rows).toEqual([{ n: 20 }]);
  });

  // Last: it closes the database.
  it('answers "unavailable" once the database is closed under the app', async () => {
    await handle.pglite.close();
    const error = await sql`select 1`.execute(db).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
