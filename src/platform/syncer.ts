import { signal, type Signal } from '@preact/signals';

export type SyncState = 'idle' | 'syncing' | 'synced' | 'retrying';

/** What a push reports while it sends: a batch is going out; a batch was confirmed by the server. */
export interface PushSteps {
  sending(): void;
  confirmed(): void;
}

export interface SyncerDeps {
  /**
   * Sends what the device holds, batch after batch, until nothing is pending (each batch idempotent: a retry may send it
   * again); rejects when a batch fails. The local store stays the record until the server has confirmed each row.
   */
  push(steps: PushSteps): Promise<void>;
  /** Injected timers so tests drive back-off without waiting. */
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  random?: () => number;
}

export interface Syncer {
  state: Signal<SyncState>;
  /** When the next retry is due (epoch ms), while retrying. */
  retryAt: Signal<number | null>;
  /** Bumped after every confirmed batch, so screens re-read what is synced. */
  revision: Signal<number>;
  /** Asks for a sync within `delayMs`; calls while one is already scheduled ride along (a steady stream of changes still syncs). */
  request(delayMs?: number): void;
  /** Syncs now (online again, screen opened): the back-off starts over. */
  now(): Promise<void>;
  dispose(): void;
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

/**
 * Keeps a local-first store in step with the server (the counter's counts, the marks): runs `push` once at a time (a
 * call meanwhile runs it once more after), and retries a failure with exponential back-off (1 s doubling to 60 s,
 * with jitter so many phones reconnecting at once do not retry in step).
 */
export function createSyncer(deps: SyncerDeps): Syncer {
  const state = signal<SyncState>('idle');
  const retryAt = signal<number | null>(null);
  const revision = signal(0);
  const random = deps.random ?? Math.random;
  const steps: PushSteps = { sending: () => void (state.value = 'syncing'), confirmed: () => void revision.value++ };
  let timer: unknown = null;
  let failures = 0;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(ms: number) {
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      void run();
    }, ms);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deps.push(steps);
        } while (again);
        failures = 0;
        retryAt.value = null;
        state.value = 'synced';
      } catch {
        failures++;
        const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - 1)) * (0.5 + random() / 2);
        retryAt.value = Date.now() + delay;
        state.value = 'retrying';
        schedule(delay);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    state,
    retryAt,
    revision,
    request(delayMs = 2000) {
      if (state.value === 'retrying' || (timer !== null && delayMs > 0)) return;
      schedule(delayMs);
    },
    now() {
      failures = 0;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      return run();
    },
    dispose() {
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
    },
  };
}
