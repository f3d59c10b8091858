import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { paymentsConfig } from './config.js';
import { reconcileJob } from './reconcile.js';
import { buildProviders } from './providers/index.js';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER, signSandbox, type SandboxNotification } from './providers/sandbox.js';
import { Codes } from '../../contracts/errors.js';
import type { OrderView } from '../../contracts/payments.js';

for (const target of testDatabaseTargets()) {
  describe(`payments on ${target.name}`, () => {
    let t: TestApp;
    let secret: string;
    beforeAll(async () => {
      // Tests move the clock by months; sessions must outlive that.
      t = await startTestApp(target, { SESSION_IDLE_DAYS: '3650' });
      secret = paymentsConfig(t.ctx.config).sandbox.secret;
    });
    afterAll(() => t.close());

    async function buyer() {
      const token = await t.anonymousToken();
      return { token, headers: bearer(token) };
    }

    async function order(headers: Record<string, string>, productId: string, currency = 'USD'): Promise<OrderView> {
      const res = answer<{ order: OrderView }>(await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers, payload: { productId, currency, channel: 'checkout' } }));
      expect(res.status, JSON.stringify(res)).toBe(200);
      return res.data.order;
    }

    const me = async (headers: Record<string, string>) => answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers })).data;

    /** A notification as the sandbox gateway would send it (`tweak` edits fields before signing). */
    function notification(o: OrderView, tweak: Partial<SandboxNotification> = {}, at = t.clock.now()) {
      const body = JSON.stringify({ txnId: `sbx_${o.id}`, orderId: o.id, productId: o.productId, amount: o.price.amount, currency: o.price.currency, environment: 'sandbox', outcome: 'paid', ...tweak });
      const ts = Math.floor(at.getTime() / 1000);
      return { body, headers: { 'content-type': 'application/json', [SANDBOX_TIMESTAMP_HEADER]: String(ts), [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, ts, body) } };
    }

    const deliver = (n: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: '/v1/payments/notifications/sandbox', headers: n.headers, payload: n.body });

    it('serves the catalogue with example prices, in the currency of the App-Country', async () => {
      const res = answer(await t.app.inject({ method: 'GET', url: '/v1/payments/catalogue', headers: { 'app-country': 'MY' } }));
      expect(res.data).toMatchObject({ currency: 'MYR', examplePrices: true });
      expect(res.data.products.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['member-monthly', 'member-quarterly', 'member-yearly', 'member-lifetime', 'credits-20']));
      expect(answer(await t.app.inject({ method: 'GET', url: '/v1/payments/catalogue?currency=SGD' })).data.currency).toBe('SGD');
    });

    it('sandbox checkout: pending order → paid → credits added → order listed', async () => {
      const { headers } = await buyer();
      const o = await order(headers, 'credits-20');
      expect(o).toMatchObject({ status: 'pending', price: { amount: '9.99', currency: 'USD' }, provider: 'sandbox' });
      const paid = answer<OrderView>(await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${o.id}/checkout`, headers, payload: { outcome: 'paid' } }));
      expect(paid.data).toMatchObject({ status: 'paid', credits: 20 });
      expect((await me(headers)).credits).toMatchObject({ purchased: 20 });
      const list = answer<{ items: OrderView[] }>(await t.app.inject({ method: 'GET', url: '/v1/payments/orders', headers }));
      expect(list.data.items.map((i) => [i.id, i.status])).toEqual([[o.id, 'paid']]);
    });

    it('credits once when the same notification arrives 10 times at once and is replayed 3 times', async () => {
      const { headers } = await buyer();
      const o = await order(headers, 'credits-50');
      const n = notification(o);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => deliver(n)));
      const replays = [];
      for (let i = 0; i < 3; i++) replays.push(await deliver(n));
      const results = [...parallel, ...replays].map((r) => answer<{ result: string }>(r).data.result);
      expect(results.filter((r) => r === 'granted')).toHaveLength(1);
      expect(results.filter((r) => r === 'already-paid')).toHaveLength(12);
      expect((await me(headers)).credits).toMatchObject({ purchased: 50 });
      const ledger = await t.ctx.db.selectFrom('credit_ledger').select('ref').where('ref', '=', `order:${o.id}`).execute();
      expect(ledger).toHaveLength(1);
    });

    it('rejects a changed byte, a timestamp 301 s old and a wrong secret; nothing credited', async () => {
      const { headers } = await buyer();
      const o = await order(headers, 'credits-5');
      const good = notification(o);
      const oneByte = { ...good, body: good.body.replace('"paid"', '"pai\u0064"').replace('credits-5', 'credits-6') };
      const old = notification(o, {}, new Date(t.clock.now().getTime() - 301_000));
      const body = good.body;
      const ts = Math.floor(t.clock.now().getTime() / 1000);
      const wrongKey = { body, headers: { ...good.headers, [SANDBOX_SIGNATURE_HEADER]: signSandbox('not-the-sandbox-secret', ts, body) } };
      for (const attack of [oneByte, old, wrongKey]) {
        expect((await deliver(attack)).statusCode).toBe(403);
      }
      expect(t.logs()).toMatch(/timestamp 301 s away/);
      expect((await me(headers)).credits).toMatchObject({ purchased: 0 });
      expect(answer<OrderView>(await t.app.inject({ method: 'GET', url: `/v1/payments/orders/${o.id}`, headers })).data.status).toBe('pending');
    });

    it('credits nothing for a correctly signed notification 0.01 short, or for another product, currency or environment', async () => {
      const { headers } = await buyer();
      const o = await order(headers, 'credits-20');
      for (const tweak of [{ amount: '9.98' }, { productId: 'credits-50' }, { currency: 'MYR', amount: '9.99' }]) {
        expect(answer<{ result: string }>(await deliver(notification(o, tweak))).data.result).toBe('mismatch');
      }
      expect(t.logs()).toMatch(/payment does not match its order: nothing credited/);
      expect((await me(headers)).credits).toMatchObject({ purchased: 0 });
    });

    it('refuses a transaction id that already paid another order', async () => {
      const { headers } = await buyer();
      const first = await order(headers, 'credits-5');
      const second = await order(headers, 'credits-5');
      expect(answer(await deliver(notification(first, { txnId: 'sbx_shared' }))).data.result).toBe('granted');
      expect(answer(await deliver(notification(second, { txnId: 'sbx_shared' }))).data.result).toBe('txn-reused');
      expect((await me(headers)).credits).toMatchObject({ purchased: 5 });
    });

    it('grants once when the purchase is seen by notification, the buyer’s return and restore', async () => {
      const { headers } = await buyer();
      const o = await order(headers, 'credits-20');
      const provider = buildProviders(t.ctx).sandbox!;
      const row = (await t.ctx.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow());
      const n = await provider.charge(row, 'paid', t.clock.now());
      const [ret, restore, notified] = await Promise.all([
        t.app.inject({ method: 'GET', url: `/v1/payments/orders/${o.id}`, headers }),
        t.app.inject({ method: 'POST', url: '/v1/payments/restore', headers, payload: {} }),
        deliver(n),
      ]);
      expect(answer<OrderView>(ret).data.status).toBe('paid');
      expect(answer<{ items: OrderView[] }>(restore).data.items[0]!.status).toBe('paid');
      expect(notified.statusCode).toBe(200);
      expect((await me(headers)).credits).toMatchObject({ purchased: 20 });
    });

    it('membership: monthly purchase, this month’s 5 free credits, cancel keeps it to the period end, then it expires and purchased credits stay', async () => {
      t.clock.set('2026-11-21T10:00:00Z');
      const { headers } = await buyer();
      const credits = await order(headers, 'credits-5');
      await deliver(notification(credits));
      const monthly = await order(headers, 'member-monthly');
      expect(answer(await deliver(notification(monthly))).data.result).toBe('granted');
      expect(await me(headers)).toMatchObject({ membership: { type: 'monthly', validUntil: '2026-12-21T10:00:00.000Z' }, credits: { free: 5, purchased: 5 } });
      const paid = answer<OrderView>(await t.app.inject({ method: 'GET', url: `/v1/payments/orders/${monthly.id}`, headers })).data;
      expect(paid).toMatchObject({ subscription: 'active', periodEnd: '2026-12-21T10:00:00.000Z' });

      const cancelled = answer<OrderView>(await t.app.inject({ method: 'POST', url: `/v1/payments/orders/${monthly.id}/cancel`, headers }));
      expect(cancelled.data.subscription).toBe('cancelled');
      expect((await t.app.inject({ method: 'POST', url: `/v1/payments/orders/${monthly.id}/cancel`, headers })).statusCode).toBe(409);
      t.clock.set('2026-12-21T09:59:00Z');
      expect((await me(headers)).membership).toMatchObject({ type: 'monthly' });
      t.clock.set('2026-12-21T10:00:01Z');
      expect(await me(headers)).toMatchObject({ membership: null, credits: { purchased: 5 } });
      t.clock.set('2026-11-21T10:00:00Z');
    });

    it('renews an active subscription once per renewal charge; a cancelled one is not renewed and expires', async () => {
      t.clock.set('2026-11-21T10:00:00Z');
      const { headers } = await buyer();
      const monthly = await order(headers, 'member-monthly');
      await deliver(notification(monthly));
      t.clock.set('2026-12-21T10:00:00Z');
      const renew = () => t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${monthly.id}/renew`, headers });
      const first = await renew();
      expect(answer(first).data?.result, first.body).toBe('granted');
      expect((await me(headers)).membership).toEqual({ type: 'monthly', validUntil: '2027-01-21T10:00:00.000Z' });
      const orders = answer<{ items: OrderView[] }>(await t.app.inject({ method: 'GET', url: '/v1/payments/orders', headers })).data.items;
      expect(orders.map((o) => [o.status, o.subscription, o.periodEnd])).toEqual([
        ['paid', 'active', '2027-01-21T10:00:00.000Z'],
        ['paid', null, '2026-12-21T10:00:00.000Z'],
      ]);
      // The next period's renewal notification delivered 5 times at once: one period.
      t.clock.set('2027-01-21T09:00:00Z');
      const latest = orders[0]!;
      const results = await Promise.all(Array.from({ length: 5 }, () => deliver(notification(latest, { renewal: true, txnId: 'sbx_renewal_2' }))));
      expect(results.map((r) => answer(r).data.result).sort()).toEqual(['already-paid', 'already-paid', 'already-paid', 'already-paid', 'granted']);
      expect((await me(headers)).membership).toEqual({ type: 'monthly', validUntil: '2027-02-21T10:00:00.000Z' });
      // The superseded order does not renew; neither does the newest once cancelled.
      expect(answer(await renew()).data.result).toBe('not-renewable');
      const newest = answer<{ items: OrderView[] }>(await t.app.inject({ method: 'GET', url: '/v1/payments/orders', headers })).data.items[0]!;
      expect((await t.app.inject({ method: 'POST', url: `/v1/payments/orders/${newest.id}/cancel`, headers })).statusCode).toBe(200);
      expect(answer(await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${newest.id}/renew`, headers })).data.result).toBe('not-renewable');
      t.clock.set('2027-02-21T10:00:01Z');
      expect(await me(headers)).toMatchObject({ membership: null });
      t.clock.set('2026-11-21T10:00:00Z');
    });
    it('extends a running membership from its end; lifetime never expires', async () => {
      const { headers } = await buyer();
      await deliver(notification(await order(headers, 'member-quarterly')));
      await deliver(notification(await order(headers, 'member-monthly')));
      expect((await me(headers)).membership).toEqual({ type: 'monthly', validUntil: '2027-03-21T10:00:00.000Z' });
      await deliver(notification(await order(headers, 'member-lifetime')));
      expect((await me(headers)).membership).toMatchObject({ type: 'lifetime', validUntil: '9999-12-31T00:00:00.000Z' });
    });

    it('reconciliation pays an order whose notification was lost, once, and expires orders nobody paid', async () => {
      const { headers } = await buyer();
      const lost = await order(headers, 'credits-5');
      const unpaid = await order(headers, 'credits-5');
      const row = await t.ctx.db.selectFrom('orders').selectAll().where('id', '=', lost.id).executeTakeFirstOrThrow();
      await buildProviders(t.ctx).sandbox!.charge(row, 'paid', t.clock.now());
      const job = reconcileJob(buildProviders);
      t.clock.advance(25 * 3600_000);
      await Promise.all([job.run(t.ctx, 'a', t.app.log), job.run(t.ctx, 'b', t.app.log)]);
      t.clock.set('2026-11-21T10:00:00Z');
      expect((await me(headers)).credits).toMatchObject({ purchased: 5 });
      const statuses = await t.ctx.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', [lost.id, unpaid.id]).execute();
      expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [lost.id]: 'paid', [unpaid.id]: 'expired' });
    });

    it('keeps orders private and records declined payments without granting', async () => {
      const alice = await buyer();
      const bob = await buyer();
      const o = await order(alice.headers, 'credits-5');
      expect((await t.app.inject({ method: 'GET', url: `/v1/payments/orders/${o.id}`, headers: bob.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${o.id}/checkout`, headers: bob.headers, payload: { outcome: 'paid' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/v1/payments/orders/${o.id}/cancel`, headers: bob.headers })).statusCode).toBe(404);
      // No token: refused before the body is read, however large.
      const anonymous = { 'content-type': 'application/json' };
      expect((await t.app.inject({ method: 'GET', url: `/v1/payments/orders/${o.id}` })).statusCode).toBe(401);
      const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as { paths: Record<string, Record<string, { security?: unknown }>> };
      expect(doc.paths['/v1/payments/restore']!.post!.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/v1/payments/catalogue']!.get!.security).toBeUndefined();
      expect((await t.app.inject({ method: 'POST', url: '/v1/payments/restore', headers: anonymous, payload: `{"x":"${'a'.repeat(t.ctx.config.bodyLimitBytes)}"}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${o.id}/renew`, headers: bob.headers })).statusCode).toBe(404);
      const declined = answer<OrderView>(await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${o.id}/checkout`, headers: alice.headers, payload: { outcome: 'failed' } }));
      expect(declined.data.status).toBe('failed');
      expect((await me(alice.headers)).credits).toMatchObject({ purchased: 0 });
    });

    it('answers an attacker’s notifications without crediting or failing: another order id shape, an unknown provider, an oversized body', async () => {
      const { headers } = await buyer();
      const o = await order(headers, 'credits-5');
      expect(answer(await deliver(notification(o, { orderId: "1' OR '1'='1" }))).data.result).toBe('unknown-order');
      expect((await t.app.inject({ method: 'POST', url: '/v1/payments/notifications/paypal', payload: '{}' })).statusCode).toBe(404);
      const huge = notification(o, { productId: 'x'.repeat(t.ctx.config.bodyLimitBytes) });
      expect(answer(await deliver(huge))).toMatchObject({ status: 400, code: Codes.BODY_TOO_LARGE.code });
      expect((await me(headers)).credits).toMatchObject({ purchased: 0 });
    });
  });
}
