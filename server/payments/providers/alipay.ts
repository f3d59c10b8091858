import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { toMinor } from '../catalogue.js';
import type { OrderRow } from '../repository.js';
import type { PaymentEnvironment } from '../tables.js';
import { callProvider } from './merchant-http.js';
import type { NotificationInput, PaymentEvidence, Verification } from './provider.js';

export interface AlipayKeys {
  /** Alipay's public key (RSA2). */
  publicKey: KeyObject | string;
  appId: string;
  environment: PaymentEnvironment;
  /** Our app's RSA2 private key and the gateway, for order queries; null: no queries (notifications only). */
  merchant: { appPrivateKey: KeyObject; gatewayUrl: string } | null;
}

/** The signed content: every parameter except sign and sign_type, sorted by name, `k=v` joined by `&` (decoded values). */
export function alipaySignedContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function verifyAlipayParams(keys: Pick<AlipayKeys, 'publicKey'>, params: Record<string, string>): boolean {
  if (params.sign_type !== 'RSA2' || !params.sign) return false;
  return createVerify('RSA-SHA256').update(alipaySignedContent(params), 'utf8').verify(keys.publicKey, params.sign, 'base64');
}

/**
 * An Alipay asynchronous notification (application/x-www-form-urlencoded). `out_trade_no` is our order id,
 * `passback_params` the product id, `total_amount` a decimal in CNY.
 */
export function verifyAlipayNotification(keys: AlipayKeys, input: NotificationInput): Verification {
  const params = Object.fromEntries(new URLSearchParams(input.rawBody));
  if (!verifyAlipayParams(keys, params)) return { ok: false, reason: 'RSA2 signature does not match' };
  if (params.app_id !== keys.appId) return { ok: false, reason: `app_id ${params.app_id} is not ours` };
  const currency = 'CNY';
  let amountMinor: number;
  try {
    amountMinor = toMinor(params.total_amount ?? '', currency);
  } catch {
    return { ok: false, reason: 'total_amount is not an amount' };
  }
  return {
    ok: true,
    evidence: { provider: 'alipay', txnId: params.trade_no ?? '', orderId: params.out_trade_no ?? '', productId: params.passback_params ?? '', amountMinor, currency, environment: keys.environment, outcome: alipayOutcome(params.trade_status) },
  };
}

const alipayOutcome = (status: string | undefined): PaymentEvidence['outcome'] =>
  status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'paid' : status === 'TRADE_CLOSED' ? 'cancelled' : 'failed';

/** Alipay's clock: request timestamps are `yyyy-MM-dd HH:mm:ss` in China Standard Time (UTC+8). */
function chinaTime(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The raw JSON text of `key`'s value in an Alipay answer: Alipay signs exactly those bytes, so the value is cut out of
 * the answer, never re-serialized. Null when the key is missing or its object does not close.
 */
export function rawJsonMember(text: string, key: string): string | null {
  const at = text.indexOf(`"${key}":`);
  if (at < 0) return null;
  const start = text.indexOf('{', at + key.length + 3);
  let depth = 0;
  let inString = false;
  for (let i = start; i >= 0 && i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** States in which no money has moved yet: the buyer may still pay, so the order stays open. */
const ALIPAY_OPEN_STATES = new Set(['WAIT_BUYER_PAY']);

/**
 * alipay.trade.query by our order number, signed RSA2 with the app's private key. The answer counts only when
 * `sign` verifies with Alipay's public key over the raw `alipay_trade_query_response` text and it is about this order.
 * The query answer does not repeat passback_params: the product is the order's, which the order number identifies.
 */
export async function queryAlipayOrder(keys: AlipayKeys, order: Pick<OrderRow, 'id' | 'product_id'>, now: Date): Promise<PaymentEvidence | null> {
  const merchant = keys.merchant;
  if (!merchant) return null;
  const params: Record<string, string> = {
    app_id: keys.appId,
    method: 'alipay.trade.query',
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: chinaTime(now),
    version: '1.0',
    biz_content: JSON.stringify({ out_trade_no: order.id }),
  };
  params.sign = createSign('RSA-SHA256').update(alipaySignedContent(params), 'utf8').sign(merchant.appPrivateKey, 'base64');
  const res = await callProvider(merchant.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
  });
  if (res.status !== 200) return null;
  const signed = rawJsonMember(res.text, 'alipay_trade_query_response');
  const { sign } = JSON.parse(res.text) as { sign?: string };
  if (!signed || typeof sign !== 'string' || !createVerify('RSA-SHA256').update(signed, 'utf8').verify(keys.publicKey, sign, 'base64')) {
    throw new Error('Alipay trade.query answer refused: RSA2 signature does not match');
  }
  const q = JSON.parse(signed) as Record<string, string>;
  if (q.code !== '10000') return null; // 40004 ACQ.TRADE_NOT_EXIST: the buyer never reached Alipay
  if (q.out_trade_no !== order.id) throw new Error('Alipay trade.query answered about another order');
  if (ALIPAY_OPEN_STATES.has(q.trade_status ?? '') || !q.trade_no) return null;
  const currency = 'CNY';
  return { provider: 'alipay', txnId: q.trade_no, orderId: order.id, productId: order.product_id, amountMinor: toMinor(q.total_amount ?? '', currency), currency, environment: keys.environment, outcome: alipayOutcome(q.trade_status) };
}
