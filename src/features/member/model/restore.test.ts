import { describe, expect, it } from 'vitest';
import { BridgeActionError } from '../../../platform/bridge/errors.js';
import type { OrderView, StorePurchase } from '../api.js';
import { restorePurchases } from './restore.js';

describe('restore purchases', () => {
  const purchases: StorePurchase[] = [{ store: 'apple', transactionId: '2000000123' }, { store: 'google', productId: 'credits-20', purchaseToken: 'tok' }];
  const order = (id: string, status: OrderView['status']) => ({ id, status }) as OrderView;
  const run = async (inApp: boolean, storePurchases: () => Promise<StorePurchase[]>) => {
    const sent: StorePurchase[][] = [];
    let asked = 0;
    await restorePurchases({ inApp, storePurchases: () => (asked++, storePurchases()), orders: async () => [], restore: async (p) => (sent.push(p), []) });
    return { sent, asked };
  };

  it('says what it found: purchases paid after that were not before, and the account’s paid purchases in all', async () => {
    const before = [order('a', 'paid'), order('b', 'pending')];
    const restored = (after: OrderView[], was = before) => restorePurchases({ inApp: false, storePurchases: async () => [], orders: async () => was, restore: async () => after });
    expect(await restored([order('a', 'paid'), order('b', 'paid'), order('c', 'paid')])).toEqual({ restored: 2, paid: 3 });
    expect(await restored(before)).toEqual({ restored: 0, paid: 1 });
    expect(await restored([], [])).toEqual({ restored: 0, paid: 0 });
  });

  it('in the app, sends the store’s purchases to the server', async () => {
    expect(await run(true, async () => purchases)).toEqual({ sent: [purchases], asked: 1 });
  });

  it('an app without the action, or a dismissed store sign-in, still has the server re-check open orders', async () => {
    expect(await run(true, () => Promise.reject(new BridgeActionError('restorePurchases', 'unknown_action')))).toEqual({ sent: [[]], asked: 1 });
  });

  it('outside the app, never asks a store', async () => {
    expect(await run(false, async () => purchases)).toEqual({ sent: [[]], asked: 0 });
  });
});
