import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import { endOfMonth, grantCreditsInTransaction, monthKey, VIP_FREE_CREDITS_PER_MONTH } from '../credits/index.js';
import { membershipForUpdate, setMembership } from '../accounts/index.js';
import { extendMembership } from './membership.js';
import type { OrderRow } from './repository.js';
import type { PaymentEvidence } from './providers/provider.js';

export type SettleResult = 'granted' | 'already-paid' | 'not-paid' | 'mismatch' | 'unknown-order' | 'txn-reused' | 'not-renewable';

/** Fields of the evidence that differ from the order; any difference means nothing is credited. */
export function mismatchedFields(order: OrderRow, e: PaymentEvidence): string[] {
  const fields: string[] = [];
  if (order.provider !== e.provider) fields.push('provider');
  if (order.amount_minor !== e.amountMinor) fields.push('amount');
  if (order.currency !== e.currency) fields.push('currency');
  if (order.product_id !== e.productId) fields.push('product');
  if (order.environment !== e.environment) fields.push('environment');
  if (e.userId !== undefined && order.user_id !== e.userId) fields.push('user');
  return fields;
}

/** Our order ids are UUIDs; anything else a provider carries names no order of ours. */
export const isOrderId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

async function grantMembership(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<Date> {
  const next = extendMembership(await membershipForUpdate(trx, order.user_id), order.plan!, now);
  await setMembership(trx, order.user_id, next.type, next.validUntil);
  // This month's free credits at once (the monthly job may have run before the purchase); same ref as the job's.
  await grantCreditsInTransaction(trx, order.user_id, { amount: VIP_FREE_CREDITS_PER_MONTH, kind: 'free', ref: `free-${monthKey(now)}`, expiresAt: endOfMonth(now) }, now);
  return next.validUntil;
}

/**
 * A renewal charged at period end: a new paid order for the next period (the provider's new transaction id), granted
 * in the same transaction; the subscription moves to it. Only an active subscription renews: a cancelled one expires.
 */
async function renew(trx: Transaction<Database>, current: OrderRow, evidence: PaymentEvidence, now: Date, log: FastifyBaseLogger): Promise<SettleResult> {
  const seen = await trx.selectFrom('orders').select('id').where('provider', '=', evidence.provider).where('provider_txn_id', '=', evidence.txnId).executeTakeFirst();
  if (seen) return 'already-paid';
  if (current.status !== 'paid' || current.subscription !== 'active' || evidence.outcome !== 'paid') {
    log.warn({ orderId: current.id, subscription: current.subscription, payment: evidence }, 'renewal of a subscription that is not active: nothing granted');
    return 'not-renewable';
  }
  const { id: _id, ...fields } = current;
  const next = await trx
    .insertInto('orders')
    .values({ ...fields, provider_txn_id: evidence.txnId, created_at: now, paid_at: now, period_end: null, cancelled_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('orders').set({ subscription: null }).where('id', '=', current.id).execute();
  const periodEnd = await grantMembership(trx, next, now);
  await trx.updateTable('orders').set({ period_end: periodEnd }).where('id', '=', next.id).execute();
  log.info({ orderId: next.id, renewalOf: current.id }, 'subscription renewed');
  return 'granted';
}

/**
 * Applies verified evidence to its order, exactly once: the order row is locked, checked against the evidence, and
 * moved to paid by a conditional UPDATE in the same transaction that grants the membership or credits (ledger ref
 * `order:<id>`). A second delivery finds it paid; a transaction id already used by another order violates
 * UNIQUE(provider, provider_txn_id) and rolls everything back.
 */
export async function settle(db: Kysely<Database>, evidence: PaymentEvidence, now: Date, log: FastifyBaseLogger): Promise<SettleResult> {
  try {
    return await db.transaction().execute(async (trx): Promise<SettleResult> => {
      const order = isOrderId(evidence.orderId) ? await trx.selectFrom('orders').selectAll().where('id', '=', evidence.orderId).forUpdate().executeTakeFirst() : undefined;
      if (!order) {
        log.warn({ payment: evidence }, 'payment for an unknown order: nothing credited');
        return 'unknown-order';
      }
      const mismatch = mismatchedFields(order, evidence);
      if (mismatch.length) {
        log.warn({ orderId: order.id, fields: mismatch, payment: evidence }, 'payment does not match its order: nothing credited');
        return 'mismatch';
      }
      if (evidence.renewal) return renew(trx, order, evidence, now, log);
      if (order.status === 'paid') return 'already-paid';
      if (evidence.outcome !== 'paid') {
        await trx.updateTable('orders').set({ status: evidence.outcome }).where('id', '=', order.id).where('status', '=', 'pending').execute();
        return 'not-paid';
      }
      const subscription = order.kind === 'membership' && order.plan !== 'lifetime' ? 'active' : null;
      // Money was taken: a late payment still pays an order that had failed, was cancelled or expired.
      const moved = await trx
        .updateTable('orders')
        .set({ status: 'paid', provider_txn_id: evidence.txnId, paid_at: now, subscription })
        .where('id', '=', order.id)
        .where('status', '!=', 'paid')
        .returning('id')
        .executeTakeFirst();
      if (!moved) return 'already-paid';
      if (order.kind === 'credits') {
        await grantCreditsInTransaction(trx, order.user_id, { amount: order.credits!, kind: 'purchased', ref: `order:${order.id}` }, now);
      } else {
        const periodEnd = await grantMembership(trx, order, now);
        await trx.updateTable('orders').set({ period_end: periodEnd }).where('id', '=', order.id).execute();
      }
      // The provider's transaction id is how an operator finds the payment at the gateway (it is not a secret).
      log.info({ orderId: order.id, product: order.product_id, provider: order.provider, environment: order.environment, txnId: evidence.txnId }, 'order paid and granted');
      return 'granted';
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    log.warn({ payment: evidence }, 'provider transaction id already paid another order: nothing credited');
    return 'txn-reused';
  }
}
