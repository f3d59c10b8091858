import { signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../platform/i18n/index.js';
import { HashRouter } from '../../platform/routing/router.js';
import type { Credits } from '../../session/account.js';
import { RETURN_AFTER_CREDITS_KEY, type UnlockAccount } from './model.js';
import { UnlockDialog } from './UnlockDialog.js';

let root: HTMLElement;
const credits = (total: number): Credits => ({ free: 0, purchased: total, total, freeExpiresAt: null });
const text = (what: string) => root.querySelector(`[data-unlock="${what}"]`)?.textContent;
const button = (label: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;

function open(balance: number, unlock = vi.fn(async () => ({ unlocked: true as const, balance: balance - 1 }))) {
  const total = signal<Credits | null>(credits(balance));
  const account: UnlockAccount = { credits: total, refresh: vi.fn(async () => undefined), changed: (n) => (total.value = credits(n)) };
  const onUnlocked = vi.fn();
  const onClose = vi.fn();
  root = document.body.appendChild(document.createElement('div'));
  act(() =>
    render(
      <HashRouter>
        <UnlockDialog cost={1} opens={12} notes={['2 of 4 factors measured. Not measured here: Demand, Accessibility']} unlock={unlock} onUnlocked={onUnlocked} onClose={onClose} account={account} />
      </HashRouter>,
      root,
    ),
  );
  return { unlock, onUnlocked, onClose, total };
}

describe('UnlockDialog', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    render(null, root);
    root.remove();
    window.location.hash = '';
  });

  it('shows the cost, what it opens and the available credits before any charge, then unlocks once on Analyze', async () => {
    const { unlock, onUnlocked, onClose, total } = open(3);
    await vi.waitFor(() => expect(text('cost')).toBe('1 credit'));
    expect(text('opens')).toBe('Unlocking opens 12 figures with data. Blocks without data are already open and free.');
    expect(text('available')).toBe('3');
    // What the analysis will not measure, said before the charge.
    expect(text('coverage')).toBe('2 of 4 factors measured. Not measured here: Demand, Accessibility');
    expect(unlock).not.toHaveBeenCalled();

    await act(() => button('Analyze').click());

    await vi.waitFor(() => expect(onUnlocked).toHaveBeenCalledOnce());
    expect(unlock).toHaveBeenCalledOnce();
    expect(total.value?.total).toBe(2);
    expect(onClose).toHaveBeenCalled();
  });

  it('with no credits, says so and Analyze goes to the credits purchase page without a charge, keeping the way back', async () => {
    window.location.hash = '#/report/business-district/abc';
    const { unlock } = open(0);
    await vi.waitFor(() => expect(root.textContent).toContain('You do not have enough credits for this report.'));
    await act(() => button('Analyze').click());
    expect(window.location.hash).toBe('#/lokasi/member/credits');
    expect(unlock).not.toHaveBeenCalled();
    // The payment page leads back to this report once the credits are bought.
    expect(sessionStorage.getItem(RETURN_AFTER_CREDITS_KEY)).toBe('/report/business-district/abc');
  });

  it('tells a failed unlock and keeps the dialog open to try again', async () => {
    const { onClose } = open(2, vi.fn(async () => Promise.reject(new Error('offline'))));
    await vi.waitFor(() => expect(button('Analyze')).toBeTruthy());
    await act(() => button('Analyze').click());
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe('Unlocking failed, please try again.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Analyze').disabled).toBe(false);
  });
});
