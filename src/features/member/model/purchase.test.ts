import { describe, expect, it } from 'vitest';
import type { PayRequest, PayResult } from '../../../platform/bridge/actions.js';
import type { Channel, OrderView, ProductView } from '../api.js';
import { channelsFor, createPurchaseModel, outcomeOf } from './purchase.js';
import { orderFixture } from './order-fixture.js';

const product: ProductView = { id: 'credits-20', kind: 'credits', plan: null, credits: 20, subscription: false, price: { amount: '9.99', currency: 'USD' } };
const order = (status: OrderView['status']): OrderView => orderFixture({ status });

function harness(payResult: PayResult | Error, checkoutStatus: OrderView['status'] = 'paid') {
  const calls: { pay: Array<[Channel, PayRequest]>; confirmed: string[]; remembered: string[] } = { pay: [], confirmed: [], remembered: [] };
  const model = createPurchaseModel({
    context: { kind: 'app', os: 'android' },
    createOrder: async (_id, _cur, channel) => ({
      order: { ...order('pending'), channel },
      payParams: channel === 'checkout' ? null : { orderId: 'o-1', productId: 'credits-20', amount: '9.99', currency: 'USD', timestamp: 1, nonce: 'n', sign: 's' },
    }),
    sandboxCheckout: async () => order(checkoutStatus),
    pay: async (channel, request) => {
      calls.pay.push([channel, request]);
      if (payResult instanceof Error) throw payResult;
      return payResult;
    },
    confirm: (id) => calls.confirmed.push(id),
    remember: (id) => calls.remembered.push(id),
  });
  return { model, calls };
}

describe('purchase model', () => {
  it('offers the channels of each context', () => {
    expect(channelsFor({ kind: 'browser', os: 'other' })).toEqual(['checkout']);
    expect(channelsFor({ kind: 'miniProgram', os: 'android' })).toEqual(['wxPay']);
    expect(channelsFor({ kind: 'app', os: 'ios' })).toContain('applePay');
    expect(channelsFor({ kind: 'app', os: 'android' })).toEqual(['wxPay', 'aliPay', 'pay']);
  });

  it('sends the server-signed parameters and lets the server confirm a native success', async () => {
    const { model, calls } = harness({ status: 'success' });
    await model.buy(product, 'wxPay');
    expect(calls.pay[0]).toEqual(['wxPay', expect.objectContaining({ orderId: 'o-1', productId: 'credits-20', sign: 's' })]);
    expect(calls.confirmed).toEqual(['o-1']);
    expect(calls.remembered).toEqual(['o-1']);
    expect(model.outcome.value).toBeNull();
  });

  it.each([
    [{ status: 'failed' } as PayResult, 'failed'],
    [{ status: 'cancelled' } as PayResult, 'cancelled'],
    [{ status: 'error' } as PayResult, 'error'],
    [new Error('unsupported_channel'), 'error'],
  ])('shows the outcome of %o without confirming', async (result, shown) => {
    const { model, calls } = harness(result);
    await model.buy(product, 'aliPay');
    expect(model.outcome.value).toBe(shown);
    expect(calls.confirmed).toEqual([]);
  });

  it('waits on the mini-program hand-off (the pay-success page checks the order on return)', async () => {
    const { model, calls } = harness({ status: 'handedOff' });
    await model.buy(product, 'wxPay');
    expect(model.outcome.value).toBeNull();
    expect(calls.confirmed).toEqual([]);
  });

  it('opens the sandbox checkout in a browser and follows what the server says the order became', async () => {
    const paid = harness({ status: 'success' }, 'paid');
    await paid.model.buy(product, 'checkout');
    expect(paid.model.checkout.value?.id).toBe('o-1');
    expect(paid.calls.pay).toEqual([]);
    await paid.model.finishCheckout('paid');
    expect(paid.calls.confirmed).toEqual(['o-1']);
    expect(paid.model.checkout.value).toBeNull();

    const declined = harness({ status: 'success' }, 'failed');
    await declined.model.buy(product, 'checkout');
    await declined.model.finishCheckout('failed');
    expect(declined.model.outcome.value).toBe('failed');
    expect(declined.calls.confirmed).toEqual([]);
  });

  it('follows the app’s later payResult: success goes to the server check, others show their message', () => {
    const { model, calls } = harness({ status: 'success' });
    model.settled('o-9', 'success');
    expect(calls.confirmed).toEqual(['o-9']);
    model.settled('o-9', 'cancelled');
    expect(model.outcome.value).toBe('cancelled');
  });

  it('maps server order states to pay-success outcomes', () => {
    expect(['paid', 'failed', 'cancelled', 'expired', 'pending'].map((s) => outcomeOf({ status: s as OrderView['status'] }))).toEqual([
      'success',
      'failed',
      'cancelled',
      'error',
      'confirming',
    ]);
  });
});
