import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser, setMembership } from '../accounts/repository.js';
import { grantCredits } from '../credits/ledger.js';
import { modules } from '../modules.js';
import { startTestApp, type TestApp } from '../testing/harness.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { jobsOf } from './index.js';
import { runDueJobs } from './scheduler.js';

const DAY = 86_400_000;
const RETENTION_JOBS = ['purge-outbox', 'purge-tracking-events', 'purge-unused-anonymous-accounts', 'purge-verification-codes'];
const purgeJobs = jobsOf(modules).filter((j) => RETENTION_JOBS.includes(j.name));

for (const target of testDatabaseTargets()) {
  describe(`retention: purge jobs (${target.name})`, () => {
    let t: TestApp;
    // Retention periods set apart, so each test shows which setting a job reads.
    const env = { TRACKING_EVENTS_RETENTION_DAYS: '60', OUTBOX_RETENTION_DAYS: '20', VERIFICATION_CODES_RETENTION_DAYS: '3', UNUSED_ACCOUNTS_RETENTION_DAYS: '30' };
    beforeAll(async () => {
      t = await startTestApp(target, { ...env, LOG_LEVEL: 'silent' });
      t.clock.set('2027-03-01T12:00:00Z');
    });
    afterAll(async () => t?.close());
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    const purge = (instance = 'test') => runDueJobs(t.ctx, purgeJobs, instance, t.app.log);

    it('are declared by their modules and run once a day across instances', async () => {
      expect(purgeJobs.map((j) => j.name).sort()).toEqual(RETENTION_JOBS);
      const first = await Promise.all([purge('a'), purge('b'), purge('c')]);
      expect(first.flat().sort()).toEqual(purgeJobs.map((j) => j.name).sort());
      expect(await purge('a')).toEqual([]);
      t.clock.advance(DAY);
      expect((await purge('b')).sort()).toEqual(purgeJobs.map((j) => j.name).sort());
    });

    it('delete tracking events, outbox e-mails and verification codes past their retention only', async () => {
      const user = await createUser(t.ctx.db, { email: `${randomUUID()}@example.com` });
      const event = (days: number, name: string) => ({ user_id: user, kind: 'event' as const, name, payload: JSON.stringify({}), occurred_at: daysAgo(days), received_at: daysAgo(days) });
      await t.ctx.db.insertInto('tracking_events').values([event(61, 'old'), event(59, 'recent')]).execute();
      await t.ctx.db.insertInto('outbox').values([21, 19].map((days) => ({ to_address: `${days}@example.com`, subject: 's', body: 'b', created_at: daysAgo(days) }))).execute();
      const code = (days: number) => ({ user_id: user, email: `${days}@example.com`, purpose: 'login' as const, code_hash: 'x', created_at: daysAgo(days + 1), expires_at: daysAgo(days) });
      await t.ctx.db.insertInto('verification_codes').values([code(4), code(2)]).execute();

      await t.ctx.db.deleteFrom('job_runs').execute();
      await purge();

      const names = await t.ctx.db.selectFrom('tracking_events').select('name').where('user_id', '=', user).execute();
      expect(names).toEqual([{ name: 'recent' }]);
      const outbox = await t.ctx.db.selectFrom('outbox').select('to_address').where('to_address', 'in', ['21@example.com', '19@example.com']).execute();
      expect(outbox).toEqual([{ to_address: '19@example.com' }]);
      const codes = await t.ctx.db.selectFrom('verification_codes').select('email').where('user_id', '=', user).execute();
      expect(codes).toEqual([{ email: '2@example.com' }]);
    });

    it('delete anonymous accounts never used and unseen for the period, and never an account that was used', async () => {
      const db = t.ctx.db;
      /** An anonymous account created `days` ago with one session from then, as POST /v1/auth/anonymous makes it. */
      const anonymous = async (days: number) => {
        const id = (await db.insertInto('users').values({ email: null, language: null, deleted_at: null, created_at: daysAgo(days) }).returning('id').executeTakeFirstOrThrow()).id;
        await createSession(db, id, daysAgo(days));
        return id;
      };
      const unused = await anonymous(31);
      const unusedOlder = await anonymous(400);
      const young = await anonymous(29);
      const linked = await anonymous(31);
      await db.updateTable('users').set({ email: `${randomUUID()}@example.com` }).where('id', '=', linked).execute();
      const counted = await anonymous(31);
      await db.insertInto('counter_sessions').values({ id: randomUUID(), user_id: counted, started_at: daysAgo(31), ended_at: null, items: '[]', name: '', notes: '', latitude: null, longitude: null, accuracy_m: null, h3_r9: null, client_updated_at: daysAgo(31), deleted_at: daysAgo(31) }).execute();
      const credited = await anonymous(31);
      await grantCredits(db, credited, { amount: 1, kind: 'purchased', ref: 'order:1' }, daysAgo(31));
      const member = await anonymous(31);
      await setMembership(db, member, 'monthly', daysAgo(1));
      const ordered = await anonymous(31);
      await db.insertInto('orders').values({ user_id: ordered, product_id: 'credits-10', kind: 'credits', plan: null, credits: 10, amount_minor: 100, currency: 'USD', provider: 'sandbox', channel: 'checkout', environment: 'sandbox', status: 'pending', provider_txn_id: null, subscription: null, period_end: null, created_at: daysAgo(31), paid_at: null, cancelled_at: null }).execute();
      const signedInAgain = await anonymous(31);
      await createSession(db, signedInAgain, daysAgo(2));
      const seenByTracking = await anonymous(31);
      await db.insertInto('tracking_events').values({ user_id: seenByTracking, kind: 'pageview', name: 'intro', payload: JSON.stringify({}), occurred_at: daysAgo(1), received_at: daysAgo(1) }).execute();

      await db.deleteFrom('job_runs').execute();
      await purge();

      const left = new Set((await db.selectFrom('users').select('id').execute()).map((r) => r.id));
      expect([unused, unusedOlder].filter((id) => left.has(id))).toEqual([]);
      const used = { young, linked, counted, credited, member, ordered, signedInAgain, seenByTracking };
      expect(Object.entries(used).filter(([, id]) => !left.has(id)).map(([why]) => why)).toEqual([]);
      expect(await db.selectFrom('sessions').select('id').where('user_id', 'in', [unused, unusedOlder]).execute()).toEqual([]);
    });
  });
}
