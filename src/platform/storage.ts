/**
 * Web Storage access that never throws: some WebViews (private mode, disabled DOM storage, sandboxed iframes)
 * throw on the `localStorage` getter itself or on setItem.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

type Area = 'localStorage' | 'sessionStorage';

export function safeStorage(area: Area, win: Pick<Window, Area> | undefined = typeof window === 'undefined' ? undefined : window): SafeStorage {
  const store = (): Storage | undefined => {
    try {
      return win?.[area];
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        store()?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value simply is not kept.
      }
    },
    remove(key) {
      try {
        store()?.removeItem(key);
      } catch {
        // Same as set: nothing to clean up when storage is unavailable.
      }
    },
  };
}

export const local: SafeStorage = safeStorage('localStorage');
export const session: SafeStorage = safeStorage('sessionStorage');

/**
 * Local-storage keys holding the account (its token; the id of its deletion request), cleared with its local-first
 * stores at the account's end (device-data.ts).
 */
export const ACCOUNT_KEYS = { token: 'lokasi-token', deletionRequest: 'lokasi-deletion-request' } as const;
/** Where the device notes how its deletion request ended; outside ACCOUNT_KEYS, so clearing the account keeps it. */
export const ACCOUNT_ENDED_KEY = 'lokasi-account-ended';
