import { generateKeyPairSync, type X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAlipayOrder, rawJsonMember } from './alipay.js';
import { appleTransactionHistory } from './apple.js';
import { MAX_PROVIDER_ANSWER_BYTES } from './merchant-http.js';
import { alipayStandIn, appleStandIn, wechatStandIn, type StandIn } from './stand-ins.js';
import { certificateMaker } from './test-certificates.js';
import { queryWechatOrder } from './wechat.js';

// Reconciliation and restore ask the providers' merchant APIs; here those are loopback stand-ins that check our
// request signatures and sign their answers with keys made by the test.
const ORDER = '4f1c2d3e-0000-4000-8000-000000000001';
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const oversized = () => 'x'.repeat(MAX_PROVIDER_ANSWER_BYTES + 1);

describe('WeChat Pay v3 order query', () => {
  const merchant = rsa();
  const platform = rsa();
  const SERIAL = '5157F09EFDC096DE15EBE81A47057A72';
  let clock = new Date();
  const transactions = new Map<string, object>([
    [ORDER, { out_trade_no: ORDER, transaction_id: '4200001234', trade_state: 'SUCCESS', attach: 'credits-20', amount: { total: 6800, currency: 'CNY' } }],
    ['open-order', { out_trade_no: 'open-order', trade_state: 'NOTPAY', amount: { total: 6800, currency: 'CNY' } }],
  ]);
  let api: StandIn;
  beforeAll(async () => {
    api = await wechatStandIn({ mchid: '1900000109', merchantPublicKey: merchant.publicKey, platformKey: platform.privateKey, serial: SERIAL, now: () => clock, transactions });
  });
  afterAll(() => api.close());
  const keys = (privateKey = merchant.privateKey) => ({
    platformCerts: new Map([[SERIAL, platform.publicKey]]),
    apiV3Key: '0'.repeat(32),
    environment: 'production' as const,
    merchant: { mchid: '1900000109', privateKey, serialNo: '3775B6A45ACD588826D15E583A95F5DD', apiBaseUrl: api.url },
  });

  it('finds a paid order by our order number, with a signed request and a verified answer', async () => {
    expect(await queryWechatOrder(keys(), ORDER, new Date())).toEqual({
      provider: 'wechat', txnId: '4200001234', orderId: ORDER, productId: 'credits-20', amountMinor: 6800, currency: 'CNY', environment: 'production', outcome: 'paid',
    });
    expect(api.seen.at(-1)).toBe(`GET /v3/pay/transactions/out-trade-no/${ORDER}?mchid=1900000109`);
  });

  it('knows no payment for an unpaid or unknown order, or when our request signature is refused', async () => {
    expect(await queryWechatOrder(keys(), 'open-order', new Date())).toBeNull();
    expect(await queryWechatOrder(keys(), 'b1c2d3e4-0000-4000-8000-000000000009', new Date())).toBeNull();
    expect(await queryWechatOrder(keys(rsa().privateKey), ORDER, new Date())).toBeNull();
  });

  it('refuses an answer changed after signing, signed 6 minutes ago, by an unknown certificate, or oversized', async () => {
    api.tamper = (body) => body.replace('6800', '1');
    await expect(queryWechatOrder(keys(), ORDER, new Date())).rejects.toThrow(/signature does not match/);
    api.tamper = oversized;
    await expect(queryWechatOrder(keys(), ORDER, new Date())).rejects.toThrow(/over 262144 bytes/);
    api.tamper = null;
    clock = new Date(Date.now() - 360_000);
    await expect(queryWechatOrder(keys(), ORDER, new Date())).rejects.toThrow(/timestamp 36\d s away/);
    clock = new Date();
    const otherPlatform = { ...keys(), platformCerts: new Map([['DEADBEEF', platform.publicKey]]) };
    await expect(queryWechatOrder(otherPlatform, ORDER, new Date())).rejects.toThrow(/unknown platform certificate/);
  });
});

