import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { Codes } from '../../contracts/errors.js';
import { endOfMonth, grantCredits, grantMonthlyFreeCredits, spendCredits } from './ledger.js';

for (const target of testDatabaseTargets()) {
  describe(`credits ledger on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    async function newUser(): Promise<{ token: string; userId: string }> {
      const token = await t.anonymousToken();
      const me = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) }));
      return { token, userId: me.data.userId };
    }

    async function ledgerSum(userId: string) {
      const row = await t.ctx.db
        .selectFrom('credit_ledger')
        .select([sql<number>`coalesce(sum(free_delta), 0)::int`.as('free'), sql<number>`coalesce(sum(purchased_delta), 0)::int`.as('purchased')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const balance = await t.ctx.db.selectFrom('credit_balances').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      return { ledger: row, balance: { free: balance.free_balance, purchased: balance.purchased_balance } };
    }

    it('lets exactly 10 of 50 concurrent spends through a balance of 10, and balance = sum of ledger', async () => {
      const { userId } = await newUser();
      await grantCredits(t.ctx.db, userId, { amount: 10, kind: 'purchased', ref: 'order:ten' }, t.clock.now());
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => spendCredits(t.ctx.db, userId, 1, `unlock:${i}`, t.clock.now())));
      expect(results.filter((r) => r.status === 'spent')).toHaveLength(10);
      expect(results.filter((r) => r.status === 'insufficient')).toHaveLength(40);
      const { ledger, balance } = await ledgerSum(userId);
      expect(balance).toEqual({ free: 0, purchased: 0 });
      expect(ledger).toEqual(balance);
    });

    it('debits once when the same ref is spent 20 times concurrently', async () => {
      const { userId } = await newUser();
      await grantCredits(t.ctx.db, userId, { amount: 5, kind: 'purchased', ref: 'order:five' }, t.clock.now());
      const results = await Promise.all(Array.from({ length: 20 }, () => spendCredits(t.ctx.db, userId, 1, 'unlock:analysis-42', t.clock.now())));
      expect(results.filter((r) => r.status === 'spent')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(19);
      const { ledger, balance } = await ledgerSum(userId);
      expect(balance).toEqual({ free: 0, purchased: 4 });
      expect(ledger).toEqual(balance);
    });

    it('grants once per ref', async () => {
      const { userId } = await newUser();
      const grants = await Promise.all(Array.from({ length: 10 }, () => grantCredits(t.ctx.db, userId, { amount: 7, kind: 'purchased', ref: 'order:dup' }, t.clock.now())));
      expect(grants.filter(Boolean)).toHaveLength(1);
      expect((await ledgerSum(userId)).balance.purchased).toBe(7);
    });

    it('spends free credits first; they expire at month end; purchased ones stay', async () => {
      const { userId, token } = await newUser();
      t.clock.set('2026-11-20T08:00:00Z');
      await grantMonthlyFreeCredits(t.ctx.db, userId, t.clock.now());
      await grantCredits(t.ctx.db, userId, { amount: 3, kind: 'purchased', ref: 'order:three' }, t.clock.now());
      const view = answer(await t.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) }));
      expect(view.data).toMatchObject({ free: 5, purchased: 3, total: 8, freeExpiresAt: '2026-12-01T00:00:00.000Z' });
      expect((view.data as { rule: string }).rule).toMatch(/spent first/);

      const spent = await spendCredits(t.ctx.db, userId, 2, 'unlock:a', t.clock.now());
      expect(spent).toMatchObject({ status: 'spent', balance: { free: 3, purchased: 3, total: 6 } });
      expect(await grantMonthlyFreeCredits(t.ctx.db, userId, t.clock.now())).toBe(false);

      t.clock.set('2026-12-01T00:00:00Z');
      const afterMonth = answer(await t.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) }));
      expect(afterMonth.data).toMatchObject({ free: 0, purchased: 3, total: 3, freeExpiresAt: null });
      expect(await spendCredits(t.ctx.db, userId, 4, 'unlock:b', t.clock.now())).toEqual({ status: 'insufficient' });
      expect(await spendCredits(t.ctx.db, userId, 1, 'unlock:c', t.clock.now())).toMatchObject({ status: 'spent', balance: { free: 0, purchased: 2 } });
      const { ledger, balance } = await ledgerSum(userId);
      expect(balance).toEqual({ free: 0, purchased: 2 });
      expect(ledger).toEqual(balance);

      const history = answer<{ items: Array<{ id: number; kind: string; ref: string; free: number }> }>(
        await t.app.inject({ method: 'GET', url: '/v1/credits/history?limit=2', headers: bearer(token) }),
      );
      expect(history.data.items.map((i) => [i.kind, i.free])).toEqual([
        ['spend', 0],
        ['expire', -3],
      ]);
      const older = answer<{ items: Array<{ ref: string }> }>(
        await t.app.inject({ method: 'GET', url: `/v1/credits/history?before=${history.data.items[1]!.id}`, headers: bearer(token) }),
      );
      expect(older.data.items.map((i) => i.ref)).toEqual(['unlock:a', 'order:three', 'free-2026-11']);
    });

    it('takes what free credits cover and the rest from purchased ones', async () => {
      const { userId } = await newUser();
      await grantMonthlyFreeCredits(t.ctx.db, userId, t.clock.now());
      await grantCredits(t.ctx.db, userId, { amount: 3, kind: 'purchased', ref: 'order:mixed' }, t.clock.now());
      expect(await spendCredits(t.ctx.db, userId, 7, 'unlock:big', t.clock.now())).toMatchObject({ status: 'spent', balance: { free: 0, purchased: 1, total: 1 } });
    });

    it('needs a session for balance and history', async () => {
      expect(answer(await t.app.inject({ method: 'GET', url: '/v1/credits' }))).toMatchObject({ status: 401, code: Codes.UNAUTHORIZED.code });
      expect(answer(await t.app.inject({ method: 'GET', url: '/v1/credits/history?limit=500', headers: bearer(await t.anonymousToken()) })).status).toBe(400);
    });

    it('puts the month end at the first instant of the next month (UTC)', () => {
      expect(endOfMonth(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    });
  });
}
