import { execFileSync } from 'node:child_process';
import { createCipheriv, createSign, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import type { OrderView } from '../../contracts/payments.js';

// A WeChat Pay merchant set up through the environment, as in production: the notification route, the signature
// with the platform certificate the test makes, the AES-256-GCM resource and the order checks, end to end.
const dir = mkdtempSync(path.join(os.tmpdir(), 'lokasi-wechat-'));
const SERIAL = '5157F09EFDC096DE15EBE81A47057A72';
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '2', '-subj', '/CN=wechatpay-platform', '-set_serial', `0x${SERIAL}`], { cwd: dir, stdio: 'pipe' });
const privateKey = readFileSync(path.join(dir, 'key.pem'));
const API_V3_KEY = randomBytes(16).toString('hex');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ENV = { PAYMENTS_WECHAT_API_V3_KEY: API_V3_KEY, PAYMENTS_WECHAT_PLATFORM_CERTS: path.join(dir, 'cert.pem') };

for (const target of testDatabaseTargets()) {
  describe(`WeChat Pay notifications through the route on ${target.name}`, () => {
    let t: TestApp;
    const saved = { ...process.env };
    beforeAll(async () => {
      // Provider keys are read from the process environment (server/payments/config.ts), like the server's own.
      Object.assign(process.env, ENV);
      t = await startTestApp(target);
    });
    afterAll(async () => {
      await t.close();
      for (const key of Object.keys(ENV)) if (!(key in saved)) delete process.env[key];
    });

    function notification(o: OrderView, opts: { total?: number; serial?: string; tamper?: boolean } = {}) {
      const tx = { out_trade_no: o.id, transaction_id: `42000${o.id.slice(0, 8)}`, trade_state: 'SUCCESS', attach: o.productId, amount: { total: opts.total ?? Math.round(Number(o.price.amount) * 100), currency: 'CNY' } };
      const nonce = randomBytes(6).toString('hex');
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
      cipher.setAAD(Buffer.from('transaction'));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(tx)), cipher.final(), cipher.getAuthTag()]);
      if (opts.tamper) sealed[sealed.length - 1]! ^= 1;
      const body = JSON.stringify({ resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: 'transaction', nonce } });
      const ts = String(Math.floor(t.clock.now().getTime() / 1000));
      const headerNonce = randomBytes(8).toString('hex');
      const signature = createSign('RSA-SHA256').update(`${ts}\n${headerNonce}\n${body}\n`).sign(privateKey, 'base64');
      return t.app.inject({
        method: 'POST',
        url: '/v1/payments/notifications/wechat',
        headers: { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': headerNonce, 'wechatpay-signature': signature, 'wechatpay-serial': opts.serial ?? SERIAL },
        payload: body,
      });
    }

    it('pays a wxPay order once from 10 parallel deliveries; a wrong serial, a flipped tag or 0.01 short credit nothing', async () => {
      const token = await t.anonymousToken();
      const created = answer<{ order: OrderView }>(await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers: bearer(token), payload: { productId: 'credits-20', currency: 'CNY', channel: 'wxPay' } }));
      const o = created.data.order;
      expect(o).toMatchObject({ provider: 'wechat', environment: 'production', price: { amount: '68.00', currency: 'CNY' } });
      expect((await notification(o, { serial: 'DEADBEEF' })).statusCode).toBe(403);
      expect((await notification(o, { tamper: true })).statusCode).toBe(403);
      expect(answer(await notification(o, { total: 6799 })).data.result).toBe('mismatch');
      const credits = async () => answer(await t.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) })).data.purchased;
      expect(await credits()).toBe(0);
      const results = (await Promise.all(Array.from({ length: 10 }, () => notification(o)))).map((r) => answer(r).data.result);
      expect(results.filter((r) => r === 'granted')).toHaveLength(1);
      expect(await credits()).toBe(20);
    });
  });
}
