import type { SyncBatch, SyncResult } from '../../../../contracts/counter.js';
import { createSyncer as createStoreSyncer, type SyncerDeps as StoreSyncerDeps, type Syncer } from '../../../platform/syncer.js';
import type { CounterStore, LocalSession, PendingBatch } from './local-store.js';

export type { Syncer, SyncState } from '../../../platform/syncer.js';

export interface SyncerDeps extends Omit<StoreSyncerDeps, 'push'> {
  store: CounterStore;
  send(batch: SyncBatch): Promise<SyncResult>;
}

/** Taps per request: ~100 bytes each, so a batch stays far below the server's body limit. */
export const BATCH_TAPS = 500;

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
 * Pushes what the device holds to the server in idempotent batches until nothing is pending, retried with back-off
 * (src/platform/syncer.ts). The local store stays the record until the server has confirmed each row.
 */
export function createSyncer({ store, send, ...timers }: SyncerDeps): Syncer {
  return createStoreSyncer({
    ...timers,
    async push(steps) {
      for (;;) {
        const batch = await store.pending(BATCH_TAPS);
        if (batch.sessions.length === 0 && batch.taps.length === 0 && batch.deleted.length === 0) return;
        steps.sending();
        await send(toWire(batch));
        await store.markSynced(batch);
        steps.confirmed();
      }
    },
  });
}
