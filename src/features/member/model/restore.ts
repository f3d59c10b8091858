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

/**
 * Restore purchases (spec §1): the store's answer is only a list of pointers the server checks; when the app cannot
 * give one, the server still re-checks the open orders, so the button always does what it can. Answers how many
 * purchases it restored.
 */
export async function restorePurchases(deps: RestoreDeps): Promise<number> {
  const [paidBefore, purchases] = await Promise.all([
    deps.orders().then((list) => new Set(list.filter((o) => o.status === 'paid').map((o) => o.id))),
    deps.inApp ? deps.storePurchases().catch((): StorePurchase[] => []) : Promise.resolve([]),
  ]);
  // 'Purchases restored' only when something was: the orders paid now that were not before.
  return (await deps.restore(purchases)).filter((o) => o.status === 'paid' && !paidBefore.has(o.id)).length;
}
