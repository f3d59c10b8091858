import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCounterModel, type CounterDeps } from './model.js';
import { openCounterStore, type CounterStore } from './data/local-store.js';
import { defaultItems } from './domain/settings.js';

let dbName = 0;
const opened: CounterStore[] = [];

async function setup(clock = { t: Date.UTC(2026, 10, 21, 9, 0, 30) }) {
  const name = `counter-test-${dbName++}`;
  const store = await openCounterStore(indexedDB, name);
  opened.push(store);
  const storage = new Map<string, string>();
  let id = 0;
  const vibrations: number[] = [];
  const deps: CounterDeps = {
    store,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    defaults: defaultItems({ customers: 'Customers', passersby: 'Passersby' }),
    now: () => clock.t,
    newId: () => `00000000-0000-4000-8000-${String(id++).padStart(12, '0')}`,
    vibrate: () => vibrations.push(clock.t),
  };
  return { model: createCounterModel(deps), store, name, clock, deps, vibrations };
}

afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

describe('counter model', () => {
  it('counts the item bound to a gesture and ignores gestures nobody uses', async () => {
    const { model, vibrations } = await setup();
    await model.start({ name: 'Jalan Alor', location: null });
    expect(model.countOperation('click')).toBe(true);
    expect(model.countOperation('click')).toBe(true);
    expect(model.countOperation('slideUp')).toBe(true);
    expect(model.countOperation('slideDown')).toBe(false);
    expect(model.tallies.value.map((t) => t.total.value)).toEqual([1, 2]);
    expect(vibrations).toHaveLength(3);
  });

  it('writes every count to the device before anything else can happen, and a reopened store resumes it', async () => {
    const { model, store, name, deps } = await setup();
    await model.start({ name: '', location: null });
    for (let i = 0; i < 25; i++) model.count(1);
    model.count(0);
    model.undo();
    const sessionId = model.session.value!.id;
    // The tab is killed: nothing more runs in this model. A fresh page opens the same database.
    await new Promise((r) => setTimeout(r, 20));
    store.close();
    const reopened = await openCounterStore(indexedDB, name);
    opened.push(reopened);
    const again = createCounterModel({ ...deps, store: reopened });
    const left = await again.unfinished();
    expect(left?.id).toBe(sessionId);
    expect(await again.resume(sessionId)).toBe(true);
    expect(again.tallies.value.map((t) => t.total.value)).toEqual([0, 25]);
    // Sequence numbers continue where they stopped, so no two records of the session share one.
    const seqs = (await reopened.taps(sessionId)).map((t) => t.seq);
    again.count(1);
    await new Promise((r) => setTimeout(r, 20));
    const after = (await reopened.taps(sessionId)).map((t) => t.seq);
    expect(new Set(after).size).toBe(after.length);
    expect(after.length).toBe(seqs.length + 1);
  });

  it('undo removes the last count, one at a time, and is recorded as its own entry', async () => {
    const { model, store } = await setup();
    await model.start({ name: '', location: null });
    model.count(0);
    model.count(1);
    expect(model.undo()).toBe(true);
    expect(model.tallies.value.map((t) => t.total.value)).toEqual([1, 0]);
    expect(model.undo()).toBe(true);
    expect(model.undo()).toBe(false);
    expect(model.canUndo.value).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    const taps = await store.taps(model.session.value!.id);
    expect(taps.filter((t) => t.undoes !== null)).toHaveLength(2);
  });

  it('keeps 1- and 5-minute window tallies and rolls them over on the clock', async () => {
    const clock = { t: Date.UTC(2026, 10, 21, 9, 3, 50) };
    const { model } = await setup(clock);
    await model.start({ name: '', location: null });
    model.count(1);
    clock.t += 15_000; // 09:04:05: a new minute, same 5-minute window
    model.tick();
    model.count(1);
    const [, passers] = model.tallies.value;
    expect([passers!.window1.value, passers!.window5.value, passers!.total.value]).toEqual([1, 2, 2]);
    clock.t += 60_000; // 09:05:05: new minute and new 5-minute window
    model.tick();
    expect([passers!.window1.value, passers!.window5.value, passers!.total.value]).toEqual([0, 0, 2]);
  });

  it('stop records the end; discard leaves nothing but a tombstone for the server', async () => {
    const { model, store, clock } = await setup();
    await model.start({ name: 'A', location: null });
    model.count(1);
    clock.t += 60_000;
    const ended = await model.stop();
    expect(ended?.endedAt).toBe(clock.t);
    expect(model.phase.value).toBe('idle');
    await model.start({ name: 'B', location: null });
    model.count(1);
    const discarded = model.session.value!.id;
    await model.discard();
    expect((await store.sessions()).map((s) => s.name)).toEqual(['A']);
    expect(await store.taps(discarded)).toEqual([]);
    expect((await store.pending(10)).deleted).toEqual([discarded]);
  });

  it('validates and persists settings', async () => {
    const { model, deps } = await setup();
    const three = [...model.items.value, { title: 'Kids', operation: 'doubleClick' as const }];
    expect(model.saveSettings(three, false)).toEqual({ error: 'membersOnly' });
    expect(model.saveSettings(three, true)).toBeNull();
    expect(createCounterModel(deps).items.value.map((i) => i.title)).toEqual(['Customers', 'Passersby', 'Kids']);
  });

  it('reports a count the device could not store instead of failing silently', async () => {
    const { model, store } = await setup();
    await model.start({ name: '', location: null });
    store.close();
    model.count(1);
    expect(model.tallies.value[1]!.total.value).toBe(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(model.writeError.value).not.toBeNull();
  });
});
