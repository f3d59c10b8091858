import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Job } from '../module.js';
import type { Providers } from './providers/index.js';
import { expirePendingOrder, pendingOrders, type OrderRow } from './repository.js';
import { settle, type SettleResult } from './settle.js';

/** A pending order nobody paid within a day is closed (a late payment still pays it: see settle). */
export const PENDING_ORDER_LIFETIME_MS = 24 * 3600_000;
/** Younger orders are left to their notification (the buyer may still be on the payment page). */
export const RECONCILE_AFTER_MS = 60_000;
const BATCH = 200;

/** Asks the order's provider what happened and applies it; the same path for the buyer's return, restore and the job. */
export async function reconcileOrder(providers: Providers, ctx: AppContext, order: OrderRow, log: FastifyBaseLogger): Promise<SettleResult | 'no-payment'> {
  const provider = providers.byName(order.provider);
  const evidence = provider ? await provider.queryOrder(order) : null;
  if (!evidence) return 'no-payment';
  return settle(ctx.db, evidence, ctx.now(), log);
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
