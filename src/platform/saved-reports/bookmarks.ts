import { signal, type ReadonlySignal } from '@preact/signals';
import type { Store } from 'tinybase/store';
import { bookmarkId } from './bookmark-id.js';

/*
 * The `bookmarks` table of the saved-reports store: places the user marked (a recommended site), keyed by the place
 * rounded to 5 decimals (about 1 m), so marking the same place twice keeps one. The limit for non-members is the
 * screen's rule (membership lives on the server), not the table's.
 */

export const BOOKMARKS = 'bookmarks';

export interface Bookmark {
  id: string;
  lat: number;
  lon: number;
  name: string;
  /** Where the mark was made (an in-app path), so the list can open it again. */
  path: string;
  createdAt: string;
}

export interface Bookmarks {
  /** Newest first; follows every change. */
  bookmarks: ReadonlySignal<Bookmark[]>;
  putBookmark(mark: Omit<Bookmark, 'id' | 'createdAt'>): Promise<Bookmark>;
  removeBookmark(id: string): Promise<void>;
}

function read(store: Store): Bookmark[] {
  return Object.entries(store.getTable(BOOKMARKS))
    .map(([id, row]) => ({ id, lat: row.lat as number, lon: row.lon as number, name: row.name as string, path: row.path as string, createdAt: row.createdAt as string }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The table's reads and writes; `change` is the store's one-at-a-time write (store.ts). */
export function bookmarkTable(store: Store, change: (edit: () => void) => Promise<void>): Bookmarks {
  const bookmarks = signal(read(store));
  store.addTableListener(BOOKMARKS, () => (bookmarks.value = read(store)));
  return {
    bookmarks,
    async putBookmark(mark) {
      const saved: Bookmark = { ...mark, id: bookmarkId(mark.lat, mark.lon), createdAt: new Date().toISOString() };
      const { id, ...row } = saved;
      await change(() => store.setRow(BOOKMARKS, id, row));
      return saved;
    },
    removeBookmark(id) {
      return change(() => store.delRow(BOOKMARKS, id));
    },
  };
}
