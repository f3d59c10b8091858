import { signal } from '@preact/signals';
import type { PayRequest, PayResult, PayStatus } from '../../../platform/bridge/actions.js';
import type { ClientContext } from '../../../platform/context.js';
import type { Channel, OrderView, PayParams, ProductView } from '../api.js';

/** How this context can pay: the browser sandbox checkout, the mini-program hand-off, or the native app's actions. */
export function channelsFor(context: Pick<ClientContext, 'kind' | 'os'>): Channel[] {
  if (context.kind === 'browser') return ['checkout'];
  if (context.kind === 'miniProgram') return ['wxPay'];
  return context.os === 'ios' ? ['applePay', 'wxPay', 'aliPay'] : ['wxPay', 'aliPay', 'pay'];
}

/** What the pay-success page shows for an order as the server reports it (the client never decides on its own). */
export type OrderOutcome = PayStatus | 'confirming';
export function outcomeOf(order: Pick<OrderView, 'status'>): OrderOutcome {
  switch (order.status) {
    case 'paid':
      return 'success';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'error';
    default:
      return 'confirming';
  }
}

/** The last order this page started, so the mini-program's return to pay-success (without a query) still finds it. */
export const LAST_ORDER_KEY = 'lokasi-last-order';

export interface PurchaseDeps {
  context: Pick<ClientContext, 'kind' | 'os'>;
  createOrder(productId: string, currency: string, channel: Channel): Promise<{ order: OrderView; payParams: PayParams | null }>;
  sandboxCheckout(orderId: string, outcome: 'paid' | 'failed' | 'cancelled'): Promise<OrderView>;
  pay(channel: Exclude<Channel, 'checkout'>, request: PayRequest): Promise<PayResult>;
  /** Goes to pay-success, which asks the server what was bought. */
  confirm(orderId: string): void;
  remember(orderId: string): void;
}

/**
 * The purchase flow of the membership pages: the server creates a pending order, then this context pays. A native
 * 'success' only leads to the pay-success page, which asks the server; failed / cancelled / error show their message.
 */
export function createPurchaseModel(deps: PurchaseDeps) {
  const busy = signal(false);
  const outcome = signal<Exclude<PayStatus, 'success'> | null>(null);
  /** Open sandbox checkout (browser): the order waiting for the buyer's choice. */
  const checkout = signal<OrderView | null>(null);
  const channels = channelsFor(deps.context);

  async function buy(product: ProductView, channel: Channel): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    outcome.value = null;
    try {
      const { order, payParams } = await deps.createOrder(product.id, product.price.currency, channel);
      deps.remember(order.id);
      if (channel === 'checkout') {
        checkout.value = order;
        return;
      }
      // The server-signed parameters travel with the action; the app hands them to its payment SDK.
      const request: PayRequest = { orderId: order.id, productId: order.productId, ...payParams };
      const result = await deps.pay(channel, request).catch((): PayResult => ({ status: 'error' }));
      if (result.status === 'success') deps.confirm(order.id);
      else if (result.status !== 'handedOff') outcome.value = result.status;
    } catch {
      outcome.value = 'error';
    } finally {
      busy.value = false;
    }
  }

  async function finishCheckout(choice: 'paid' | 'failed' | 'cancelled'): Promise<void> {
    const order = checkout.value;
    if (!order || busy.value) return;
    busy.value = true;
    try {
      const after = await deps.sandboxCheckout(order.id, choice);
      checkout.value = null;
      const result = outcomeOf(after);
      if (result === 'success' || result === 'confirming') deps.confirm(order.id);
      else outcome.value = result;
    } catch {
      outcome.value = 'error';
    } finally {
      busy.value = false;
    }
  }

  /** The app's payResult event: a payment that finished after its pay call answered (e.g. a restored purchase). */
  function settled(orderId: string, status: PayStatus): void {
    if (status === 'success') deps.confirm(orderId);
    else outcome.value = status;
  }

  return { busy, outcome, checkout, channels, buy, finishCheckout, settled, closeCheckout: () => void finishCheckout('cancelled') };
}

export type PurchaseModel = ReturnType<typeof createPurchaseModel>;
