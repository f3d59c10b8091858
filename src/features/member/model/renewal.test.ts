import { describe, expect, it } from 'vitest';
import { subscriptionCancelled } from './renewal.js';

describe('membership renewal', () => {
  it('is cancelled when the subscription was cancelled and no other one is active', () => {
    expect(subscriptionCancelled([{ subscription: 'cancelled' }, { subscription: null }])).toBe(true);
    expect(subscriptionCancelled([{ subscription: 'cancelled' }, { subscription: 'active' }])).toBe(false);
    expect(subscriptionCancelled([{ subscription: null }])).toBe(false);
  });
});
