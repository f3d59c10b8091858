import { fromMinor, type Product } from './catalogue.js';
import type { OrderRow } from './repository.js';
import type { OrderView, ProductView } from '../../contracts/payments.js';

export function productView(p: Product, currency: string): ProductView {
  return {
    id: p.id,
    kind: p.kind,
    plan: p.kind === 'membership' ? p.plan : null,
    credits: p.kind === 'credits' ? p.credits : null,
    subscription: p.kind === 'membership' && p.subscription,
    price: { amount: fromMinor(p.prices[currency]!, currency), currency },
  };
}

export function orderView(o: OrderRow): OrderView {
  return {
    id: o.id,
    productId: o.product_id,
    kind: o.kind,
    plan: o.plan,
    credits: o.credits,
    price: { amount: fromMinor(o.amount_minor, o.currency), currency: o.currency },
    provider: o.provider,
    channel: o.channel,
    environment: o.environment,
    status: o.status,
    subscription: o.subscription,
    periodEnd: o.period_end?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
    transactionId: o.provider_txn_id,
  };
}
