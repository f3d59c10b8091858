import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject, type X509Certificate } from 'node:crypto';
import { callProvider } from './merchant-http.js';
import { header, type NotificationInput, type PaymentEvidence, type Verification } from './provider.js';
import type { PaymentEnvironment } from '../tables.js';

/** WeChat Pay v3 refuses notifications whose timestamp is more than 5 minutes from now; so do we. */
export const WECHAT_MAX_SKEW_SECONDS = 300;

export interface WechatKeys {
  /** Platform certificates by serial number (Wechatpay-Serial names the one that signed). */
  platformCerts: ReadonlyMap<string, X509Certificate | KeyObject>;
  /** The merchant's API v3 key (32 bytes) that encrypts the notification's resource. */
  apiV3Key: string;
  environment: PaymentEnvironment;
  /** The merchant's own API credentials, for order queries; null: no queries (notifications only). */
  merchant: WechatMerchant | null;
}

export interface WechatMerchant {
  mchid: string;
  /** The merchant API private key (apiclient_key.pem) and the serial number of its certificate. */
  privateKey: KeyObject;
  serialNo: string;
  /** https://api.mch.weixin.qq.com in production; a loopback stand-in in tests. */
  apiBaseUrl: string;
}

/** RSA-SHA256 over `timestamp\nnonce\nbody\n` with the platform certificate named by the serial header. */
export function verifyWechatSignature(keys: Pick<WechatKeys, 'platformCerts'>, input: NotificationInput): { ok: true } | { ok: false; reason: string } {
  const ts = header(input.headers, 'wechatpay-timestamp');
  const nonce = header(input.headers, 'wechatpay-nonce');
  const signature = header(input.headers, 'wechatpay-signature');
  const serial = header(input.headers, 'wechatpay-serial');
  if (!ts || !/^\d{1,12}$/.test(ts) || !nonce || !signature || !serial) return { ok: false, reason: 'missing Wechatpay-* headers' };
  const skew = Math.abs(input.now.getTime() / 1000 - Number(ts));
  if (skew > WECHAT_MAX_SKEW_SECONDS) return { ok: false, reason: `timestamp ${Math.round(skew)} s away from now` };
  const cert = keys.platformCerts.get(serial);
  if (!cert) return { ok: false, reason: `unknown platform certificate serial ${serial}` };
  const key = 'publicKey' in cert ? cert.publicKey : cert;
  const verifier = createVerify('RSA-SHA256').update(`${ts}\n${nonce}\n${input.rawBody}\n`);
  return verifier.verify(key, signature, 'base64') ? { ok: true } : { ok: false, reason: 'signature does not match' };
}

export interface WechatResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** AEAD_AES_256_GCM with the API v3 key; the last 16 bytes of the ciphertext are the tag. Throws when it does not authenticate. */
export function decryptWechatResource(resource: WechatResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * A verified and decrypted WeChat Pay transaction notification as payment evidence. `out_trade_no` is our order id,
 * `attach` carries the product id, `amount.total` is already in minor units (fen).
 */
export function verifyWechatNotification(keys: WechatKeys, input: NotificationInput): Verification {
  const signature = verifyWechatSignature(keys, input);
  if (!signature.ok) return signature;
  let tx: any;
  try {
    const body = JSON.parse(input.rawBody) as { resource: WechatResource };
    tx = JSON.parse(decryptWechatResource(body.resource, keys.apiV3Key));
  } catch (error) {
    return { ok: false, reason: `resource does not decrypt: ${(error as Error).message}` };
  }
  if (typeof tx?.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string' || !Number.isInteger(tx.amount?.total)) {
    return { ok: false, reason: 'decrypted resource is not a transaction' };
  }
  return { ok: true, evidence: wechatEvidence(tx, keys.environment) };
}

/** A WeChat Pay transaction (notification resource or order query answer) as payment evidence. */
function wechatEvidence(tx: { out_trade_no: string; transaction_id: string; trade_state: string; attach?: string; amount: { total: number; currency?: string } }, environment: PaymentEnvironment): PaymentEvidence {
  const state = tx.trade_state;
  return {
    provider: 'wechat',
    txnId: tx.transaction_id,
    orderId: tx.out_trade_no,
    productId: String(tx.attach ?? ''),
    amountMinor: tx.amount.total,
    currency: tx.amount.currency ?? 'CNY',
    environment,
    outcome: state === 'SUCCESS' ? 'paid' : state === 'CLOSED' || state === 'REVOKED' ? 'cancelled' : 'failed',
  };
}

/** The merchant's request signature: RSA-SHA256 over `METHOD\npath?query\ntimestamp\nnonce\nbody\n`. */
export function wechatAuthorization(merchant: WechatMerchant, method: string, pathAndQuery: string, body: string, now: Date): string {
  const ts = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${method}\n${pathAndQuery}\n${ts}\n${nonce}\n${body}\n`).sign(merchant.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${merchant.serialNo}"`;
}

/** States in which no money has moved yet: the buyer may still pay, so the order stays open. */
const WECHAT_OPEN_STATES = new Set(['NOTPAY', 'USERPAYING', 'ACCEPT']);

/**
 * Order query by our order number (GET /v3/pay/transactions/out-trade-no/{id}?mchid=…). The answer counts only when
 * its Wechatpay-* signature verifies like a notification's (platform certificate, ≤ 5 min skew) and it is about this
 * merchant and this order; null when WeChat Pay knows no payment (yet).
 */
export async function queryWechatOrder(keys: WechatKeys, orderId: string, now: Date): Promise<PaymentEvidence | null> {
  const merchant = keys.merchant;
  if (!merchant) return null;
  const pathAndQuery = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}?mchid=${encodeURIComponent(merchant.mchid)}`;
  const res = await callProvider(`${merchant.apiBaseUrl}${pathAndQuery}`, {
    method: 'GET',
    headers: { accept: 'application/json', 'user-agent': 'lokasi-payments', authorization: wechatAuthorization(merchant, 'GET', pathAndQuery, '', now) },
  });
  if (res.status !== 200) return null;
  const signature = verifyWechatSignature(keys, { headers: res.headers, rawBody: res.text, now });
  if (!signature.ok) throw new Error(`WeChat Pay order query answer refused: ${signature.reason}`);
  const tx = JSON.parse(res.text);
  if (tx?.mchid !== merchant.mchid || tx.out_trade_no !== orderId) throw new Error('WeChat Pay order query answered about another merchant or order');
  if (WECHAT_OPEN_STATES.has(tx.trade_state) || typeof tx.transaction_id !== 'string' || !Number.isInteger(tx.amount?.total)) return null;
  return wechatEvidence(tx, keys.environment);
}
