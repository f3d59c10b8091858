import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncer } from './sync.js';
import { openCounterStore, type CounterStore, type LocalSession } from './local-store.js';
import type { SyncBatch } from '../../../../contracts/counter.js';

let n = 0;
const opened: CounterStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

const session = (id: string): LocalSession => ({
  id,
  startedAt: 1,
  endedAt: null,
  items: [{ title: 'Passersby', operation: 'click', role: 'passed' }],
  name: '',
  notes: '',
  location: null,
  updatedAt: 5,
  syncedAt: 0,
  deleted: false,
});

async function storeWithTaps(count: number) {
  const store = await openCounterStore(indexedDB, `sync-test-${n++}`);
  opened.push(store);
  await store.putSession(session('s1'));
  for (let i = 0; i < count; i++) await store.appendTap({ id: `t${i}`, sessionId: 's1', seq: i, item: 0, at: 10 + i, undoes: null });
  return store;
}

/** Manual timers: the test decides when a scheduled retry runs. */
function timers() {
  const queue: Array<{ fn: () => void; ms: number }> = [];
  return {
    queue,
    setTimer: (fn: () => void, ms: number) => {
      const entry = { fn, ms };
      queue.push(entry);
      return entry;
    },
    clearTimer: (h: unknown) => {
      const i = queue.indexOf(h as (typeof queue)[number]);
      if (i >= 0) queue.splice(i, 1);
    },
  };
}

describe('syncer', () => {
  it('sends everything pending in batches and leaves nothing pending', async () => {
    const store = await storeWithTaps(1100);
    const sent: SyncBatch[] = [];
    const t = timers();
    const syncer = createSyncer({ store, send: async (b) => (sent.push(b), { sessions: [] }), ...t });
    await syncer.now();
    expect(sent.map((b) => b.taps.length)).toEqual([500, 500, 100]);
    expect(sent.every((b) => b.sessions.some((s) => s.id === 's1'))).toBe(true);
    expect(syncer.state.value).toBe('synced');
    const left = await store.pending(10);
    expect([left.taps.length, left.sessions.length]).toEqual([0, 0]);
    expect(await store.sessionsWithPendingTaps()).toEqual(new Set());
  });

  it('retries a failed batch with growing back-off and keeps the taps until the server confirms', async () => {
    const store = await storeWithTaps(3);
    const t = timers();
    let failuresLeft = 3;
    const delivered: number[] = [];
    const syncer = createSyncer({
      store,
      send: async (b) => {
        if (failuresLeft-- > 0) throw new Error('offline');
        delivered.push(b.taps.length);
        return { sessions: [] };
      },
      ...t,
      random: () => 1,
    });
    await syncer.now();
    const delays: number[] = [];
    while (t.queue.length > 0) {
      expect(syncer.state.value).toBe('retrying');
      expect((await store.pending(10)).taps).toHaveLength(3);
      const next = t.queue.shift()!;
      delays.push(next.ms);
      next.fn();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(delivered).toEqual([3]);
    expect(syncer.state.value).toBe('synced');
  });

  it('sends a deletion once and then forgets the tombstone', async () => {
    const store = await storeWithTaps(2);
    await store.remove('s1');
    const sent: SyncBatch[] = [];
    const syncer = createSyncer({ store, send: async (b) => (sent.push(b), { sessions: [] }), ...timers() });
    await syncer.now();
    await syncer.now();
    expect(sent).toEqual([{ sessions: [], taps: [], deleted: ['s1'] }]);
    expect(await store.session('s1')).toBeUndefined();
  });

  it('keeps an edit made while a batch was in flight pending for the next batch', async () => {
    const store = await storeWithTaps(1);
    let edited = false;
    const sent: SyncBatch[] = [];
    const syncer = createSyncer({
      store,
      send: async (b) => {
        sent.push(b);
        if (!edited) {
          edited = true;
          await store.putSession({ ...session('s1'), name: 'renamed', updatedAt: 9 });
        }
        return { sessions: [] };
      },
      ...timers(),
    });
    await syncer.now();
    expect(sent.map((b) => b.sessions[0]?.name)).toEqual(['', 'renamed']);
  });
});