describe('Alipay alipay.trade.query', () => {
  const app = rsa();
  const alipay = rsa();
  const trades = new Map<string, Record<string, string>>([
    [ORDER, { trade_no: '2026112322001400001', trade_status: 'TRADE_SUCCESS', total_amount: '68.00' }],
    ['open-order', { trade_no: '2026112322001400002', trade_status: 'WAIT_BUYER_PAY', total_amount: '68.00' }],
  ]);
  let api: StandIn;
  beforeAll(async () => {
    api = await alipayStandIn({ appId: '2021000000000001', appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey, trades });
  });
  afterAll(() => api.close());
  const keys = (appPrivateKey = app.privateKey) => ({ publicKey: alipay.publicKey, appId: '2021000000000001', environment: 'production' as const, merchant: { appPrivateKey, gatewayUrl: api.url } });
  const order = (id: string) => ({ id, product_id: 'credits-20' });

  it('finds a paid trade: the amount from Alipay, the product from the order the number names', async () => {
    expect(await queryAlipayOrder(keys(), order(ORDER), new Date())).toEqual({
      provider: 'alipay', txnId: '2026112322001400001', orderId: ORDER, productId: 'credits-20', amountMinor: 6800, currency: 'CNY', environment: 'production', outcome: 'paid',
    });
  });

  it('knows no payment for a trade waiting for the buyer, an unknown trade, or a request Alipay refuses', async () => {
    expect(await queryAlipayOrder(keys(), order('open-order'), new Date())).toBeNull();
    expect(await queryAlipayOrder(keys(), order('b1c2d3e4-0000-4000-8000-000000000009'), new Date())).toBeNull();
    expect(await queryAlipayOrder(keys(rsa().privateKey), order(ORDER), new Date())).toBeNull();
  });

  it('refuses an answer whose amount or status was changed after signing', async () => {
    api.tamper = (body) => body.replace('"68.00"', '"0.01"');
    await expect(queryAlipayOrder(keys(), order(ORDER), new Date())).rejects.toThrow(/RSA2 signature/);
    api.tamper = (body) => body.replace('WAIT_BUYER_PAY', 'TRADE_SUCCESS');
    await expect(queryAlipayOrder(keys(), order('open-order'), new Date())).rejects.toThrow(/RSA2 signature/);
    api.tamper = null;
  });

  it('cuts the signed text out of the answer exactly, braces and quotes inside strings included', () => {
    const inner = '{"a":"x}\\"{","b":{"c":1}}';
    expect(rawJsonMember(`{"alipay_trade_query_response":${inner},"sign":"s"}`, 'alipay_trade_query_response')).toBe(inner);
    expect(rawJsonMember('{"alipay_trade_query_response":{"a":1', 'alipay_trade_query_response')).toBeNull();
  });
});

describe('App Store Server API transaction history', () => {
  const certs = certificateMaker();
  afterAll(certs.cleanup);
  const apiKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let root: X509Certificate;
  let chain: X509Certificate[];
  let forged: X509Certificate[];
  let api: StandIn;
  const later = () => new Date(Date.now() + 2000);
  const tx = (n: number, extra: object = {}) => ({
    transactionId: `200000000${n}`, originalTransactionId: '2000000001', productId: 'credits-20', bundleId: 'app.lokasi', appAccountToken: ORDER.replace(/1$/, String(n)), price: 9990, currency: 'USD', environment: 'Production', ...extra,
  });
  beforeAll(async () => {
    root = certs.ecCert('root');
    const intermediate = certs.ecCert('intermediate', 'root');
    chain = [certs.ecCert('leaf', 'intermediate', false), intermediate, root];
    const attackerRoot = certs.ecCert('attacker-root');
    forged = [certs.ecCert('attacker-leaf', 'attacker-root', false), attackerRoot];
    const history = [certs.jws(tx(1), 'leaf', chain), certs.jws(tx(2, { revocationDate: 1 }), 'leaf', chain), certs.jws(tx(3, { bundleId: 'com.other' }), 'leaf', chain)];
    api = await appleStandIn({
      issuerId: '57246542-96fe-1a63-e053-0824d011072a', keyId: '2X9R4HXF34', publicKey: apiKey.publicKey, bundleId: 'app.lokasi',
      histories: new Map([['2000000001', history], ['2000000009', [certs.jws(tx(9), 'attacker-leaf', forged)]]]),
    });
  });
  afterAll(() => api.close());
  const keys = (privateKey = apiKey.privateKey) => ({
    rootCert: root, bundleId: 'app.lokasi', environment: 'production' as const,
    api: { issuerId: '57246542-96fe-1a63-e053-0824d011072a', keyId: '2X9R4HXF34', privateKey, apiBaseUrl: api.url },
  });

  it('reads every page of the customer’s history: paid, revoked, and nothing from another app', async () => {
    const found = await appleTransactionHistory(keys(), '2000000001', later());
    expect(found.map((e) => [e.txnId, e.orderId, e.amountMinor, e.outcome])).toEqual([
      ['2000000001', ORDER, 999, 'paid'],
      ['2000000002', ORDER.replace(/1$/, '2'), 999, 'cancelled'],
    ]);
    expect(api.seen.slice(-2)).toEqual(['GET /inApps/v2/history/2000000001?sort=DESCENDING', 'GET /inApps/v2/history/2000000001?sort=DESCENDING&revision=2']);
  });

  it('finds nothing for an unknown transaction, a key Apple refuses, or an id that is not a transaction id', async () => {
    const before = api.seen.length;
    expect(await appleTransactionHistory(keys(), '2000000077', later())).toEqual([]);
    expect(await appleTransactionHistory(keys(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey), '2000000001', later())).toEqual([]);
    expect(await appleTransactionHistory(keys(), '../../v1/transactions/1', later())).toEqual([]);
    expect(api.seen.length - before).toBe(2);
  });

  it('refuses a transaction signed by a self-made chain and an oversized answer', async () => {
    await expect(appleTransactionHistory(keys(), '2000000009', later())).rejects.toThrow(/configured root/);
    api.tamper = oversized;
    await expect(appleTransactionHistory(keys(), '2000000001', later())).rejects.toThrow(/over 262144 bytes/);
    api.tamper = null;
  });
});
