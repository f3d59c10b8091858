import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Job } from '../module.js';
import type { StorePurchase } from '../../contracts/payments.js';
import type { Providers } from './providers/index.js';
import type { PaymentEvidence } from './providers/provider.js';
import { expirePendingOrder, findUserOrder, pendingOrders, type OrderRow } from './repository.js';
import { isOrderId, settle, type SettleResult } from './settle.js';

/** A pending order nobody paid within a day is closed (a late payment still pays it: see settle). */
export const PENDING_ORDER_LIFETIME_MS = 24 * 3600_000;
/** Younger orders are left to their notification (the buyer may still be on the payment page). */
export const RECONCILE_AFTER_MS = 60_000;
const BATCH = 200;

/**
 * Asks the order's provider what happened and applies it; the same path for the buyer's return, restore and the job.
 * A query that fails (network, an answer whose signature does not verify) credits nothing and leaves the order open.
 */
export async function reconcileOrder(providers: Providers, ctx: AppContext, order: OrderRow, log: FastifyBaseLogger): Promise<SettleResult | 'no-payment' | 'query-failed'> {
  const provider = providers.byName(order.provider);
  let evidence: PaymentEvidence | null;
  try {
    evidence = provider ? await provider.queryOrder(order) : null;
  } catch (error) {
    log.warn({ orderId: order.id, provider: order.provider, err: (error as Error).message }, 'order query failed: nothing credited');
    return 'query-failed';
  }
  if (!evidence) return 'no-payment';
  return settle(ctx.db, evidence, ctx.now(), log);
}

/**
 * Restore in the native app: the store purchases the app found are re-validated with their store, and only payments
 * for the caller's own orders are applied (a transaction id of someone else's purchase finds nothing of theirs).
 */
export async function restoreStorePurchases(providers: Providers, ctx: AppContext, userId: string, purchases: StorePurchase[], log: FastifyBaseLogger): Promise<void> {
  for (const purchase of purchases) {
    const provider = providers.byName(purchase.store);
    let found: PaymentEvidence[];
    try {
      found = provider?.restore ? await provider.restore(purchase) : [];
    } catch (error) {
      log.warn({ store: purchase.store, err: (error as Error).message }, 'store restore query failed: nothing credited');
      continue;
    }
    for (const evidence of found) {
      if (isOrderId(evidence.orderId) && (await findUserOrder(ctx.db, userId, evidence.orderId))) await settle(ctx.db, { ...evidence, userId }, ctx.now(), log);
    }
  }
}

/** Re-queries pending orders every 10 minutes (notifications can be lost), and expires the ones nobody paid. */
export function reconcileJob(buildProviders: (ctx: AppContext) => Providers): Job {
  return {
    name: 'payments-reconcile',
    period: (now) => now.toISOString().slice(0, 15),
    async run(ctx, _period, log) {
      const providers = buildProviders(ctx);
      const now = ctx.now();
      const orders = await pendingOrders(ctx.db, { createdBefore: new Date(now.getTime() - RECONCILE_AFTER_MS), limit: BATCH });
      let granted = 0;
      let expired = 0;
      for (const order of orders) {
        const result = await reconcileOrder(providers, ctx, order, log);
        if (result === 'granted') granted += 1;
        else if (result === 'no-payment' && now.getTime() - order.created_at.getTime() > PENDING_ORDER_LIFETIME_MS) {
          await expirePendingOrder(ctx.db, order.id);
          expired += 1;
        }
      }
      return `checked ${orders.length} pending orders: ${granted} paid, ${expired} expired`;
    },
  };
}
