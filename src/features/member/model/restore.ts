import type { OrderView, StorePurchase } from '../api.js';

/** The store's sign-in sheet may be waiting for the user (Apple ID password). */
export const RESTORE_TIMEOUT_MS = 5 * 60_000;

export interface RestoreDeps {
  /** In the native app there is a store to ask; in a browser or the mini-program there is not. */
  inApp: boolean;
  /** The app's restorePurchases: rejects on an app without it (`unknown_action`) or a dismissed sign-in. */
  storePurchases(): Promise<StorePurchase[]>;
  /** The account's orders as they are before the restore. */
  orders(): Promise<OrderView[]>;
  /** The server re-validates each purchase with its store, re-checks the account's open orders and lists them all after. */
  restore(purchases: StorePurchase[]): Promise<OrderView[]>;
}

/** What a restore found: purchases paid now that were not before, and the account's paid purchases in all. */
export interface Restored {
  restored: number;
  paid: number;
}

/**
 * Restore purchases: the store's answer is only a list of pointers the server checks; when the app cannot
 * give one, the server still re-checks the open orders, so the button always does what it can. Answers what it found,
 * so the screen can say it: purchases restored, every purchase already on the account, or none at all.
 */
export async function restorePurchases(deps: RestoreDeps): Promise<Restored> {
  const [paidBefore, purchases] = await Promise.all([
    deps.orders().then((list) => new Set(list.filter((o) => o.status === 'paid').map((o) => o.id))),
    deps.inApp ? deps.storePurchases().catch((): StorePurchase[] => []) : Promise.resolve([]),
  ]);
  const paid = (await deps.restore(purchases)).filter((o) => o.status === 'paid');
  return { restored: paid.filter((o) => !paidBefore.has(o.id)).length, paid: paid.length };
}
