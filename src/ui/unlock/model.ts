import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { ApiError, CREDITS_INSUFFICIENT } from '../../api/errors.js';
import { PRODUCT } from '../../platform/routing/route-def.js';
import type { Credits } from '../../session/account.js';

/** The member feature's credits purchase page (src/features/member/routes.ts): every 'Get Credits' leads there. */
export const GET_CREDITS_PATH = `/${PRODUCT}/member/credits`;

/** Session storage: the report a 'Get Credits' left, so the payment page leads back to it once the credits are bought. */
export const RETURN_AFTER_CREDITS_KEY = 'lokasi-return-after-credits';

/** The account as the dialog sees it: the session's credits, how to load them, and where a new balance goes. */
export interface UnlockAccount {
  credits: ReadonlySignal<Credits | null>;
  /** `GET /v1/me`: the balance when the page has not loaded it yet, or after a refusal. */
  refresh(): Promise<void>;
  /** The total the unlock answered with. */
  changed(total: number): void;
}

export interface UnlockDeps {
  /** Credits the report costs, from the report's answer (`unlockCost`), never typed into the client. */
  cost: number;
  account: UnlockAccount;
  /** Spends the credits (`POST /area/queries/:id/:report/unlock`, a recommendation's creation); answers the balance after it. */
  unlock(): Promise<{ balance: number }>;
  /** Goes to the credits purchase page. */
  getCredits(): void;
  /** The report is unlocked: the screen shows the unlocked blocks (the unlock answered them). */
  unlocked(): void;
}

/** `loading`: the balance is not known yet; `ready`: cost and balance are shown; `unlocking`: the charge is on its way. */
export type UnlockStatus = 'loading' | 'ready' | 'unlocking' | 'done';
/** `insufficient`: the server refused for too few credits (the balance changed elsewhere); `failed`: anything else. */
export type UnlockProblem = 'insufficient' | 'failed' | null;

/**
 * The unlock dialog's state: the cost and the available credits are known before any charge; Analyze spends
 * them only when the balance covers the cost, else it goes to Get Credits like the second button does.
 */
export function createUnlockModel(deps: UnlockDeps) {
  const { account } = deps;
  const problem = signal<UnlockProblem>(null);
  const unlocking = signal(false);
  const finished = signal(false);
  const balanceFailed = signal(false);

  const available = computed(() => account.credits.value?.total ?? null);
  const enough = computed(() => available.value !== null && available.value >= deps.cost);
  const status = computed<UnlockStatus>(() =>
    finished.value ? 'done' : unlocking.value ? 'unlocking' : available.value === null ? 'loading' : 'ready',
  );

  function loadBalance(): void {
    balanceFailed.value = false;
    account.refresh().catch(() => (balanceFailed.value = true));
  }
  if (account.credits.peek() === null) loadBalance();

  async function analyze(): Promise<void> {
    if (status.peek() !== 'ready') return;
    if (!enough.peek()) return deps.getCredits();
    problem.value = null;
    unlocking.value = true;
    try {
      const { balance } = await deps.unlock();
      account.changed(balance);
      finished.value = true;
      deps.unlocked();
    } catch (error) {
      const insufficient = error instanceof ApiError && error.code === CREDITS_INSUFFICIENT;
      problem.value = insufficient ? 'insufficient' : 'failed';
      // Spent elsewhere meanwhile: show the balance the server holds, so the dialog offers Get Credits.
      if (insufficient) account.refresh().catch(() => undefined);
    } finally {
      unlocking.value = false;
    }
  }

  return {
    cost: deps.cost,
    /** The account's total credits; null until known. */
    available,
    /** Whether the balance covers the cost. */
    enough,
    status,
    problem: problem as ReadonlySignal<UnlockProblem>,
    /** The balance could not be loaded (offline): the dialog offers to try again. */
    balanceFailed: balanceFailed as ReadonlySignal<boolean>,
    retryBalance: loadBalance,
    analyze,
    getCredits: () => deps.getCredits(),
  };
}

export type UnlockModel = ReturnType<typeof createUnlockModel>;
