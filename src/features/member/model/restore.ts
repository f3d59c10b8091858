import type { StorePurchase } from '../api.js';

/** The store's sign-in sheet may be waiting for the user (Apple ID password). */
export const RESTORE_TIMEOUT_MS = 5 * 60_000;

export interface RestoreDeps {
  /** In the native app there is a store to ask; in a browser or the mini-program there is not. */
  inApp: boolean;
  /** The app's restorePurchases: rejects on an app without it (`unknown_action`) or a dismissed sign-in. */
  storePurchases(): Promise<StorePurchase[]>;
  /** The server re-validates each purchase with its store and re-checks the account's open orders. */
  restore(purchases: StorePurchase[]): Promise<unknown>;
}

/**
 * Restore purchases (spec §1): the store's answer is only a list of pointers the server checks; when the app cannot
 * give one, the server still re-checks the open orders, so the button always does what it can.
 */
export async function restorePurchases(deps: RestoreDeps): Promise<void> {
  const purchases = deps.inApp ? await deps.storePurchases().catch((): StorePurchase[] => []) : [];
  await deps.restore(purchases);
}
