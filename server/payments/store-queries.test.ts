import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { Codes } from '../../contracts/errors.js';
import type { OrderView } from '../../contracts/payments.js';
import { buildProviders } from './providers/index.js';
import { alipayStandIn, appleStandIn, wechatStandIn, type StandIn } from './providers/stand-ins.js';
import { certificateMaker } from './providers/test-certificates.js';
import { reconcileJob } from './reconcile.js';

// WeChat Pay, Alipay and App Store merchants set up through the environment, as in production, with their merchant
// APIs played by loopback stand-ins: the buyer's return, restore and the reconciliation job re-query them through
// the routes, and nothing is credited twice, from a forged answer, or to someone else.
const certs = certificateMaker();
afterAll(certs.cleanup);
const file = (name: string, text: string | Buffer) => {
  writeFileSync(path.join(certs.dir, name), text);
  return path.join(certs.dir, name);
};
const pem = (key: { export(o: object): string | Buffer }, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' });

const SERIAL = '5157F09EFDC096DE15EBE81A47057A72';
certs.openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wechat-platform.key', '-out', 'wechat-platform.pem', '-days', '2', '-subj', '/CN=wechatpay-platform', '-set_serial', `0x${SERIAL}`);
const wechatPlatformKey = readFileSync(path.join(certs.dir, 'wechat-platform.key'));
const wechatMerchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayApp = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayItself = generateKeyPairSync('rsa', { modulusLength: 2048 });
const appleApiKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const root = certs.ecCert('root');
const intermediate = certs.ecCert('intermediate', 'root');
const chain = [certs.ecCert('leaf', 'intermediate', false), intermediate, root];

const wechatTx = new Map<string, object>();
const alipayTrades = new Map<string, Record<string, string>>();
const appleHistory: string[] = [];
const appleHistories = new Map([['2000000001', appleHistory]]);
let wechat: StandIn;
let alipay: StandIn;
let apple: StandIn;
let t: TestApp;

beforeAll(async () => {
  wechat = await wechatStandIn({ mchid: '1900000109', merchantPublicKey: wechatMerchant.publicKey, platformKey: wechatPlatformKey, serial: SERIAL, now: () => t.clock.now(), transactions: wechatTx });
  alipay = await alipayStandIn({ appId: '2021000000000001', appPublicKey: alipayApp.publicKey, alipayPrivateKey: alipayItself.privateKey, trades: alipayTrades });
  apple = await appleStandIn({ issuerId: 'issuer-1', keyId: 'KEY1', publicKey: appleApiKey.publicKey, bundleId: 'app.lokasi', histories: appleHistories });
});
afterAll(() => Promise.all([wechat.close(), alipay.close(), apple.close()]));

const env = () => ({
  PAYMENTS_WECHAT_API_V3_KEY: '0'.repeat(32),
  PAYMENTS_WECHAT_PLATFORM_CERTS: path.join(certs.dir, 'wechat-platform.pem'),
  PAYMENTS_WECHAT_MCHID: '1900000109',
  PAYMENTS_WECHAT_MERCHANT_KEY_FILE: file('wechat-merchant.key', pem(wechatMerchant.privateKey, 'pkcs8')),
  PAYMENTS_WECHAT_MERCHANT_SERIAL: '3775B6A45ACD588826D15E583A95F5DD',
  PAYMENTS_WECHAT_API_BASE_URL: wechat.url,
  PAYMENTS_ALIPAY_APP_ID: '2021000000000001',
  PAYMENTS_ALIPAY_PUBLIC_KEY_FILE: file('alipay.pub', pem(createPublicKey(alipayItself.privateKey), 'spki')),
  PAYMENTS_ALIPAY_APP_PRIVATE_KEY_FILE: file('alipay-app.key', pem(alipayApp.privateKey, 'pkcs8')),
  PAYMENTS_ALIPAY_GATEWAY_URL: alipay.url,
  PAYMENTS_APPLE_ROOT_CERT_FILE: path.join(certs.dir, 'root.pem'),
  PAYMENTS_APPLE_BUNDLE_ID: 'app.lokasi',
  PAYMENTS_APPLE_ISSUER_ID: 'issuer-1',
  PAYMENTS_APPLE_KEY_ID: 'KEY1',
  PAYMENTS_APPLE_PRIVATE_KEY_FILE: file('apple-api.p8', pem(appleApiKey.privateKey, 'pkcs8')),
  PAYMENTS_APPLE_API_BASE_URL: apple.url,
});

for (const target of testDatabaseTargets()) {
  describe(`store order queries through the routes on ${target.name}`, () => {
    const saved = { ...process.env };
    beforeAll(async () => {
      // Provider keys are read from the process environment (server/payments/config.ts), like the server's own.
      Object.assign(process.env, env());
      t = await startTestApp(target, { SESSION_IDLE_DAYS: '3650' });
      // The test's certificates are valid from the moment they were made.
      t.clock.set(new Date(Date.now() + 2000).toISOString());
    });
    afterAll(async () => {
      await t.close();
      for (const key of Object.keys(env())) if (!(key in saved)) delete process.env[key];
    });

    async function buyer() {
      const headers = bearer(await t.anonymousToken());
      const credits = async () => answer(await t.app.inject({ method: 'GET', url: '/v1/credits', headers })).data.purchased as number;
      const order = async (channel: string, currency: string) =>
        answer<{ order: OrderView }>(await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers, payload: { productId: 'credits-20', currency, channel } })).data.order;
      const restore = (purchases?: object[]) => t.app.inject({ method: 'POST', url: '/v1/payments/restore', headers, payload: purchases ? { purchases } : {} });
      const get = async (id: string) => answer<OrderView>(await t.app.inject({ method: 'GET', url: `/v1/payments/orders/${id}`, headers })).data;
      return { headers, credits, order, restore, get };
    }
    const runJob = () => reconcileJob(buildProviders).run(t.ctx, 'p', t.app.log);

    it('WeChat Pay: a forged query answer credits nothing; the buyer’s return pays once; the job and restore add nothing', async () => {
      const b = await buyer();
      const o = await b.order('wxPay', 'CNY');
      expect(o.provider).toBe('wechat');
      expect((await b.get(o.id)).status).toBe('pending'); // WeChat Pay knows no payment yet
      wechatTx.set(o.id, { out_trade_no: o.id, transaction_id: `42000${o.id.slice(0, 8)}`, trade_state: 'SUCCESS', attach: 'credits-20', amount: { total: 6800, currency: 'CNY' } });
      wechat.tamper = (body) => body.replace('"SUCCESS"', '"SUCCESS" ');
      expect((await b.get(o.id)).status).toBe('pending');
      wechat.tamper = null;
      const [first, second] = await Promise.all([b.get(o.id), b.get(o.id)]);
      expect([first.status, second.status]).toEqual(['paid', 'paid']);
      t.clock.advance(120_000);
      await runJob();
      expect(answer(await b.restore()).status).toBe(200);
      expect(await b.credits()).toBe(20);
    });

    it('WeChat Pay: a paid amount 0.01 short of the order credits nothing', async () => {
      const b = await buyer();
      const o = await b.order('wxPay', 'CNY');
      wechatTx.set(o.id, { out_trade_no: o.id, transaction_id: `42001${o.id.slice(0, 8)}`, trade_state: 'SUCCESS', attach: 'credits-20', amount: { total: 6799, currency: 'CNY' } });
      expect((await b.get(o.id)).status).toBe('pending');
      expect(await b.credits()).toBe(0);
    });

    it('Alipay: the reconciliation job finds a payment whose notification was lost, once', async () => {
      const b = await buyer();
      const o = await b.order('aliPay', 'CNY');
      alipayTrades.set(o.id, { trade_no: `2026${o.id.slice(0, 8)}`, trade_status: 'TRADE_SUCCESS', total_amount: '68.00' });
      t.clock.advance(120_000);
      await Promise.all([runJob(), runJob()]);
      expect((await b.get(o.id)).status).toBe('paid');
      expect(await b.credits()).toBe(20);
    });

    it('App Store: restore with a transaction id pays the caller’s own orders only; the job finds later ones from the history', async () => {
      const alice = await buyer();
      const bob = await buyer();
      const first = await alice.order('applePay', 'USD');
      const tx = (o: OrderView, n: number) => certs.jws({ transactionId: `200000000${n}`, originalTransactionId: '2000000001', productId: 'credits-20', bundleId: 'app.lokasi', appAccountToken: o.id, price: 9990, currency: 'USD', environment: 'Production' }, 'leaf', chain);
      appleHistory.push(tx(first, 1));
      expect(answer(await bob.restore([{ store: 'apple', transactionId: '2000000001' }])).status).toBe(200);
      expect(await bob.credits()).toBe(0);
      expect((await alice.get(first.id)).status).toBe('pending'); // no transaction id known for alice yet
      const restored = await Promise.all([alice.restore([{ store: 'apple', transactionId: '2000000001' }]), alice.restore([{ store: 'apple', transactionId: '2000000001' }])]);
      expect(restored.map((r) => answer<{ items: OrderView[] }>(r).data.items[0]!.status)).toEqual(['paid', 'paid']);
      expect(await alice.credits()).toBe(20);

      const second = await alice.order('applePay', 'USD');
      appleHistory.unshift(tx(second, 2));
      t.clock.advance(120_000);
      await runJob();
      expect((await alice.get(second.id)).status).toBe('paid');
      expect(await alice.credits()).toBe(40);
    });

    it('App Store: a cheaper purchase made with the caller’s order id as its account token credits nothing', async () => {
      const b = await buyer();
      const o = await b.order('applePay', 'USD');
      const cheap = { transactionId: '2000000050', originalTransactionId: '2000000050', productId: 'credits-5', bundleId: 'app.lokasi', appAccountToken: o.id, price: 2990, currency: 'USD', environment: 'Production' };
      appleHistories.set('2000000050', [certs.jws(cheap, 'leaf', chain)]);
      expect(answer(await b.restore([{ store: 'apple', transactionId: '2000000050' }])).status).toBe(200);
      expect((await b.get(o.id)).status).toBe('pending');
      expect(await b.credits()).toBe(0);
      expect(t.logs()).toMatch(/payment does not match its order/);
    });

    it('restore refuses more than 10 store purchases, malformed ones, bodies over the limit and a sixth restore in a minute', async () => {
      const b = await buyer();
      const many = Array.from({ length: 11 }, (_, i) => ({ store: 'apple', transactionId: String(2000000100 + i) }));
      expect((await b.restore(many)).statusCode).toBe(400);
      expect((await b.restore([{ store: 'apple', transactionId: '../inApps/v1/lookup/1' }])).statusCode).toBe(400);
      expect((await b.restore([{ store: 'sandbox', transactionId: '1' }])).statusCode).toBe(400);
      const huge = await t.app.inject({ method: 'POST', url: '/v1/payments/restore', headers: { ...b.headers, 'content-type': 'application/json' }, payload: `{"purchases":[],"x":"${'a'.repeat(t.ctx.config.bodyLimitBytes)}"}` });
      expect(answer(huge)).toMatchObject({ status: Codes.BODY_TOO_LARGE.status, code: Codes.BODY_TOO_LARGE.code });
      // Each restore makes the server call the stores: 5 a minute per account, whatever the requests held.
      expect((await b.restore()).statusCode).toBe(200);
      expect(answer(await b.restore())).toMatchObject({ status: Codes.RATE_LIMITED.status, code: Codes.RATE_LIMITED.code });
    });
  });
}
