import { signal, type Signal } from '@preact/signals';
import type { SyncBatch, SyncResult } from '../../../../contracts/counter.js';
import type { CounterStore, LocalSession, PendingBatch } from './local-store.js';

export type SyncState = 'idle' | 'syncing' | 'synced' | 'retrying';

export interface SyncerDeps {
  store: CounterStore;
  send(batch: SyncBatch): Promise<SyncResult>;
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
  /** Asks for a sync within `delayMs`; calls while one is already scheduled ride along (a steady stream of taps still syncs). */
  request(delayMs?: number): void;
  /** Syncs now (online again, screen opened): the back-off starts over. */
  now(): Promise<void>;
  dispose(): void;
}

/** Taps per request: ~100 bytes each, so a batch stays far below the server's body limit. */
export const BATCH_TAPS = 500;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

function toWire(batch: PendingBatch): SyncBatch {
  const session = (s: LocalSession) => ({
    id: s.id,
    startedAt: s.startedAt,
    endedAt: s.endedAt,
    items: s.items,
    name: s.name,
    notes: s.notes,
    location: s.location,
    updatedAt: s.updatedAt,
  });
  return { sessions: batch.sessions.map(session), taps: batch.taps, deleted: batch.deleted };
}

/**
 * Pushes what the device holds to the server in idempotent batches until nothing is pending. A failed batch
 * is retried with exponential back-off (1 s doubling to 60 s, with jitter so many phones reconnecting at once
 * do not retry in step). The local store stays the record until the server has confirmed each row.
 */
export function createSyncer(deps: SyncerDeps): Syncer {
  const state = signal<SyncState>('idle');
  const retryAt = signal<number | null>(null);
  const revision = signal(0);
  const random = deps.random ?? Math.random;
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

  async function drain() {
    for (;;) {
      const batch = await deps.store.pending(BATCH_TAPS);
      if (batch.sessions.length === 0 && batch.taps.length === 0 && batch.deleted.length === 0) return;
      state.value = 'syncing';
      await deps.send(toWire(batch));
      await deps.store.markSynced(batch);
      revision.value++;
    }
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
          await drain();
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
