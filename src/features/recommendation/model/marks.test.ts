import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { bookmarkId, type Bookmark } from '../../../platform/saved-reports/index.js';
import { createMarksModel, FREE_MARKS, type MarkStore } from './marks.js';

/** The bookmarks table, in memory. */
function memory(): MarkStore {
  const bookmarks = signal<Bookmark[]>([]);
  return {
    bookmarks,
    putBookmark: async (m) => {
      const b = { ...m, id: bookmarkId(m.lat, m.lon), createdAt: new Date().toISOString() };
      bookmarks.value = [b, ...bookmarks.value.filter((x) => x.id !== b.id)];
      return b;
    },
    removeBookmark: async (id) => void (bookmarks.value = bookmarks.value.filter((b) => b.id !== id)),
  };
}
const place = (i: number) => ({ lat: 1.3 + i / 100, lon: 103.8, name: `Site ${i}`, path: `/report/recommended-details?id=r&rank=${i}` });

describe('marking places', () => {
  it('keeps 3 marks for a non-member, then offers the membership instead of a fourth', async () => {
    const m = createMarksModel({ store: async () => memory(), member: signal(false) });
    for (let i = 1; i <= FREE_MARKS; i++) expect(await m.toggle(place(i))).toBe('marked');
    expect(m.left.value).toBe(0);
    expect(await m.toggle(place(4))).toBe('full');
    expect(m.marks.value).toHaveLength(3);
    // Unmarking one makes room again.
    expect(await m.toggle(place(1))).toBe('unmarked');
    expect(m.isMarked(place(1).lat, place(1).lon)).toBe(false);
    expect(await m.toggle(place(4))).toBe('marked');
  });

  it('has no limit for a member', async () => {
    const m = createMarksModel({ store: async () => memory(), member: signal(true) });
    for (let i = 1; i <= 10; i++) expect(await m.toggle(place(i))).toBe('marked');
    expect(m.marks.value).toHaveLength(10);
    expect(m.left.value).toBeNull();
  });

  it('a place marked on an earlier visit stays marked on the first tap (the store opens with it)', async () => {
    const store = memory();
    await store.putBookmark(place(1));
    const m = createMarksModel({ store: async () => store, member: signal(false) });
    expect(m.isMarked(place(1).lat, place(1).lon)).toBe(false); // not known before the store opens
    expect(await m.toggle(place(1))).toBe('marked');
    expect(m.isMarked(place(1).lat, place(1).lon)).toBe(true);
    expect(await m.toggle(place(1))).toBe('unmarked');
  });

  it('says so when the device cannot keep the mark', async () => {
    const m = createMarksModel({ store: () => Promise.reject(new Error('quota')), member: signal(false) });
    expect(await m.toggle(place(1))).toBe('failed');
  });
});
