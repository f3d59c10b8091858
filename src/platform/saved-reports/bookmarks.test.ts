import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'tinybase/store';
import { createIndexedDbPersister } from 'tinybase/persisters/persister-indexed-db';
import { openSavedReports, type SavedReports } from './store.js';
import type { Bookmark, BookmarkChanges, BookmarkSyncAnswer } from './bookmarks.js';

let db = 0;
const open: SavedReports[] = [];
async function fresh(name = `bookmarks-test-${++db}`) {
  const reports = await openSavedReports(name);
  open.push(reports);
  return reports;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

/** The account's marks as server/marks keeps them: removals, then puts, at most `limit`; answers the list after. */
function account(limit = 3) {
  const marks = new Map<string, Bookmark>();
  const seen: BookmarkChanges[] = [];
  let at = 0;
  const send = async (changes: BookmarkChanges): Promise<BookmarkSyncAnswer> => {
    seen.push(structuredClone(changes));
    for (const id of changes.removed) marks.delete(id);
    const refused: string[] = [];
    for (const m of changes.put) {
      if (marks.has(m.id)) marks.set(m.id, { ...marks.get(m.id)!, name: m.name, path: m.path });
      else if (marks.size >= limit) refused.push(m.id);
      else marks.set(m.id, { ...m, createdAt: `2026-11-2${++at}T00:00:00.000Z` });
    }
    return { items: [...marks.values()], refused };
  };
  return { marks, seen, send };
}
const place = (lat: number, name: string) => ({ lat, lon: 103.85, name, path: `/report/recommended-details?id=r&rank=${lat}` });

describe('marks kept on the device and saved to the account', () => {
  it('sends the marks made here, takes those made on another device and drops one removed there', async () => {
    const server = account();
    const phone = await fresh();
    const raffles = await phone.putBookmark(place(1.28, 'Raffles Place'));
    server.marks.set('1.35000,103.85000', { id: '1.35000,103.85000', lat: 1.35, lon: 103.85, name: 'Tampines', path: '/x', createdAt: '2026-11-01T00:00:00.000Z' });
    await phone.syncBookmarks(server.send);
    expect(server.seen[0]).toEqual({ put: [expect.objectContaining({ id: raffles.id, name: 'Raffles Place' })], removed: [] });
    expect(phone.bookmarks.value.map((b) => b.name).sort()).toEqual(['Raffles Place', 'Tampines']);

    server.marks.delete('1.35000,103.85000');
    await phone.syncBookmarks(server.send);
    expect(server.seen[1]).toEqual({ put: [], removed: [] });
    expect(phone.bookmarks.value.map((b) => b.name)).toEqual(['Raffles Place']);
  });

  it('a removal made offline reaches the account at the next sync, and the account never brings it back', async () => {
    const server = account();
    const phone = await fresh();
    const mark = await phone.putBookmark(place(1.28, 'Raffles Place'));
    await phone.syncBookmarks(server.send);
    await phone.removeBookmark(mark.id);
    await expect(phone.syncBookmarks(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(phone.bookmarks.value).toEqual([]);
    await phone.syncBookmarks(server.send);
    expect(server.marks.size).toBe(0);
    expect(phone.bookmarks.value).toEqual([]);
  });

  it('keeps a change made while a sync was under way pending for the next one', async () => {
    const server = account();
    const phone = await fresh();
    await phone.putBookmark(place(1.28, 'Raffles Place'));
    await phone.syncBookmarks(async (changes) => {
      await phone.putBookmark(place(1.28, 'Raffles Place, renamed'));
      return server.send(changes);
    });
    expect(phone.bookmarks.value.map((b) => b.name)).toEqual(['Raffles Place, renamed']);
    await phone.syncBookmarks(server.send);
    expect(server.seen.at(-1)!.put).toEqual([expect.objectContaining({ name: 'Raffles Place, renamed' })]);
    expect(server.marks.get('1.28000,103.85000')!.name).toBe('Raffles Place, renamed');
  });

  it('drops a mark the account refuses (a fourth made offline on a second phone) and says which', async () => {
    const server = account(3);
    const phone = await fresh();
    const tablet = await fresh();
    for (const lat of [1.1, 1.2, 1.3]) await phone.putBookmark(place(lat, `Site ${lat}`));
    await tablet.putBookmark(place(1.4, 'Site 1.4'));
    await phone.syncBookmarks(server.send);
    expect(await tablet.syncBookmarks(server.send)).toEqual(['1.40000,103.85000']);
    expect(tablet.bookmarks.value.map((b) => b.name).sort()).toEqual(['Site 1.1', 'Site 1.2', 'Site 1.3']);
  });

  it('sends a mark kept on the device before marks were saved to the account', async () => {
    const name = `bookmarks-test-${++db}`;
    const old = createStore().setRow('bookmarks', '1.28000,103.85000', { lat: 1.28, lon: 103.85, name: 'Raffles Place', path: '/x', createdAt: '2026-10-01T00:00:00.000Z' });
    await createIndexedDbPersister(old, name).save();
    const server = account();
    const phone = await fresh(name);
    await phone.syncBookmarks(server.send);
    expect([...server.marks.keys()]).toEqual(['1.28000,103.85000']);
    expect(phone.bookmarks.value.map((b) => b.name)).toEqual(['Raffles Place']);
  });

  it('sends a long list in batches of 100', async () => {
    const server = account(1000);
    const phone = await fresh();
    for (let i = 0; i < 101; i++) await phone.putBookmark(place(1 + i / 1000, `Site ${i}`));
    await phone.syncBookmarks(server.send);
    expect(server.seen.map((c) => c.put.length)).toEqual([100, 1]);
    expect(server.marks.size).toBe(101);
  });
});
