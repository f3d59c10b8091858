import { createCipheriv, createSign, generateKeyPairSync, randomBytes, type X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipaySignedContent, verifyAlipayNotification } from './alipay.js';
import { verifyAppleNotification } from './apple.js';
import { fetchGooglePurchase, parseGoogleHint } from './google.js';
import { certificateMaker } from './test-certificates.js';
import { verifyWechatNotification } from './wechat.js';

const certs = certificateMaker();
const { ecCert, jws } = certs;
afterAll(certs.cleanup);

const NOW = new Date();
const ORDER = '4f1c2d3e-0000-4000-8000-000000000001';

describe('WeChat Pay v3 notifications', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = randomBytes(16).toString('hex');
  const keys = { platformCerts: new Map([['5157F09EFDC096DE15EBE81A47057A72', publicKey]]), apiV3Key, environment: 'production' as const, merchant: null };
  const tx = { out_trade_no: ORDER, transaction_id: '4200001234', trade_state: 'SUCCESS', attach: 'credits-20', amount: { total: 6800, currency: 'CNY' } };

  function notification(opts: { ts?: number; serial?: string; tamperTag?: boolean } = {}) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const encrypted = Buffer.concat([cipher.update(JSON.stringify(tx)), cipher.final(), cipher.getAuthTag()]);
    if (opts.tamperTag) encrypted[encrypted.length - 1]! ^= 1;
    const body = JSON.stringify({ id: 'evt-1', resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), associated_data: 'transaction', nonce } });
    const ts = String(opts.ts ?? Math.floor(NOW.getTime() / 1000));
    const headerNonce = randomBytes(8).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${ts}\n${headerNonce}\n${body}\n`).sign(privateKey, 'base64');
    return {
      rawBody: body,
      now: NOW,
      headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': headerNonce, 'wechatpay-signature': signature, 'wechatpay-serial': opts.serial ?? '5157F09EFDC096DE15EBE81A47057A72' },
    };
  }

  it('accepts a signed notification and decrypts the transaction', () => {
    expect(verifyWechatNotification(keys, notification())).toEqual({
      ok: true,
      evidence: { provider: 'wechat', txnId: '4200001234', orderId: ORDER, productId: 'credits-20', amountMinor: 6800, currency: 'CNY', environment: 'production', outcome: 'paid' },
    });
  });

  it('rejects a changed byte, a 301 s old timestamp, a wrong serial and a flipped GCM tag', () => {
    const good = notification();
    const oneByte = { ...good, rawBody: good.rawBody.replace('"evt-1"', '"evt-2"') };
    expect(verifyWechatNotification(keys, oneByte)).toMatchObject({ ok: false, reason: 'signature does not match' });
    expect(verifyWechatNotification(keys, notification({ ts: Math.floor(NOW.getTime() / 1000) - 301 }))).toMatchObject({ ok: false, reason: /301 s/ });
    expect(verifyWechatNotification(keys, notification({ serial: 'DEADBEEF' }))).toMatchObject({ ok: false, reason: /unknown platform certificate/ });
    expect(verifyWechatNotification(keys, notification({ tamperTag: true }))).toMatchObject({ ok: false, reason: /does not decrypt/ });
  });
});

describe('Alipay notifications (RSA2 over the sorted parameters)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = { publicKey, appId: '2021000000000001', environment: 'production' as const, merchant: null };
  function form(overrides: Record<string, string> = {}, resignAfter = true) {
    const params: Record<string, string> = {
      app_id: keys.appId,
      out_trade_no: ORDER,
      trade_no: '2026112322001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '68.00',
      passback_params: 'credits-20',
      notify_time: '2026-11-23 05:00:00',
      sign_type: 'RSA2',
    };
    if (!resignAfter) Object.assign(params, overrides);
    params.sign = createSign('RSA-SHA256').update(alipaySignedContent(params)).sign(privateKey, 'base64');
    if (resignAfter) Object.assign(params, overrides);
    return { rawBody: new URLSearchParams(params).toString(), headers: {}, now: NOW };
  }

  it('accepts a signed notification', () => {
    expect(verifyAlipayNotification(keys, form())).toMatchObject({ ok: true, evidence: { orderId: ORDER, amountMinor: 6800, currency: 'CNY', productId: 'credits-20', outcome: 'paid' } });
  });

  it('rejects a changed amount and another app id', () => {
    expect(verifyAlipayNotification(keys, form({ total_amount: '67.99' }))).toMatchObject({ ok: false, reason: /signature/ });
    expect(verifyAlipayNotification(keys, form({ app_id: '2021999' }, false))).toMatchObject({ ok: false, reason: /app_id/ });
  });
});

describe('App Store Server Notifications v2 (JWS with x5c to the configured root)', () => {
  // Certificates made in beforeAll start being valid at the second they were made.
  const later = () => new Date(Date.now() + 2000);
  let root: X509Certificate;
  let chain: X509Certificate[];
  let forged: X509Certificate[];
  beforeAll(() => {
    root = ecCert('root');
    const intermediate = ecCert('intermediate', 'root');
    chain = [ecCert('leaf', 'intermediate', false), intermediate, root];
    const selfRoot = ecCert('attacker-root');
    const selfIntermediate = ecCert('attacker-intermediate', 'attacker-root');
    forged = [ecCert('attacker-leaf', 'attacker-intermediate', false), selfIntermediate, selfRoot];
  });
  const tx = { transactionId: '2000000123', productId: 'member-monthly', bundleId: 'app.lokasi', appAccountToken: ORDER, price: 4990, currency: 'USD', environment: 'Production' };
  const keys = () => ({ rootCert: root, bundleId: 'app.lokasi', environment: 'production' as const, api: null });
  const notify = (leafKey: string, certs: X509Certificate[], data: object = {}) =>
    JSON.stringify({
      signedPayload: jws({ notificationType: 'SUBSCRIBED', data: { bundleId: 'app.lokasi', environment: 'Production', signedTransactionInfo: jws(tx, leafKey, certs), ...data } }, leafKey, certs),
    });

  it('accepts a payload signed by a leaf that chains to the root', () => {
    expect(verifyAppleNotification(keys(), notify('leaf', chain), later())).toEqual({
      ok: true,
      evidence: { provider: 'apple', txnId: '2000000123', orderId: ORDER, productId: 'member-monthly', amountMinor: 499, currency: 'USD', environment: 'production', outcome: 'paid' },
    });
  });

  it('rejects a self-signed x5c chain, another bundle id, the sandbox environment and a changed payload', () => {
    expect(verifyAppleNotification(keys(), notify('attacker-leaf', forged), later())).toMatchObject({ ok: false, reason: /configured root/ });
    expect(verifyAppleNotification(keys(), notify('leaf', chain, { bundleId: 'com.other' }), later())).toMatchObject({ ok: false, reason: /bundle id/ });
    expect(verifyAppleNotification(keys(), notify('leaf', chain, { environment: 'Sandbox' }), later())).toMatchObject({ ok: false, reason: /environment/ });
    const good = JSON.parse(notify('leaf', chain)).signedPayload.split('.');
    const changed = Buffer.from(Buffer.from(good[1], 'base64url').toString().replace('SUBSCRIBED', 'DID_RENEW')).toString('base64url');
    expect(verifyAppleNotification(keys(), JSON.stringify({ signedPayload: `${good[0]}.${changed}.${good[2]}` }), later())).toMatchObject({ ok: false, reason: /signature/ });
  });
});

describe('Google Play (the notification is only a hint; the purchase comes from the Play Developer API)', () => {
  let api: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.push(`${req.headers.authorization} ${req.url}`);
      const known = req.url?.endsWith('/tokens/token-paid');
      res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      res.end(known ? JSON.stringify({ purchaseState: 0, orderId: 'GPA.1234-5678', obfuscatedExternalAccountId: ORDER, purchaseType: 0 }) : '{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  const hint = (token: string, pkg = 'app.lokasi') =>
    JSON.stringify({ message: { data: Buffer.from(JSON.stringify({ packageName: pkg, oneTimeProductNotification: { purchaseToken: token, sku: 'credits-20' } })).toString('base64') } });
  const config = () => ({ apiBaseUrl: base, packageName: 'app.lokasi', accessToken: async () => 'test-token', environment: 'production' as const });
  const price = async () => ({ amountMinor: 999, currency: 'USD' });

  it('credits from what the API says, not from the notification', async () => {
    const evidence = await fetchGooglePurchase(config(), parseGoogleHint(hint('token-paid'))!, price);
    expect(evidence).toEqual({ provider: 'google', txnId: 'GPA.1234-5678', orderId: ORDER, productId: 'credits-20', amountMinor: 999, currency: 'USD', environment: 'sandbox', outcome: 'paid' });
    expect(seen.at(-1)).toBe('Bearer test-token /androidpublisher/v3/applications/app.lokasi/purchases/products/credits-20/tokens/token-paid');
  });

  it('finds nothing for a token the API does not know, another package, or a body that is not a notification', async () => {
    expect(await fetchGooglePurchase(config(), parseGoogleHint(hint('made-up'))!, price)).toBeNull();
    expect(await fetchGooglePurchase(config(), parseGoogleHint(hint('token-paid', 'com.attacker'))!, price)).toBeNull();
    expect(parseGoogleHint('{"message":{"data":"bm90IGpzb24="}}')).toBeNull();
  });
});
