import { createHmac, randomBytes } from 'node:crypto';
import { fromMinor } from './catalogue.js';
import type { OrderRow } from './repository.js';
import type { PayParams } from '../../contracts/payments.js';

/** `k=v&...` over the sorted keys (the usual payment-SDK canonical form). */
export function canonical(fields: Record<string, string | number>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

/** The parameters a native pay action carries, signed by the server so the app (and its backend) can trust them. */
export function signPayParams(key: string, order: OrderRow, now: Date): PayParams {
  const fields = {
    orderId: order.id,
    productId: order.product_id,
    amount: fromMinor(order.amount_minor, order.currency),
    currency: order.currency,
    timestamp: Math.floor(now.getTime() / 1000),
    nonce: randomBytes(12).toString('hex'),
  };
  return { ...fields, sign: createHmac('sha256', key).update(canonical(fields)).digest('hex') };
}
