import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_CODES, CREDITS_INSUFFICIENT } from '../../api/errors.js';
import type { Credits } from '../../session/account.js';
import { createUnlockModel, type UnlockDeps } from './model.js';

const credits = (total: number): Credits => ({ free: total, purchased: 0, total, freeExpiresAt: null });

function setup({ balance = 3 as number | null, unlock = vi.fn<UnlockDeps['unlock']>(async () => ({ unlocked: true as const, balance: 2 })) } = {}) {
  const account = signal<Credits | null>(balance === null ? null : credits(balance));
  const deps: UnlockDeps = {
    cost: 1,
    account: {
      credits: account,
      // The server's answer arrives a moment later; it holds no credits.
      refresh: vi.fn(() => new Promise<void>((done) => setTimeout(() => done(void (account.value = credits(0)))))),
      changed: vi.fn((total: number) => (account.value = credits(total))),
    },
    unlock,
    getCredits: vi.fn(),
    unlocked: vi.fn(),
  };
  return { model: createUnlockModel(deps), deps, account };
}

describe('the unlock dialog model', () => {
  it('knows the cost and the balance before any charge, and spends only on Analyze', async () => {
    const { model, deps, account } = setup();
    expect(model.cost).toBe(1);
    expect(model.available.value).toBe(3);
    expect(model.status.value).toBe('ready');
    expect(deps.unlock).not.toHaveBeenCalled();

    await model.analyze();

    expect(deps.unlock).toHaveBeenCalledOnce();
    expect(deps.account.changed).toHaveBeenCalledWith(2);
    expect(account.value?.total).toBe(2);
    expect(deps.unlocked).toHaveBeenCalledOnce();
    expect(model.status.value).toBe('done');
  });

  it('loads the balance when the page has not yet, and offers nothing to charge until it is known', async () => {
    const { model, deps } = setup({ balance: null });
    expect(deps.account.refresh).toHaveBeenCalledOnce();
    expect(model.status.value).toBe('loading');
    await model.analyze();
    expect(deps.unlock).not.toHaveBeenCalled();
    expect(deps.getCredits).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(model.status.value).toBe('ready'));
    expect(model.available.value).toBe(0);
  });

  it('a balance that cannot be loaded (offline) can be asked for again', async () => {
    const { deps, account } = setup({ balance: null });
    vi.mocked(deps.account.refresh).mockRejectedValueOnce(new ApiError(CLIENT_CODES.network, 0, 'offline'));
    account.value = null;
    const model = createUnlockModel(deps);
    await vi.waitFor(() => expect(model.balanceFailed.value).toBe(true));
    model.retryBalance();
    expect(model.balanceFailed.value).toBe(false);
    await vi.waitFor(() => expect(model.available.value).toBe(0));
  });

  it('with too few credits, Analyze goes to Get Credits and charges nothing', async () => {
    const { model, deps } = setup({ balance: 0 });
    expect(model.enough.value).toBe(false);
    await model.analyze();
    expect(deps.getCredits).toHaveBeenCalledOnce();
    expect(deps.unlock).not.toHaveBeenCalled();
  });

  it('a refusal for too few credits (spent elsewhere) says so and shows the balance the server holds', async () => {
    const unlock = vi.fn(async () => Promise.reject(new ApiError(CREDITS_INSUFFICIENT, 409, 'Insufficient credits')));
    const { model, deps } = setup({ balance: 1, unlock });
    await model.analyze();
    expect(model.problem.value).toBe('insufficient');
    expect(deps.account.refresh).toHaveBeenCalled();
    await vi.waitFor(() => expect(model.enough.value).toBe(false));
    expect(deps.unlocked).not.toHaveBeenCalled();
    expect(model.status.value).toBe('ready');
  });

  it('any other failure leaves the dialog open to try again', async () => {
    const unlock = vi.fn<UnlockDeps['unlock']>().mockRejectedValueOnce(new ApiError(CLIENT_CODES.network, 0, 'offline'));
    unlock.mockResolvedValueOnce({ balance: 2 });
    const { model, deps } = setup({ unlock });
    await model.analyze();
    expect(model.problem.value).toBe('failed');
    expect(model.status.value).toBe('ready');
    await model.analyze();
    expect(model.problem.value).toBeNull();
    expect(deps.unlocked).toHaveBeenCalledOnce();
  });

  it('a second tap while the charge is on its way sends no second unlock', async () => {
    let answer!: () => void;
    const unlock = vi.fn(() => new Promise<{ unlocked: true; balance: number }>((done) => (answer = () => done({ unlocked: true, balance: 2 }))));
    const { model } = setup({ unlock });
    const first = model.analyze();
    expect(model.status.value).toBe('unlocking');
    await model.analyze();
    answer();
    await first;
    expect(unlock).toHaveBeenCalledOnce();
  });
});
