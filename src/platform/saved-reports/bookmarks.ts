import { signal, type ReadonlySignal } from '@preact/signals';
import type { Store } from 'tinybase/store';
import { bookmarkId } from './bookmark-id.js';

/*
 * Places the user marked (a recommended site), saved to the account (server/marks) and kept here so they list
 * offline: the `bookmarks` table, keyed by the place rounded to 5 decimals (about 1 m), so marking the same place
 * twice keeps one. A row's `edit` counts the changes made here the server has not confirmed (0: as the server had
 * it at the last sync, so a row at 0 that the server no longer lists was removed on another device).
 * `bookmarkRemovals` holds removals made here until the server has them. How many a non-member may keep is the account's rule (the server refuses beyond it).
 */

export const BOOKMARKS = 'bookmarks';
const REMOVALS = 'bookmarkRemovals';
/** Changes sent a request, as the server takes them (contracts/marks.ts). */
export const BOOKMARK_BATCH = 100;

export interface Bookmark {
  id: string;
  lat: number;
  lon: number;
  name: string;
  /** Where the mark was made (an in-app path), so the list can open it again. */
  path: string;
  createdAt: string;
}

/** What a sync sends (changes made here) and what the server answers (the account's marks after them). */
export interface BookmarkChanges {
  put: Bookmark[];
  removed: string[];
}
export interface BookmarkSyncAnswer {
  items: readonly Bookmark[];
  /** New marks the account may not hold (beyond a non-member's 3): they are dropped here too. */
  refused: readonly string[];
}

export interface Bookmarks {
  /** Newest first; follows every change. */
  bookmarks: ReadonlySignal<Bookmark[]>;
  putBookmark(mark: Omit<Bookmark, 'id' | 'createdAt'>): Promise<Bookmark>;
  removeBookmark(id: string): Promise<void>;
  /**
   * Sends the changes made here in batches and takes the account's list: marks made on another device arrive, one
   * removed elsewhere goes, a change made here since the batch was read stays pending. Rejects (nothing lost) when
   * a batch fails. Answers the marks the server refused.
   */
  syncBookmarks(send: (changes: BookmarkChanges) => Promise<BookmarkSyncAnswer>): Promise<string[]>;
}

const toBookmark = (id: string, row: Record<string, unknown>): Bookmark => ({
  id, lat: row.lat as number, lon: row.lon as number, name: row.name as string, path: row.path as string, createdAt: row.createdAt as string,
});

function read(store: Store): Bookmark[] {
  return Object.entries(store.getTable(BOOKMARKS))
    .map(([id, row]) => toBookmark(id, row))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A row's changes the server has not confirmed; a mark kept before marks were saved to the account has never been sent. */
const editOf = (store: Store, id: string) => (store.getCell(BOOKMARKS, id, 'edit') as number | undefined) ?? 1;

/** The changes not yet confirmed, at most BOOKMARK_BATCH of each, with each put's edit count as it was read. */
function pending(store: Store): { changes: BookmarkChanges; edits: Map<string, number> } {
  const edits = new Map<string, number>();
  const put = Object.entries(store.getTable(BOOKMARKS))
    .filter(([id]) => editOf(store, id) > 0)
    .slice(0, BOOKMARK_BATCH)
    .map(([id, row]) => (edits.set(id, editOf(store, id)), toBookmark(id, row)));
  return { changes: { put, removed: store.getRowIds(REMOVALS).slice(0, BOOKMARK_BATCH) }, edits };
}

/** Takes a sync's answer into the table (see Bookmarks.syncBookmarks). */
function take(store: Store, sent: ReturnType<typeof pending>, answer: BookmarkSyncAnswer): void {
  const unchanged = (id: string) => store.hasRow(BOOKMARKS, id) && editOf(store, id) === sent.edits.get(id);
  for (const id of sent.changes.removed) store.delRow(REMOVALS, id);
  for (const id of answer.refused) if (unchanged(id)) store.delRow(BOOKMARKS, id);
  const listed = new Set(answer.items.map((m) => m.id));
  for (const { id, ...mark } of answer.items) {
    if (store.hasRow(REMOVALS, id)) continue;
    // A change made here since the batch was read stays pending: the next batch sends it.
    const changedSince = store.hasRow(BOOKMARKS, id) && !unchanged(id) && editOf(store, id) > 0;
    if (!changedSince) store.setRow(BOOKMARKS, id, { ...mark, edit: 0 });
  }
  for (const id of store.getRowIds(BOOKMARKS)) {
    if (!listed.has(id) && editOf(store, id) === 0) store.delRow(BOOKMARKS, id);
  }
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
      await change(() => {
        const edit = store.hasRow(BOOKMARKS, id) ? editOf(store, id) + 1 : 1;
        store.delRow(REMOVALS, id);
        store.setRow(BOOKMARKS, id, { ...row, edit });
      });
      return saved;
    },
    removeBookmark(id) {
      return change(() => {
        store.delRow(BOOKMARKS, id);
        store.setRow(REMOVALS, id, { removedAt: new Date().toISOString() });
      });
    },
    async syncBookmarks(send) {
      const refused: string[] = [];
      for (;;) {
        const sent = pending(store);
        const answer = await send(sent.changes);
        refused.push(...answer.refused);
        await change(() => take(store, sent, answer));
        if (sent.changes.put.length < BOOKMARK_BATCH && sent.changes.removed.length < BOOKMARK_BATCH) return refused;
      }
    },
  };
}
