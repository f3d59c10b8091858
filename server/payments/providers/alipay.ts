import { createVerify, type KeyObject } from 'node:crypto';
import { toMinor } from '../catalogue.js';
import type { PaymentEnvironment } from '../tables.js';
import type { NotificationInput, Verification } from './provider.js';

export interface AlipayKeys {
  /** Alipay's public key (RSA2). */
  publicKey: KeyObject | string;
  appId: string;
  environment: PaymentEnvironment;
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
  const status = params.trade_status ?? '';
  return {
    ok: true,
    evidence: {
      provider: 'alipay',
      txnId: params.trade_no ?? '',
      orderId: params.out_trade_no ?? '',
      productId: params.passback_params ?? '',
      amountMinor,
      currency,
      environment: keys.environment,
      outcome: status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'paid' : status === 'TRADE_CLOSED' ? 'cancelled' : 'failed',
    },
  };
}
