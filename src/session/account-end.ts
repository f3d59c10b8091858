import type { DeletionState } from '../../contracts/account-data.js';
import { ACCOUNT_KEYS, type SafeStorage } from '../platform/storage.js';

/**
 * Where the device notes how its deletion request ended (approved or carried out, or rejected), so the page that
 * starts next says it once (src/ui/account-ended): why the device is empty, or that the account stays.
 */
export const ENDED_KEY = 'lokasi-account-ended';

export interface AccountEndDeps {
  /** Local storage: the deletion request's id (kept by the deletion screen) and the note of its end. */
  storage: SafeStorage;
  deletionState(id: string): Promise<DeletionState>;
  /** Removes what the device keeps of the account (src/platform/device-data.ts). */
  clearDevice(): Promise<void>;
  /** Starts the page again (a reload): nothing of the account stays in memory either. */
  restart(): void;
}

/**
 * The end of this device's account. The device keeps the id of its deletion request (its sessions end at once, so
 * nothing else can ask); the first answer that says the request was approved or carried out clears the device, notes
 * it and restarts the page. A rejection is noted too: the account stays, and the user must sign in again.
 */
export function createAccountEnd(deps: AccountEndDeps) {
  /** The account is gone: the device keeps nothing of it, and the next page says why. */
  async function gone(state: DeletionState): Promise<void> {
    await deps.clearDevice();
    deps.storage.set(ENDED_KEY, JSON.stringify(state));
    deps.restart();
  }

  /** Asks how the kept request stands; true when the account is gone (the page is restarting). */
  async function check(): Promise<boolean> {
    const id = deps.storage.get(ACCOUNT_KEYS.deletionRequest);
    const state = id ? await deps.deletionState(id).catch(() => null) : null;
    if (!state || state.status === 'pending') return false;
    if (state.status === 'rejected') {
      deps.storage.remove(ACCOUNT_KEYS.deletionRequest);
      deps.storage.set(ENDED_KEY, JSON.stringify(state));
      return false;
    }
    await gone(state);
    return true;
  }

  return {
    check,
    gone,
    /** How the device's last deletion request ended, until the user has read it; null when there is nothing to say. */
    ended(): DeletionState | null {
      try {
        return JSON.parse(deps.storage.get(ENDED_KEY) ?? 'null') as DeletionState | null;
      } catch {
        return null;
      }
    },
    dismiss: () => deps.storage.remove(ENDED_KEY),
  };
}

export type AccountEnd = ReturnType<typeof createAccountEnd>;
