import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Product } from './catalogue.js';
import type { PaymentEnvironment, PaymentsTables, ProviderName } from './tables.js';

type Db = Kysely<Database>;
export type OrderRow = Selectable<PaymentsTables['orders']>;

export async function createOrder(
  db: Db,
  o: { userId: string; product: Product; currency: string; provider: ProviderName; channel: string; environment: PaymentEnvironment; now: Date },
): Promise<OrderRow> {
  return db
    .insertInto('orders')
    .values({
      user_id: o.userId,
      product_id: o.product.id,
      kind: o.product.kind,
      plan: o.product.kind === 'membership' ? o.product.plan : null,
      credits: o.product.kind === 'credits' ? o.product.credits : null,
      amount_minor: o.product.prices[o.currency]!,
      currency: o.currency,
      provider: o.provider,
      channel: o.channel,
      environment: o.environment,
      status: 'pending',
      provider_txn_id: null,
      subscription: null,
      period_end: null,
      created_at: o.now,
      paid_at: null,
      cancelled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** The user's own order; another user's id answers undefined (not found), never its contents. */
export function findUserOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}

/** Orders the user will recognise: paid ones and attempts still open, newest first. */
export function listUserOrders(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['paid', 'pending'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function pendingOrders(db: Db, filter: { userId?: string; createdBefore?: Date; limit: number }): Promise<OrderRow[]> {
  let q = db.selectFrom('orders').selectAll().where('status', '=', 'pending');
  if (filter.userId) q = q.where('user_id', '=', filter.userId);
  if (filter.createdBefore) q = q.where('created_at', '<', filter.createdBefore);
  return q.orderBy('created_at').limit(filter.limit).execute();
}

export async function expirePendingOrder(db: Db, orderId: string): Promise<void> {
  await db.updateTable('orders').set({ status: 'expired' }).where('id', '=', orderId).where('status', '=', 'pending').execute();
}

/**
 * Stops renewal of an active subscription (benefits last until period_end). Conditional, so a second cancel or a
 * cancel of someone else's order changes nothing.
 */
export async function cancelSubscription(db: Db, userId: string, orderId: string, now: Date): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ subscription: 'cancelled', cancelled_at: now })
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('subscription', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}

/** The provider transaction id of the user's latest paid order with that provider (a handle on their store history). */
export async function latestProviderTxn(db: Db, userId: string, provider: ProviderName): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('provider_txn_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('provider_txn_id', 'is not', null)
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.provider_txn_id ?? null;
}
