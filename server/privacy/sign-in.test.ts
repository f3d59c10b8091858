import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp, latestCodeFor } from '../testing/codes-helpers.js';
import { Codes } from '../../contracts/errors.js';
import { grantCredits, grantMonthlyFreeCredits, spendCredits } from '../credits/ledger.js';
import { setMembership } from '../accounts/repository.js';
import { markId } from '../../contracts/mark-id.js';

/**
 * Signing in with an e-mail code on a device that has an anonymous account: the device moves to the
 * address's account and the anonymous account joins it, losing nothing, through the API a phone uses.
 */
for (const target of testDatabaseTargets()) {
  describe(`signing in on a device with an anonymous account, on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
      t.app.inject({ method, url: `/v1${url}`, headers: token ? bearer(token) : {}, remoteAddress: freshIp(), ...(payload ? { payload } : {}) }).then((r) => answer(r));
    const me = (token: string) => call('GET', '/me', token);

    /** Signs in with the code mailed to `email`, from a device holding `device` (or none). */
    async function signIn(email: string, device?: string) {
      t.clock.advance(61_000);
      const sent = await call('POST', '/auth/codes', undefined, { purpose: 'login', email });
      return call('POST', '/auth/login', device, { email, requestId: sent.data.requestId, code: await latestCodeFor(t, email) });
    }
    const place = (lat: number, lon: number, name: string) => ({ id: markId(lat, lon), lat, lon, name, path: `/report/recommended-details?id=r&rank=1`, createdAt: t.clock.now().toISOString() });
    const session = (name: string) => ({ id: crypto.randomUUID(), startedAt: t.clock.now().getTime(), endedAt: null, items: [{ title: 'Passersby', operation: 'click', role: 'passed' }], name, notes: '', location: null, updatedAt: t.clock.now().getTime() });
    const query = (token: string, placeName: string) => call('POST', '/area/queries', token, { lat: 1.28393, lon: 103.85151, radius: 500, industry: 'cafe', placeName }).then((r) => r.data as { id: string });
    const rowsWith = async (needle: string) => {
      const tables = await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.ctx.db);
      const found: string[] = [];
      for (const { table_name } of tables.rows) {
        const rows = await sql<{ row: string }>`SELECT x::text AS row FROM ${sql.table(table_name)} x WHERE x::text LIKE ${`%${needle}%`}`.execute(t.ctx.db);
        found.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
      }
      return found;
    };

    it('moves everything the device held into the account signed in to, joins credits and membership, and retires the anonymous account', async () => {
      const email = `member-${target.name}@example.com`;
      const phone = (await signIn(email)).data.token as string;
      const member = (await me(phone)).data.userId as string;
      await setMembership(t.ctx.db, member, 'yearly', new Date('2027-11-21T00:00:00Z'));
      await grantCredits(t.ctx.db, member, { amount: 5, kind: 'purchased', ref: 'order:member-pack' }, t.clock.now());
      await grantMonthlyFreeCredits(t.ctx.db, member, t.clock.now());
      const memberQuery = await query(phone, 'Raffles Place');
      await call('POST', '/marks/sync', phone, { put: [place(1.28393, 103.85151, 'Raffles Place')], removed: [] });
      expect((await call('POST', `/area/queries/${memberQuery.id}/surroundings/unlock`, phone)).status).toBe(200);

      // A second phone, used without signing in: counts, a saved query, an unlock of the member's shared query, marks
      // (one the member has too), credits bought and spent, a month of membership, this month's free credits.
      const tablet = await t.anonymousToken();
      const anonymous = (await me(tablet)).data.userId as string;
      await setMembership(t.ctx.db, anonymous, 'monthly', new Date('2026-12-21T10:00:00Z'));
      await grantCredits(t.ctx.db, anonymous, { amount: 3, kind: 'purchased', ref: 'order:tablet-pack' }, t.clock.now());
      await grantMonthlyFreeCredits(t.ctx.db, anonymous, t.clock.now());
      expect(await spendCredits(t.ctx.db, anonymous, 1, `unlock:${memberQuery.id}:surroundings`, t.clock.now())).toMatchObject({ status: 'spent' });
      const counted = session('Shop front');
      expect((await call('POST', '/counter/sync', tablet, { sessions: [counted], taps: [{ id: crypto.randomUUID(), sessionId: counted.id, seq: 0, item: 0, at: counted.startedAt + 1000, undoes: null }], deleted: [] })).status).toBe(200);
      const tabletQuery = await query(tablet, 'Tanjong Pagar');
      expect((await call('POST', `/area/queries/${memberQuery.id}/surroundings/unlock`, tablet)).status).toBe(200);
      expect((await call('POST', `/area/queries/${tabletQuery.id}/population/unlock`, tablet)).status).toBe(200);
      const marks = await call('POST', '/marks/sync', tablet, { put: [place(1.28393, 103.85151, 'Raffles Place (tablet)'), place(1.27646, 103.84564, 'Tanjong Pagar')], removed: [] });
      expect(marks.data.items).toHaveLength(2);
      const feedback = { category: 'other', text: 'Counted from the tablet, thanks.', appVersion: '2.4.0', context: { route: '/lokasi/feedback', client: 'browser', language: 'en' } };
      expect((await call('POST', '/feedback', tablet, feedback)).status).toBe(200);
      expect((await call('POST', '/tracking/batch', tablet, { items: [{ kind: 'pageview', pageId: '10005', refId: null, extra: null, at: t.clock.now().getTime() }] })).status).toBe(200);

      const signedIn = await signIn(email, tablet);
      expect(signedIn).toMatchObject({ status: 200, data: { email, account: 'existing', merged: true } });
      const token = signedIn.data.token as string;
      expect((await me(tablet)).status).toBe(401);

      // Membership: the year, plus the time the tablet's month had left. Credits: 5 + 3 purchased, 5 + 4 free this month.
      const monthLeft = Date.parse('2026-12-21T10:00:00Z') - t.clock.now().getTime();
      expect((await me(token)).data).toMatchObject({
        userId: member, email, anonymous: false,
        membership: { type: 'yearly', validUntil: new Date(Date.parse('2027-11-21T00:00:00Z') + monthLeft).toISOString() },
        credits: { purchased: 8, free: 9, total: 17 },
      });
      const ledger = await sql<{ free: number; purchased: number }>`SELECT sum(free_delta)::int AS free, sum(purchased_delta)::int AS purchased FROM credit_ledger WHERE user_id = ${member}`.execute(t.ctx.db);
      expect(ledger.rows[0]).toEqual({ free: 9, purchased: 8 });
      // The same month's grant twice keeps its key: the monthly job cannot grant it a third time.
      expect(await grantMonthlyFreeCredits(t.ctx.db, member, t.clock.now())).toBe(false);

      // Both queries with their unlocks: the one unlocked on both phones once.
      const queries = (await call('GET', '/area/queries', token)).data.items as Array<{ id: string; unlocked: string[] }>;
      expect(queries.map((q) => [q.id, q.unlocked]).sort()).toEqual([[memberQuery.id, ['surroundings']], [tabletQuery.id, ['population']]].sort());
      expect(((await call('GET', '/counter/sessions', token)).data.sessions as Array<{ id: string; counts: number[] }>)).toEqual([expect.objectContaining({ id: counted.id, counts: [1] })]);
      const after = (await call('GET', '/marks', token)).data;
      expect(after.items.map((m: { name: string }) => m.name).sort()).toEqual(['Raffles Place', 'Tanjong Pagar']);
      expect(after.limit).toBe(1000);
      const mine = (await call('GET', '/me/data', token)).data.modules;
      expect(mine.feedback.feedback).toEqual([expect.objectContaining({ text: feedback.text })]);
      expect(mine.tracking.tracking_events).toEqual([expect.objectContaining({ kind: 'pageview', name: '10005' })]);
      // Nothing is left under the anonymous account's id: not its row, not a session, not a moved row.
      expect(await rowsWith(anonymous)).toEqual([]);
    });

    it('joins a device signing in to two accounts at once into one of them, whole: nothing lost, nothing twice', async () => {
      const [first, second] = [`race-a-${target.name}@example.com`, `race-b-${target.name}@example.com`];
      const ids = [(await me((await signIn(first)).data.token)).data.userId, (await me((await signIn(second)).data.token)).data.userId];
      const tablet = await t.anonymousToken();
      const anonymous = (await me(tablet)).data.userId as string;
      const kept = await query(tablet, 'Chinatown');
      t.clock.advance(61_000);
      const codes = [];
      for (const email of [first, second]) {
        const sent = await call('POST', '/auth/codes', undefined, { purpose: 'login', email });
        codes.push({ email, requestId: sent.data.requestId, code: await latestCodeFor(t, email) });
      }
      const answers = await Promise.all(codes.map((c) => call('POST', '/auth/login', tablet, c)));
      // The device's session may be gone by the time the later one reads it (401); at most one joined the account.
      expect(answers.map((a) => a.status).every((s) => s === 200 || s === 401)).toBe(true);
      expect(answers.filter((a) => a.status === 200 && a.data.merged)).toHaveLength(1);
      const owners = await t.ctx.db.selectFrom('area_queries').select('user_id').where('id', '=', kept.id).execute();
      expect(owners).toHaveLength(1);
      expect(ids).toContain(owners[0]!.user_id);
      expect(await rowsWith(anonymous)).toEqual([]);
    });

    it('gives an address without an account to the device: the anonymous account becomes it, with what it holds', async () => {
      const tablet = await t.anonymousToken();
      const anonymous = (await me(tablet)).data.userId as string;
      const kept = await query(tablet, 'Bugis');
      const email = `newcomer-${target.name}@example.com`;
      const signedIn = await signIn(email, tablet);
      expect(signedIn).toMatchObject({ status: 200, data: { email, account: 'new', merged: false } });
      expect((await me(signedIn.data.token)).data).toMatchObject({ userId: anonymous, email, anonymous: false });
      expect(((await call('GET', '/area/queries', signedIn.data.token)).data.items as Array<{ id: string }>).map((q) => q.id)).toEqual([kept.id]);
    });

    it('moves a device signed in to another address without touching that account', async () => {
      const first = `first-${target.name}@example.com`;
      const second = `second-${target.name}@example.com`;
      const other = (await signIn(second)).data.token as string;
      const secondId = (await me(other)).data.userId;
      const device = (await signIn(first)).data.token as string;
      const firstId = (await me(device)).data.userId;
      const kept = await query(device, 'Orchard');
      const switched = await signIn(second, device);
      expect(switched).toMatchObject({ status: 200, data: { email: second, account: 'existing', merged: false } });
      expect((await me(switched.data.token)).data.userId).toBe(secondId);
      expect((await me(device)).data).toMatchObject({ userId: firstId, email: first });
      expect(((await call('GET', '/area/queries', device)).data.items as Array<{ id: string }>).map((q) => q.id)).toEqual([kept.id]);
    });

    it('signs in without a token (the native app), refuses a wrong code, and a made-up device token is 401', async () => {
      const email = `native-${target.name}@example.com`;
      expect((await signIn(email)).data).toMatchObject({ account: 'new', merged: false });
      t.clock.advance(61_000);
      const sent = await call('POST', '/auth/codes', undefined, { purpose: 'login', email });
      const right = await latestCodeFor(t, email);
      expect(await call('POST', '/auth/login', undefined, { email, requestId: sent.data.requestId, code: right === '000000' ? '111111' : '000000' })).toMatchObject({ status: 400, code: Codes.CODE_INCORRECT.code });
      expect((await call('POST', '/auth/login', 'x'.repeat(32), { email, requestId: sent.data.requestId, code: right })).status).toBe(401);
    });
  });
}
