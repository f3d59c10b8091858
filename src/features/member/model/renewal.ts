import type { OrderView } from '../api.js';

/**
 * Whether the membership renews: a subscription whose every paid order was cancelled does not, and the membership
 * centre says 'cancelled, benefits until …' (GET /v1/me tells the date, not the renewal).
 */
export function subscriptionCancelled(orders: readonly Pick<OrderView, 'subscription'>[]): boolean {
  return orders.some((o) => o.subscription === 'cancelled') && !orders.some((o) => o.subscription === 'active');
}
