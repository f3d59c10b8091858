import type { DeletionState } from '../../contracts/account-data.js';
import type { SessionEnded } from '../../contracts/accounts.js';
import type { SafeStorage } from '../platform/storage.js';

/**
 * How this device's account ends: the note of how its deletion request ended (ACCOUNT_deps.keys.ended) lets the page that
 * starts next say it once (src/ui/account-ended): why the device is empty, or that the account stays. Loaded only
 * where a device kept a deletion request or the note.
 */
export interface AccountEndDeps {
  /** Local storage: the deletion request's id (kept by the deletion screen) and the note of its end. */
  storage: SafeStorage;
  /** Where the deletion request's id is kept, and where the note of its end is (kept when the account is cleared). */
  keys: { deletionRequest: string; ended: string };
  deletionState(id: string): Promise<DeletionState>;
  /** Removes what the device keeps of the account (src/platform/device-data.ts). */
  clearDevice(): Promise<void>;
  /** Starts the page again (a reload): nothing of the account stays in memory either. */
  restart(): void;
}

/**
 * What the page that starts next says of the account's end: how its deletion request stands, and since when; the
 * request's id only where this device made it.
 */
export type AccountEndNote = Omit<DeletionState, 'id'> & { id?: string };

/** The note of a session the server ended (SESSION_ENDED): the request awaits review, or the account was erased. */
const noteOf = (ended: SessionEnded): AccountEndNote =>
  ended.status === 'pending' ? { status: 'pending', requestedAt: ended.since, reviewedAt: null } : { status: 'erased', requestedAt: ended.since, reviewedAt: ended.since };

/**
 * The end of this device's account. The device keeps the id of its deletion request (its sessions end at once, so
 * nothing else can ask); the first answer that says the request was approved or carried out clears the device, notes
 * it and restarts the page. A rejection is noted too: the account stays, and the user must sign in again. A device
 * that did not ask learns it from the server (SESSION_ENDED, `sessionEnded`) and ends the same way, a pending request
 * included: its sessions are over until the review, and it keeps nothing of the account meanwhile.
 */
export function createAccountEnd(deps: AccountEndDeps) {
  /** The account is gone: the device keeps nothing of it, and the next page says why. */
  async function gone(state: AccountEndNote, afterClearing?: () => void): Promise<void> {
    await deps.clearDevice();
    afterClearing?.();
    deps.storage.set(deps.keys.ended, JSON.stringify(state));
    deps.restart();
  }

  /** Asks how the kept request stands; true when the account is gone (the page is restarting). */
  async function check(): Promise<boolean> {
    const id = deps.storage.get(deps.keys.deletionRequest);
    const state = id ? await deps.deletionState(id).catch(() => null) : null;
    if (!state || state.status === 'pending') return false;
    if (state.status === 'rejected') {
      deps.storage.remove(deps.keys.deletionRequest);
      deps.storage.set(deps.keys.ended, JSON.stringify(state));
      return false;
    }
    await gone(state);
    return true;
  }

  return {
    check,
    gone,
    /**
     * The server ended a session of the account because of its deletion request: the device ends the account. The
     * device that asked keeps its pending request's id through the clearing, to learn how the review ends (check).
     */
    async sessionEnded(ended: SessionEnded): Promise<void> {
      const kept = ended.status === 'pending' ? deps.storage.get(deps.keys.deletionRequest) : null;
      await gone(noteOf(ended), () => kept && deps.storage.set(deps.keys.deletionRequest, kept));
    },
    /** How the device's last deletion request ended, until the user has read it; null when there is nothing to say. */
    ended(): AccountEndNote | null {
      try {
        return JSON.parse(deps.storage.get(deps.keys.ended) ?? 'null') as AccountEndNote | null;
      } catch {
        return null;
      }
    },
    dismiss: () => deps.storage.remove(deps.keys.ended),
  };
}

export type AccountEnd = ReturnType<typeof createAccountEnd>;
