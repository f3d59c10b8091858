import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../../contracts/counter.js';
import { openCounterStore, type CounterStore, type LocalSession } from './data/local-store.js';
import { createSessionLibrary } from './library.js';

const ids = { phone: '00000000-0000-4000-8000-000000000001', server: '00000000-0000-4000-8000-000000000002', open: '00000000-0000-4000-8000-000000000003' };
const items = [
  { title: 'Customers', operation: 'click' as const, role: 'entered' as const },
  { title: 'Passersby', operation: 'slideUp' as const, role: 'passed' as const },
];
const phoneSession: LocalSession = {
  id: ids.phone, startedAt: 1_000, endedAt: 2_000, items, name: 'Jalan Alor', notes: '', location: null, updatedAt: 2_000, syncedAt: 0, deleted: false,
};
const serverSummary: SessionSummary = {
  id: ids.server, startedAt: 5_000, endedAt: 6_000, items, name: 'From the tablet', notes: '', location: null, updatedAt: 6_000, counts: [3, 9],
};

let n = 0;
const opened: CounterStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

async function setup() {
  const store = await openCounterStore(indexedDB, `library-test-${n++}`);
  opened.push(store);
  await store.putSession(phoneSession);
  await store.appendTap({ id: '00000000-0000-4000-8000-0000000000a1', sessionId: ids.phone, seq: 0, item: 0, at: 1_500, undoes: null });
  const remote = {
    list: vi.fn(async () => [serverSummary]),
    get: vi.fn(async (id: string) => {
      if (id !== ids.server) throw new Error('404');
      return { session: serverSummary, taps: [{ id: '00000000-0000-4000-8000-0000000000b1', seq: 0, item: 1, at: 5_500, undoes: null }], next: null };
    }),
    remove: vi.fn(async () => undefined),
  };
  const syncer = { request: vi.fn() };
  const unfinished = vi.fn(async () => (await store.sessions()).find((s) => s.endedAt === null));
  const library = createSessionLibrary({ store, syncer, remote, unfinished, now: () => 9_000 });
  return { store, remote, syncer, library };
}

describe('the counter session library', () => {
  it('lists this phone’s counts and the server’s, newest first, with where each one is', async () => {
    const { library } = await setup();
    expect(library.entries.value).toBeNull();
    await library.reload();
    expect(library.entries.value!.map((e) => [e.name, e.where, e.counts])).toEqual([
      ['From the tablet', 'remote', [3, 9]],
      ['Jalan Alor', 'local', [1, 0]],
    ]);
  });

  it('still lists this phone’s counts when the server cannot be reached', async () => {
    const { library, remote } = await setup();
    remote.list.mockRejectedValueOnce(new Error('offline'));
    await library.reload();
    expect(library.entries.value!.map((e) => e.id)).toEqual([ids.phone]);
  });

  it('opens a count from the phone, or from the server when only the server has it, or says there is none', async () => {
    const { library } = await setup();
    expect(await library.load(ids.phone)).toMatchObject({ local: true, session: { name: 'Jalan Alor' }, taps: [{ item: 0 }] });
    expect(await library.load(ids.server)).toMatchObject({ local: false, session: { name: 'From the tablet' }, taps: [{ item: 1, sessionId: ids.server }] });
    expect(await library.load('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });

  it('renaming a server-only count keeps it and its taps on the phone and asks the syncer to send it now', async () => {
    const { library, store, syncer } = await setup();
    const fromServer = (await library.load(ids.server))!;
    const renamed = await library.save(fromServer, { name: 'Tablet, renamed' });
    expect(renamed).toMatchObject({ local: true, session: { name: 'Tablet, renamed', updatedAt: 9_000 } });
    expect((await store.session(ids.server))?.name).toBe('Tablet, renamed');
    expect(await store.taps(ids.server)).toHaveLength(1);
    expect(syncer.request).toHaveBeenCalledWith(0);
    expect(await library.synced(renamed)).toBe(false);
  });

  it('deletes a phone count through the sync and a server-only count on the server', async () => {
    const { library, store, remote, syncer } = await setup();
    await library.remove((await library.load(ids.phone))!);
    expect((await store.session(ids.phone))?.deleted ?? true).toBe(true);
    expect(syncer.request).toHaveBeenCalledWith(0);
    expect(remote.remove).not.toHaveBeenCalled();
    await library.remove((await library.load(ids.server))!);
    expect(remote.remove).toHaveBeenCalledWith(ids.server);
  });

  it('offers an unfinished count and discards it on request', async () => {
    const { library, store } = await setup();
    await store.putSession({ ...phoneSession, id: ids.open, endedAt: null, startedAt: 8_000 });
    await library.reload();
    expect(library.unfinished.value?.id).toBe(ids.open);
    await library.discardUnfinished();
    expect(library.unfinished.value).toBeNull();
    await library.reload();
    expect(library.unfinished.value).toBeNull();
  });
});
