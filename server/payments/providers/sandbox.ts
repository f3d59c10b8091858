import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { fromMinor, toMinor } from '../catalogue.js';
import type { OrderRow } from '../repository.js';
import { header, type NotificationInput, type PaymentEvidence, type PaymentProvider, type Verification } from './provider.js';

/** Notifications older or newer than this are refused (replays of a captured notification outside the window). */
export const SANDBOX_TOLERANCE_SECONDS = 300;
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxNotification {
  txnId: string;
  orderId: string;
  productId: string;
  /** Decimal string in the currency's unit, as gateways send it. */
  amount: string;
  currency: string;
  environment: 'sandbox';
  outcome: 'paid' | 'failed' | 'cancelled';
  renewal?: boolean;
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

/** Hex HMAC-SHA256 over `<timestamp>.<raw body>`. */
export function signSandbox(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifySandboxSignature(secret: string, input: NotificationInput): { ok: true } | { ok: false; reason: string } {
  const ts = header(input.headers, SANDBOX_TIMESTAMP_HEADER);
  const sig = header(input.headers, SANDBOX_SIGNATURE_HEADER);
  if (!ts || !/^\d{1,12}$/.test(ts) || !sig || !/^[0-9a-f]{64}$/.test(sig)) return { ok: false, reason: 'missing or malformed signature headers' };
  const skew = Math.abs(input.now.getTime() / 1000 - Number(ts));
  if (skew > SANDBOX_TOLERANCE_SECONDS) return { ok: false, reason: `timestamp ${Math.round(skew)} s away from now (tolerance ${SANDBOX_TOLERANCE_SECONDS} s)` };
  const expected = Buffer.from(signSandbox(secret, Number(ts), input.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { ok: false, reason: 'signature does not match' };
  return { ok: true };
}

function evidenceOf(n: SandboxNotification): PaymentEvidence {
  return {
    provider: 'sandbox',
    txnId: n.txnId,
    orderId: n.orderId,
    productId: n.productId,
    amountMinor: toMinor(n.amount, n.currency),
    currency: n.currency,
    environment: n.environment,
    outcome: n.outcome,
    ...(n.renewal === true && { renewal: true }),
  };
}

function parseNotification(rawBody: string): SandboxNotification | null {
  try {
    const n = JSON.parse(rawBody) as SandboxNotification;
    const strings = [n.txnId, n.orderId, n.productId, n.amount, n.currency].every((v) => typeof v === 'string' && v.length > 0 && v.length <= 100);
    if (!strings || n.environment !== 'sandbox' || !['paid', 'failed', 'cancelled'].includes(n.outcome)) return null;
    toMinor(n.amount, n.currency);
    return n;
  } catch {
    return null;
  }
}

/**
 * The built-in simulated gateway (browser checkout for development and demos): it records what it charged in its
 * own table, signs notifications like a real gateway and answers queries about an order.
 */
export function sandboxProvider(db: Kysely<Database>, secret: string): PaymentProvider & {
  charge(order: OrderRow, outcome: SandboxNotification['outcome'], now: Date): Promise<SignedNotification>;
  renew(order: OrderRow, now: Date): SignedNotification;
} {
  const signed = (n: SandboxNotification, now: Date): SignedNotification => {
    const body = JSON.stringify(n);
    const timestamp = Math.floor(now.getTime() / 1000);
    return { body, headers: { 'content-type': 'application/json', [SANDBOX_TIMESTAMP_HEADER]: String(timestamp), [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, timestamp, body) } };
  };
  return {
    name: 'sandbox',
    environment: 'sandbox',
    async verifyNotification(input): Promise<Verification> {
      const signature = verifySandboxSignature(secret, input);
      if (!signature.ok) return signature;
      const n = parseNotification(input.rawBody);
      return n ? { ok: true, evidence: evidenceOf(n) } : { ok: false, reason: 'body is not a sandbox notification' };
    },
    async queryOrder(order) {
      const row = await db.selectFrom('sandbox_gateway_payments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
      if (!row) return null;
      return evidenceOf({
        txnId: row.txn_id,
        orderId: row.order_id,
        productId: order.product_id,
        amount: fromMinor(row.amount_minor, row.currency),
        currency: row.currency,
        environment: 'sandbox',
        outcome: row.outcome === 'success' ? 'paid' : row.outcome,
      });
    },
    /** The period of an active subscription ended: the gateway charges again and notifies (development and demos). */
    renew(order, now) {
      return signed({ txnId: `sbx_${randomUUID()}`, orderId: order.id, productId: order.product_id, amount: fromMinor(order.amount_minor, order.currency), currency: order.currency, environment: 'sandbox', outcome: 'paid', renewal: true }, now);
    },
    /** The buyer pressed a button on the checkout: the gateway records the charge once and returns the signed notification. */
    async charge(order, outcome, now) {
      await db
        .insertInto('sandbox_gateway_payments')
        .values({ order_id: order.id, txn_id: `sbx_${randomUUID()}`, amount_minor: order.amount_minor, currency: order.currency, outcome: outcome === 'paid' ? 'success' : outcome, created_at: now })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      const recorded = await this.queryOrder(order);
      const n: SandboxNotification = {
        txnId: recorded!.txnId,
        orderId: order.id,
        productId: order.product_id,
        amount: fromMinor(recorded!.amountMinor, recorded!.currency),
        currency: recorded!.currency,
        environment: 'sandbox',
        outcome: recorded!.outcome,
      };
      return signed(n, now);
    },
  };
}
