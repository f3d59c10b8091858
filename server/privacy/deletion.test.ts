import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';
import { Codes } from '../../contracts/errors.js';
import { grantCredits, spendCredits } from '../credits/ledger.js';
import { setMembership } from '../accounts/repository.js';
import { hashToken } from '../accounts/tokens.js';
import { jobsOf } from '../jobs/index.js';
import { modules } from '../modules.js';
import { operatorCommand } from '../operator/command.js';
import { redisReadyOrTimeout } from '../http/rate-limit-store.js';
import { cacheKey, fileNameFor } from '../exports/rules.js';
import { insertExport, saveFile } from '../exports/repository.js';

const OPERATOR_TOKEN = 'operator-token-for-the-erasure-test-0123456789';
const DEVICE_ID = 'device-7f3a9c2e-erasure-test';
const job = (name: string) => jobsOf(modules).find((j) => j.name === name)!;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
redis.on('error', () => undefined);
const redisUp = await redis.connect().then(() => redisReadyOrTimeout(redis, 1000), () => false);
if (!redisUp) console.warn(`[tests] the erasure test's look at the rate-limit keys in Redis is skipped: Redis is not reachable at ${REDIS_URL}.`);
const RATE_LIMIT_NAMESPACE = `lokasi-rl-erasure-${randomUUID()}:`;

/**
 * Every row of every table of the database, as text, that contains one of `needles` (case-insensitive): a row cast
 * to text holds all its columns (jsonb, arrays and bytea as hex included).
 */
