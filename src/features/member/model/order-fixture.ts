import type { OrderView } from '../api.js';

/** An order of 20 credits through the sandbox checkout, as the API describes it, for tests; `changes` set what a test is about. */
export function orderFixture(changes: Partial<OrderView> = {}): OrderView {
  return {
    id: 'o-1',
    productId: 'credits-20',
    kind: 'credits',
    plan: null,
    credits: 20,
    price: { amount: '9.99', currency: 'USD' },
    provider: 'sandbox',
    channel: 'checkout',
    environment: 'sandbox',
    status: 'pending',
    subscription: null,
    periodEnd: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: null,
    transactionId: null,
    ...changes,
  };
}
