import { describe, expect, it, vi } from 'vitest';
import { createKeptAnswer, type KeptAnswerStore } from './kept-answer.js';
import type { SavedAnalysis } from './store.js';

/** The device's saved documents, in memory; counts its openings (the store's code loads on the first). */
function memoryStore() {
  const docs = new Map<string, SavedAnalysis>();
  const store: KeptAnswerStore = {
    putDocument: async (kind, id, lang, answer) => void docs.set(`${kind}/${id}`, { answer, lang, savedAt: '2026-11-26T09:00:00Z' }),
    getDocument: (kind, id) => docs.get(`${kind}/${id}`),
  };
  return { docs, open: vi.fn(async () => store) };
}

/** Errors as the request layer rejects with them: `status` 0 when no answer arrived at all. */
const unreachable = { status: 0, message: 'offline' };
const serverError = { status: 500, message: 'down' };

function kept(fetch: (target: string) => Promise<{ v: string }>, open: () => Promise<KeptAnswerStore>, lang = () => 'en') {
  return createKeptAnswer<string, { v: string }>({ kind: 'thing', key: (t) => `/thing/${t}`, fetch, store: open, lang });
}

describe('a report answer kept on this device', () => {
  it('keeps the last fresh answer only when saved, by its key, in the language it was asked in; never opens the store to fetch', async () => {
    const { docs, open } = memoryStore();
    let lang = 'th';
    const k = kept(async (t) => ({ v: t }), open, () => lang);
    expect(await k.fetch('a')).toEqual({ v: 'a' });
    expect(await k.fetch('b')).toEqual({ v: 'b' });
    expect(open).not.toHaveBeenCalled();
    lang = 'de';
    await k.save();
    expect([...docs.keys()]).toEqual(['thing//thing/b']);
    expect(docs.get('thing//thing/b')).toMatchObject({ answer: { v: 'b' }, lang: 'th' });
  });

  it('stands in with the kept copy when no answer arrives, saying when it was kept, and does not keep it again', async () => {
    const { docs, open } = memoryStore();
    const online = kept(async (t) => ({ v: t }), open);
    await online.fetch('a');
    await online.save();

    const put = vi.spyOn(await open(), 'putDocument');
    const offline = kept(() => Promise.reject(unreachable), open);
    expect(await offline.fetch('a')).toEqual({ v: 'a' });
    expect(offline.savedAt.value).toBe('2026-11-26T09:00:00Z');
    await offline.save();
    expect(put).not.toHaveBeenCalled();
    expect(docs.size).toBe(1);
  });

  it('fails as the request did on a server error, with no kept copy, or with no storage on the device', async () => {
    const { open } = memoryStore();
    const online = kept(async (t) => ({ v: t }), open);
    await online.fetch('a');
    await online.save();

    await expect(kept(() => Promise.reject(serverError), open).fetch('a')).rejects.toBe(serverError);
    await expect(kept(() => Promise.reject(unreachable), open).fetch('b')).rejects.toBe(unreachable);
    await expect(kept(() => Promise.reject(unreachable), () => Promise.reject(new Error('private mode'))).fetch('a')).rejects.toBe(unreachable);
  });

  it('a fresh answer clears the date of the kept copy shown before it', async () => {
    const { open } = memoryStore();
    const online = kept(async (t) => ({ v: t }), open);
    await online.fetch('a');
    await online.save();
    let reachable = false;
    const k = kept(async (t) => (reachable ? { v: t } : Promise.reject(unreachable)), open);
    await k.fetch('a');
    expect(k.savedAt.value).not.toBeNull();
    reachable = true;
    await k.fetch('a');
    expect(k.savedAt.value).toBeNull();
  });

  it('an older request answering late is neither kept nor dated: the latest target is', async () => {
    const { docs, open } = memoryStore();
    const late: Record<string, () => void> = {};
    const k = kept((t) => new Promise((resolve) => (late[t] = () => resolve({ v: t }))), open);
    const first = k.fetch('a');
    const second = k.fetch('b');
    late.b!();
    await second;
    late.a!();
    await first;
    await k.save();
    expect([...docs.keys()]).toEqual(['thing//thing/b']);
  });
});
