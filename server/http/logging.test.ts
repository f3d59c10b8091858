import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { bearer, startTestApp } from '../testing/harness.js';
import { scrub } from './logging.js';

const SESSION_TOKEN = 'Qm3xT9aZ0bK7pLw2Rv5sN8cYdE4fGh1J';

describe('log redaction', () => {
  it('removes session tokens, bearer credentials and e-mail addresses', () => {
    const line = scrub(`{"msg":"x","note":"${SESSION_TOKEN}","auth":"Bearer abc.def","url":"/v1/x?token=${SESSION_TOKEN}","to":"someone@example.com"}`);
    expect(line).not.toContain(SESSION_TOKEN);
    expect(line).not.toContain('abc.def');
    expect(line).not.toContain('someone@example.com');
  });

  it('keeps payment transaction ids, even shaped like a token: an operator traces a payment by them', () => {
    const hexId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const digits = '42000012342023112101234567891234';
    const line = `{"payment":{"txnId":"${hexId}","transactionId":"${digits}"},"trade_no":"${hexId}","note":"${SESSION_TOKEN}"}`;
    expect(scrub(line)).toBe(line.replace(SESSION_TOKEN, '[token]'));
  });

  it('logs the transaction id of every payment granted through the sandbox', async () => {
    const t = await startTestApp(testDatabaseTargets()[0]!, {});
    try {
      const headers = bearer(await t.anonymousToken());
      const order = (await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers, payload: { productId: 'credits-20', currency: 'USD', channel: 'checkout' } })).json().data.order;
      await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${order.id}/checkout`, headers, payload: { outcome: 'paid' } });
      const txnId = (await t.ctx.db.selectFrom('orders').select('provider_txn_id').where('id', '=', order.id).executeTakeFirstOrThrow()).provider_txn_id!;
      expect(txnId).toMatch(/^sbx_/);
      const granted = t.logs().split('\n').find((l) => l.includes('order paid and granted'));
      expect(JSON.parse(granted!)).toMatchObject({ orderId: order.id, provider: 'sandbox', environment: 'sandbox', txnId });
    } finally {
      await t.close();
    }
  });
});