async function rowsContaining(t: TestApp, needles: string[]): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.ctx.db);
  const patterns = needles.map((n) => `%${n}%`);
  const found: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT x::text AS row FROM ${sql.table(table_name)} x WHERE x::text ILIKE ANY (${patterns})`.execute(t.ctx.db);
    found.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
  }
  return found;
}

for (const target of testDatabaseTargets()) {
  describe(`account deletion, review and erasure on ${target.name}`, () => {
    let inbox: SmtpInbox;
    let t: TestApp;

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      t = await startTestApp(target, { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, OPERATOR_TOKEN, ...(redisUp ? { REDIS_URL, RATE_LIMIT_NAMESPACE } : {}) });
    });
    afterAll(async () => {
      await t.close();
      await inbox.close();
      if (redisUp) {
        const keys = await redis.keys(`${RATE_LIMIT_NAMESPACE}*`);
        if (keys.length) await redis.del(...keys);
      }
    });

    const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });
    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    /** The code of the newest message delivered to `email` by the SMTP peer (English, 7-bit text). */
    const mailedCode = (email: string) => /code is (\d{6})/.exec(inbox.messages.filter((m) => m.to.includes(email)).at(-1)!.raw)![1]!;
    async function sendCode(purpose: 'login' | 'delete', email: string, token?: string) {
      t.clock.advance(61_000);
      const sent = answer<{ requestId: string }>(await post('/v1/auth/codes', { purpose, email }, token ? bearer(token) : {}));
      expect(sent).toMatchObject({ status: 200, msg: 'Verification code sent' });
      return { requestId: sent.data.requestId, code: mailedCode(email) };
    }
    async function login(email: string): Promise<string> {
      return answer<{ token: string }>(await post('/v1/auth/login', { email, ...(await sendCode('login', email)) })).data.token;
    }

    it('mails the code, refuses a wrong and an expired one, revokes every session at submission, and erases the person once approved', async () => {
      const email = `leaver-${target.name}@example.com`;
      const phone = await login(email);
      const tablet = await login(email);
      const userId = answer<{ userId: string }>(await me(phone)).data.userId;

      // What a member leaves behind: credits bought and spent, a paid order, a membership, a count with its place,
      // a saved area query, tracking events with the device's id, feedback.
      await t.ctx.db.insertInto('orders').values({ user_id: userId, product_id: 'credits-10', kind: 'credits', plan: null, credits: 10, amount_minor: 990, currency: 'USD', provider: 'sandbox', channel: 'checkout', environment: 'sandbox', status: 'paid', provider_txn_id: `txn-${target.name}`, subscription: null, period_end: null, created_at: t.clock.now(), paid_at: t.clock.now(), cancelled_at: null }).execute();
      await grantCredits(t.ctx.db, userId, { amount: 10, kind: 'purchased', ref: 'order:erasure-test' }, t.clock.now());
      expect(await spendCredits(t.ctx.db, userId, 3, 'unlock:erasure-test', t.clock.now())).toMatchObject({ status: 'spent' });
      await setMembership(t.ctx.db, userId, 'yearly', new Date('2027-11-21T00:00:00Z'));
      await t.ctx.db.insertInto('counter_sessions').values({ id: crypto.randomUUID(), user_id: userId, started_at: t.clock.now(), ended_at: t.clock.now(), items: '[]', name: 'Shop front', notes: 'by the door', latitude: 1.29041, longitude: 103.85211, accuracy_m: 8, h3_r9: null, client_updated_at: t.clock.now(), deleted_at: null }).execute();
      const placeName = `Jalan Pemadam ${target.name}`;
      const query = answer<{ id: string }>(await t.app.inject({ method: 'POST', url: '/v1/area/queries', headers: bearer(phone), payload: { lat: 1.29041, lon: 103.85211, radius: 500, industry: 'cafe', placeName } })).data.id;
      expect(await spendCredits(t.ctx.db, userId, 1, `area:${query}:ai-analysis`, t.clock.now())).toMatchObject({ status: 'spent' });
      // Another account opened the shared query's link: unlocked a report of it and exported it, as those modules write them.
      const other = await t.anonymousToken();
      const otherId = answer<{ userId: string }>(await me(other)).data.userId;
      await grantCredits(t.ctx.db, otherId, { amount: 1, kind: 'purchased', ref: 'order:other' }, t.clock.now());
      expect(await spendCredits(t.ctx.db, otherId, 1, `area:${query}:business-district`, t.clock.now())).toMatchObject({ status: 'spent' });
      const key = cacheKey({ report: 'area', id: query, lang: 'en', dataVersion: 'none', ownerId: otherId, variant: 'false:false' });
      await saveFile(t.ctx.db, { cacheKey: key, ownerId: otherId, pdf: Buffer.from(`%PDF-1.4 Area report: ${placeName}`), now: t.clock.now(), expiresAt: new Date(t.clock.now().getTime() + 86_400_000) });
      const shared = await insertExport(t.ctx.db, { userId: otherId, report: 'area', reportId: query, lang: 'en', subject: placeName, cacheKey: key, fileName: fileNameFor('area', placeName, t.clock.now()), state: 'done', now: t.clock.now() });
      expect(shared.file_name).toMatch(/jalan-pemadam/);
      const pageview = { kind: 'pageview', pageId: '10026', refId: null, extra: { deviceId: DEVICE_ID }, at: t.clock.now().getTime() };
      expect(answer(await post('/v1/tracking/batch', { items: [pageview] }, bearer(phone))).status).toBe(200);
      const feedback = { category: 'other', text: `Please answer me at ${email}.`, contact: email, appVersion: '2.4.0', context: { route: '/lokasi/feedback', client: 'native', language: 'en' } };
      expect(answer(await post('/v1/feedback', feedback, bearer(tablet))).status).toBe(200);

      // "All my personal data": every declared table's rows of the person, without secrets.
      const mine = answer<{ userId: string; modules: Record<string, Record<string, Array<Record<string, unknown>>>> }>(await t.app.inject({ method: 'GET', url: '/v1/me/data', headers: bearer(phone) }));
      expect(mine.data.userId).toBe(userId);
      expect(mine.data.modules.accounts!.users).toEqual([expect.objectContaining({ id: userId, email })]);
      expect(mine.data.modules.accounts!.sessions).toHaveLength(2);
      expect(JSON.stringify(mine.data)).not.toContain(hashToken(phone));
      expect(mine.data.modules.credits!.credit_ledger).toHaveLength(3);
      expect(mine.data.modules.counter!.counter_sessions).toEqual([expect.objectContaining({ name: 'Shop front', latitude: 1.29041 })]);
      expect(mine.data.modules.tracking!.tracking_events).toEqual([expect.objectContaining({ payload: expect.objectContaining({ extra: { deviceId: DEVICE_ID } }) })]);
      expect(mine.data.modules.feedback!.feedback).toEqual([expect.objectContaining({ contact: email })]);
      expect(mine.data.modules.codes!.verification_codes!.length).toBeGreaterThan(0);

      const ledgerBefore = await sql<{ free: number; purchased: number; n: number }>`SELECT sum(free_delta)::int AS free, sum(purchased_delta)::int AS purchased, count(*)::int AS n FROM credit_ledger`.execute(t.ctx.db);
      const ordersBefore = await sql<{ amount: number; n: number }>`SELECT sum(amount_minor)::int AS amount, count(*)::int AS n FROM orders`.execute(t.ctx.db);

      // The screen asks for the account's address; another address gets no code.
      expect(answer(await post('/v1/auth/codes', { purpose: 'delete', email: 'someone-else@example.com' }, bearer(phone)))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
      const first = await sendCode('delete', email, phone);
      const wrong = first.code === '000000' ? '111111' : '000000';
      expect(answer(await post('/v1/account/deletion', { code: wrong, requestId: first.requestId }, bearer(phone)))).toMatchObject({ status: 400, code: Codes.CODE_INCORRECT.code, msg: 'Incorrect code, please re-enter' });
      t.clock.advance(10 * 60_000 + 1_000);
      expect(answer(await post('/v1/account/deletion', first, bearer(phone)))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code, msg: 'Verification code error' });
      const fresh = await sendCode('delete', email, phone);
      const submitted = answer<{ id: string }>(await post('/v1/account/deletion', fresh, bearer(phone)));
      expect(submitted).toMatchObject({ status: 200, msg: 'Deletion request submitted, please wait for review' });
      // Every session of the account ends, and says why: the tablet clears the account too. A made-up token is only a 401.
      const requestedAt = t.clock.now().toISOString();
      for (const token of [phone, tablet]) expect(answer(await me(token))).toMatchObject({ status: 401, code: Codes.SESSION_ENDED.code, data: { status: 'pending', since: requestedAt } });
      expect(answer(await me('B'.repeat(32)))).toMatchObject({ status: 401, code: Codes.UNAUTHORIZED.code, data: null });

      const state = () => t.app.inject({ method: 'GET', url: `/v1/account/deletions/${submitted.data.id}` });
      expect(answer(await state()).data).toMatchObject({ status: 'pending' });
      expect(answer(await t.app.inject({ method: 'GET', url: '/v1/operator/deletions' })).status).toBe(401);
      const listed = answer<Array<{ id: string; email: string }>>(await t.app.inject({ method: 'GET', url: '/v1/operator/deletions', headers: operator }));
      expect(listed.data).toContainEqual(expect.objectContaining({ id: submitted.data.id, email, status: 'pending', workingDaysWaiting: 0 }));
      expect(answer(await post(`/v1/operator/deletions/${submitted.data.id}/approve`, {}, operator)).data).toMatchObject({ status: 'approved' });
      expect(answer(await post(`/v1/operator/deletions/${submitted.data.id}/reject`, {}, operator)).status).toBe(409);

      expect(await job('erase-approved-deletions').run(t.ctx, 'test', t.app.log)).toBe('1 approved deletions erased');
      expect(answer(await state()).data).toMatchObject({ status: 'erased' });
      // The sessions' rows are gone; their keyed hashes still tell a device that comes back, until they are purged.
      const erasedAt = t.clock.now().toISOString();
      expect(answer(await me(tablet))).toMatchObject({ status: 401, code: Codes.SESSION_ENDED.code, data: { status: 'erased', since: erasedAt } });

      // Searched: every row of every table, all columns, for the address, the user id, both tokens and their hashes,
      // the device id, and the shared query's id and place (in its name and in a file name's ASCII form).
      const needles = [email, userId, phone, tablet, hashToken(phone), hashToken(tablet), DEVICE_ID, query, placeName, 'jalan-pemadam'];
      expect(await rowsContaining(t, needles)).toEqual([]);
      expect(await rowsContaining(t, ['txn-' + target.name])).toHaveLength(1); // the search finds what is there
      // The other account's export stays in its list without the place, its file gone (the report it printed is gone).
      expect(await t.ctx.db.selectFrom('export_files').select('cache_key').where('owner_id', '=', otherId).execute()).toEqual([]);
      expect(answer(await t.app.inject({ method: 'GET', url: `/v1/exports/${shared.id}`, headers: bearer(other) })).data).toMatchObject({ state: 'failed', error: 'NOT_FOUND', fileName: `lokasi-area-${t.clock.now().toISOString().slice(0, 10)}.pdf`, fileUrl: null });
      // Its ledger keeps its amount under a ref without the query.
      expect((await t.ctx.db.selectFrom('credit_ledger').select(['ref', 'purchased_delta']).where('user_id', '=', otherId).orderBy('id').execute()).map((r) => [r.ref.replace(/\d+$/, 'n'), r.purchased_delta])).toEqual([['order:other', 1], ['erased:n', -1]]);
      // The shared rate-limit counters hold no id of the person (keyed hashes of user and session ids).
      if (redisUp) {
        const keys = await redis.keys(`${RATE_LIMIT_NAMESPACE}*`);
        expect(keys.some((k) => k.includes('user:'))).toBe(true);
        expect(keys.filter((k) => needles.some((n) => k.includes(n)) || /session:[0-9a-f-]{36}/.test(k))).toEqual([]);
      }

      // Accounting still adds up: the same ledger and orders, moved to one pseudonym whose balance is its ledger's sum.
      expect((await sql`SELECT sum(free_delta)::int AS free, sum(purchased_delta)::int AS purchased, count(*)::int AS n FROM credit_ledger`.execute(t.ctx.db)).rows).toEqual(ledgerBefore.rows);
      expect((await sql`SELECT sum(amount_minor)::int AS amount, count(*)::int AS n FROM orders`.execute(t.ctx.db)).rows).toEqual(ordersBefore.rows);
      const moved = await t.ctx.db.selectFrom('orders').select('user_id').where('provider_txn_id', '=', `txn-${target.name}`).executeTakeFirstOrThrow();
      const ledger = await t.ctx.db.selectFrom('credit_ledger').select(sql<number>`sum(purchased_delta)::int`.as('sum')).where('user_id', '=', moved.user_id).executeTakeFirstOrThrow();
      const balance = await t.ctx.db.selectFrom('credit_balances').select('purchased_balance').where('user_id', '=', moved.user_id).executeTakeFirstOrThrow();
      expect([ledger.sum, balance.purchased_balance]).toEqual([6, 6]);

      // The address is free again: logging in makes a new, empty account.
      expect(answer(await me(await login(email))).data).toMatchObject({ anonymous: false, membership: null, credits: { total: 0 } });
      t.clock.advance(30 * 86_400_000 + 1_000);
      expect(await job('purge-erased-sessions').run(t.ctx, 'test', t.app.log)).toMatch(/^2 erased sessions /);
      expect(answer(await me(tablet))).toMatchObject({ status: 401, code: Codes.UNAUTHORIZED.code });
    });

    it('reopens the account when the operator rejects the request (npm run operator)', async () => {
      const email = `stayer-${target.name}@example.com`;
      const token = await login(email);
      const submitted = answer<{ id: string }>(await post('/v1/account/deletion', await sendCode('delete', email, token), bearer(token)));
      expect(answer(await post('/v1/auth/login', { email, ...(await sendCode('login', email)) }))).toMatchObject({ status: 409, code: Codes.DELETION_PENDING.code });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const server = { url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, token: OPERATOR_TOKEN };
      expect((await operatorCommand(['deletions', 'list'], server)).join('\n')).toMatch(new RegExp(`${submitted.data.id}  pending .* ${email}`));
      expect(await operatorCommand(['deletions', 'reject', submitted.data.id], server)).toEqual([`${submitted.data.id} rejected`]);
      await expect(operatorCommand(['deletions', 'list'], { ...server, token: 'wrong' })).rejects.toThrow(/^401 /);
      expect(answer(await me(token))).toMatchObject({ status: 401, code: Codes.UNAUTHORIZED.code });
      expect(answer(await me(await login(email))).data).toMatchObject({ email, anonymous: false });
    });

    it('logs an alert every day for a request unreviewed for more than 15 working days', async () => {
      const token = await t.anonymousToken();
      const submitted = answer<{ id: string }>(await post('/v1/account/deletion', {}, bearer(token)));
      const overdue = job('deletion-reviews-overdue');
      t.clock.advance(21 * 86_400_000);
      expect(await overdue.run(t.ctx, 'day-1', t.app.log)).toMatch(/^0 /);
      t.clock.advance(2 * 86_400_000);
      expect(await overdue.run(t.ctx, 'day-2', t.app.log)).toMatch(/^1 /);
      expect(t.logs()).toContain(`"requestId":"${submitted.data.id}"`);
      expect(t.logs()).toContain('deletion request unreviewed for more than 15 working days');
    });

    it('has no operator API without OPERATOR_TOKEN', async () => {
      const plain = await startTestApp(target, {}, t.handle);
      try {
        expect(answer(await plain.app.inject({ method: 'GET', url: '/v1/operator/deletions', headers: operator })).status).toBe(404);
      } finally {
        await plain.close();
      }
    });
  });
}
