/*
 * What this device keeps of the account it is signed in to, in one place, so that the account's end (its deletion
 * approved) leaves nothing of it here. Device preferences (the interface language, the counter's items) stay.
 */

/** The databases of the local-first stores: saved reports, kept answers and marks (tinybase); counts (the counter's log). */
export const ACCOUNT_DATABASES = { savedReports: 'lokasi-saved-reports', counter: 'lokasi-counter' } as const;

/** Per-tab state of the account (the last order, where to return after buying credits, the last requests) shares this prefix. */
const TAB_PREFIX = 'lokasi-';

/** Deletes a database, once the connections open on it have closed (the app's stores close theirs when asked to). */
function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Still open in another tab that does not close it: the deletion waits for it; this page goes on.
    request.onblocked = () => setTimeout(resolve, 1000);
  });
}

/**
 * Removes what the device keeps of the account: its stores' databases, its local-storage `keys` (ACCOUNT_KEYS of
 * storage.ts: the token, the deletion request) and its per-tab state.
 */
export async function clearAccountData(keys: readonly string[], win: Pick<Window, 'indexedDB' | 'localStorage' | 'sessionStorage'> = window): Promise<void> {
  try {
    for (const key of keys) win.localStorage.removeItem(key);
    const tab = win.sessionStorage;
    for (const key of Array.from({ length: tab.length }, (_, i) => tab.key(i))) if (key?.startsWith(TAB_PREFIX)) tab.removeItem(key);
  } catch {
    // Storage disabled (some WebViews): there was nothing kept in it.
  }
  if (win.indexedDB) await Promise.all(Object.values(ACCOUNT_DATABASES).map((name) => deleteDatabase(win.indexedDB, name)));
}
