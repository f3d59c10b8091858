import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { until } from '../testing/until.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { modules } from '../modules.js';
import { grantCredits } from '../credits/ledger.js';
import { setMembership } from './repository.js';

interface Me {
  userId: string;
  membership: { type: string } | null;
  credits: { free: number; purchased: number; total: number };
}

const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
const profile = async (t: TestApp, token: string) => answer<Me>(await me(t, token));
const signOut = (t: TestApp, token: string) => t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });

/**
 * Sets a purchased balance without announcing it (triggers off for this transaction only): whoever still shows the
 * old balance answered from its cache. Only a test may write like this.
 */
async function setBalanceUnannounced(db: Kysely<Database>, userId: string, purchased: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await trx.updateTable('credit_balances').set({ purchased_balance: purchased }).where('user_id', '=', userId).execute();
  });
}

/** A signed-in reader whose account has a balance row, its session cached by `t` (read twice). */
async function cachedReader(t: TestApp, ref: string) {
  const token = await t.anonymousToken();
  const { userId } = (await profile(t, token)).data;
  await grantCredits(t.ctx.db, userId, { amount: 2, kind: 'purchased', ref }, t.clock.now());
  await t.ctx.changes!.caughtUp();
  expect((await profile(t, token)).data.credits.purchased).toBe(2);
  return { token, userId };
}


for (const target of testDatabaseTargets()) {
  describe(`session cache on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    it('answers a signed-in reader from memory, and any announced change of the account at once', async () => {
      const { token, userId } = await cachedReader(t, 'order:cache-1');
      await setBalanceUnannounced(t.ctx.db, userId, 7);
      expect((await profile(t, token)).data.credits.purchased).toBe(2);
      await grantCredits(t.ctx.db, userId, { amount: 1, kind: 'purchased', ref: 'order:cache-2' }, t.clock.now());
      await t.ctx.changes!.caughtUp();
      expect((await profile(t, token)).data.credits.purchased).toBe(8);
      await setMembership(t.ctx.db, userId, 'monthly', new Date(t.clock.now().getTime() + 86_400_000));
      await t.ctx.changes!.caughtUp();
      expect((await profile(t, token)).data.membership).toMatchObject({ type: 'monthly' });
    });

    it('refuses a signed-out token at once, and every token of a deleted account', async () => {
      const { token } = await cachedReader(t, 'order:cache-3');
      expect((await signOut(t, token)).statusCode).toBe(200);
      expect((await me(t, token)).statusCode).toBe(401);

      const { token: other } = await cachedReader(t, 'order:cache-4');
      const deleted = await t.app.inject({ method: 'POST', url: '/v1/account/deletion', headers: bearer(other), payload: {} });
      expect(deleted.statusCode).toBe(200);
      expect((await me(t, other)).statusCode).toBe(401);
    });

    it('evaluates membership and free-credit expiry at each request, not when the row was cached', async () => {
      const token = await t.anonymousToken();
      const { userId } = (await profile(t, token)).data;
      const soon = new Date(t.clock.now().getTime() + 30_000);
      await setMembership(t.ctx.db, userId, 'monthly', soon);
      await grantCredits(t.ctx.db, userId, { amount: 5, kind: 'free', ref: 'free-soon', expiresAt: soon }, t.clock.now());
      await t.ctx.changes!.caughtUp();
      expect((await profile(t, token)).data).toMatchObject({ membership: { type: 'monthly' }, credits: { free: 5 } });
      await setBalanceUnannounced(t.ctx.db, userId, 3);
      t.clock.advance(31_000);
      // Still the cached row (the unannounced purchase is not shown), evaluated at the request's time.
      expect((await profile(t, token)).data).toMatchObject({ membership: null, credits: { free: 0, purchased: 0 } });
    });

    it('still moves last_used_at when a touch is due, and reads again a row older than a minute', async () => {
      const { token, userId } = await cachedReader(t, 'order:cache-5');
      await setBalanceUnannounced(t.ctx.db, userId, 9);
      t.clock.advance(61_000);
      expect((await profile(t, token)).data.credits.purchased).toBe(9);
      t.clock.advance(3_600_000);
      expect((await me(t, token)).statusCode).toBe(200);
      const session = await t.ctx.db.selectFrom('sessions').select('last_used_at').where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(session.last_used_at.getTime()).toBe(t.clock.now().getTime());
    });
  });
}

const postgres = testDatabaseTargets().find((target) => target.name === 'postgres');
describe.skipIf(!postgres)('session cache across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let bHandle: DatabaseHandle;
  const bFeed = 'lokasi-change-feed-b';

  let bUrl: string;
  /** B's /v1/me status as a client sees it: over HTTP, sent after A's answer arrived. */
  const statusOnB = async (token: string) => (await fetch(`${bUrl}/v1/me`, { headers: bearer(token) })).status;

  beforeAll(async () => {
    a = await startTestApp(postgres!);
    bHandle = await openDatabase({ url: a.handle.url! });
    // A slow first reconnect, so the outage below lasts long enough to act in it.
    b = await startTestApp(postgres!, {}, bHandle, modules, { applicationName: bFeed, firstRetryMs: 1_500 });
    bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.close();
    await bHandle.close();
    await a.close();
  });

  // A change made on A reaches B through PostgreSQL's LISTEN/NOTIFY, which is asynchronous: waiting for A's own feed
  // does not mean B's has heard (a loaded host read B first 3 times in 16 runs), so B is asked until it has, within
  // the feed's few milliseconds (5 s at most before the test fails).
  const onB = { timeout: 5_000, interval: 10 };

  it('refuses on B a token signed out on A as soon as its feed tells it', async () => {
    const { token } = await cachedReader(b, 'order:two-1');
    expect((await signOut(a, token)).statusCode).toBe(200);
    await expect.poll(() => statusOnB(token), onB).toBe(401);
  });

  it('shows on B a credit change made on A as soon as its feed tells it', async () => {
    const { token, userId } = await cachedReader(b, 'order:two-2');
    await grantCredits(a.ctx.db, userId, { amount: 4, kind: 'purchased', ref: 'order:two-3' }, a.clock.now());
    const purchasedOnB = async () => ((await (await fetch(`${bUrl}/v1/me`, { headers: bearer(token) })).json()) as { data: Me }).data.credits.purchased;
    await expect.poll(purchasedOnB, onB).toBe(6);
  });

  it('stops answering from memory while its feed is cut off, and caches again once it listens', async () => {
    const { token } = await cachedReader(b, 'order:two-4');
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${bFeed} AND datname = current_database()`.execute(a.ctx.db);
    await until(() => !b.ctx.changes!.isLive());
    // A's feed hears the sign-out; B's, cut off, cannot: B must read the database.
    expect((await signOut(a, token)).statusCode).toBe(200);
    expect(await statusOnB(token)).toBe(401);
    expect(b.ctx.changes!.isLive()).toBe(false);

    await until(() => b.ctx.changes!.isLive());
    const { token: again, userId } = await cachedReader(b, 'order:two-5');
    await setBalanceUnannounced(a.ctx.db, userId, 11);
    expect((await profile(b, again)).data.credits.purchased).toBe(2);
    expect((await signOut(a, again)).statusCode).toBe(200);
    await expect.poll(() => statusOnB(again), onB).toBe(401);
  });
});
