import { createDecipheriv, createVerify, type KeyObject, type X509Certificate } from 'node:crypto';
import { header, type NotificationInput, type Verification } from './provider.js';
import type { PaymentEnvironment } from '../tables.js';

/** WeChat Pay v3 refuses notifications whose timestamp is more than 5 minutes from now; so do we. */
export const WECHAT_MAX_SKEW_SECONDS = 300;

export interface WechatKeys {
  /** Platform certificates by serial number (Wechatpay-Serial names the one that signed). */
  platformCerts: ReadonlyMap<string, X509Certificate | KeyObject>;
  /** The merchant's API v3 key (32 bytes) that encrypts the notification's resource. */
  apiV3Key: string;
  environment: PaymentEnvironment;
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
  const state: string = tx.trade_state;
  return {
    ok: true,
    evidence: {
      provider: 'wechat',
      txnId: tx.transaction_id,
      orderId: tx.out_trade_no,
      productId: String(tx.attach ?? ''),
      amountMinor: tx.amount.total,
      currency: tx.amount.currency ?? 'CNY',
      environment: keys.environment,
      outcome: state === 'SUCCESS' ? 'paid' : state === 'CLOSED' || state === 'REVOKED' ? 'cancelled' : 'failed',
    },
  };
}
