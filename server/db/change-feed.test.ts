import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { until } from '../testing/until.js';
import type { DatabaseHandle } from './database.js';
import { openChangeFeed, type ChangeFeed } from './change-feed.js';
import { notifyChangesOf } from './change-triggers.js';


for (const target of testDatabaseTargets()) {
  describe(`change feed on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let feed: ChangeFeed;
    const heard: string[] = [];

    beforeAll(async () => {
      handle = await target.open();
      await sql`CREATE TABLE feed_things (id text PRIMARY KEY, owner text, name text, seen_at timestamptz)`.execute(handle.db);
      // Only renames and ownership announce a change; seen_at is bookkeeping no cache holds.
      await notifyChangesOf(handle.db, 'feed_things', 'thing', 'owner', ['name', 'owner']);
      feed = await openChangeFeed(handle, { firstRetryMs: 300, warn: () => undefined });
      feed.subscribe('thing', (key) => heard.push(key));
    });
    afterAll(async () => {
      await feed.close();
      await handle.close();
    });

    const write = (query: ReturnType<typeof sql>) => query.execute(handle.db);

    it('delivers inserts, announced updates and deletes under the topic, keyed by the key column', async () => {
      heard.length = 0;
      await write(sql`INSERT INTO feed_things VALUES ('a', 'alice', 'shop', now())`);
      await write(sql`UPDATE feed_things SET seen_at = now() WHERE id = 'a'`);
      await write(sql`UPDATE feed_things SET owner = 'bob' WHERE id = 'a'`);
      await write(sql`DELETE FROM feed_things WHERE id = 'a'`);
      await feed.caughtUp();
      expect(heard).toEqual(['alice', 'alice', 'bob', 'bob']);
    });

    it('announces a transaction once per key, at commit, and a rolled-back one never', async () => {
      heard.length = 0;
      await handle.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO feed_things VALUES ('b', 'carol', 'x', now()), ('c', 'carol', 'y', now())`.execute(trx);
        await sql`UPDATE feed_things SET name = 'z' WHERE owner = 'carol'`.execute(trx);
      });
      await handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`UPDATE feed_things SET name = 'never' WHERE owner = 'carol'`.execute(trx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await feed.caughtUp();
      expect(heard).toEqual(['carol']);
    });

    if (target.name === 'pglite') {
      it('hears a change before the query that committed it resolves', async () => {
        heard.length = 0;
        await write(sql`UPDATE feed_things SET name = 'renamed' WHERE id = 'b'`);
        expect(heard).toEqual(['carol']);
        expect(feed.isLive()).toBe(true);
      });
    }

    if (target.name === 'postgres') {
      it('resets when its connection is killed, misses nothing it then claims to hold, and listens again', async () => {
        let resets = 0;
        feed.onReset(() => resets++);
        expect(feed.isLive()).toBe(true);
        await write(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'lokasi-change-feed' AND datname = current_database()`);
        await until(() => !feed.isLive());
        expect(resets).toBe(1);
        // Writers do not wait on a feed that is not listening: nothing is cached meanwhile.
        await feed.caughtUp();
        await until(() => feed.isLive());
        heard.length = 0;
        await write(sql`UPDATE feed_things SET name = 'after' WHERE id = 'b'`);
        await feed.caughtUp();
        expect(heard).toEqual(['carol']);
      });

      it('caughtUp waits for changes committed on other connections, and one marker serves many callers', async () => {
        heard.length = 0;
        await Promise.all(['d', 'e', 'f'].map((id) => write(sql`INSERT INTO feed_things VALUES (${id}, ${`owner-${id}`}, 'n', now())`)));
        await Promise.all([feed.caughtUp(), feed.caughtUp(), feed.caughtUp()]);
        expect(heard.sort()).toEqual(['owner-d', 'owner-e', 'owner-f']);
      });
    }
  });
}
