import type { ReadonlySignal } from '@preact/signals';
import { createSyncer, type Syncer } from '../../platform/syncer.js';
import type { Bookmark, BookmarkChanges, BookmarkSyncAnswer, SavedReports } from '../../platform/saved-reports/index.js';

/** The marks as screens use them: the device's list (offline too), kept in step with the account. */
export interface AccountMarks {
  bookmarks: ReadonlySignal<Bookmark[]>;
  putBookmark: SavedReports['putBookmark'];
  removeBookmark: SavedReports['removeBookmark'];
  syncer: Syncer;
}

export interface AccountMarksDeps {
  store: () => Promise<SavedReports>;
  /** POST /v1/marks/sync. */
  send(changes: BookmarkChanges): Promise<BookmarkSyncAnswer>;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/**
 * The device's marks (the saved reports' bookmarks table) synced with the account's (server/marks): each change is sent
 * at once and retried with back-off while offline; `syncer.now()` also brings the marks made on other devices.
 */
export async function openAccountMarks({ store, send, setTimer, clearTimer }: AccountMarksDeps): Promise<AccountMarks> {
  const reports = await store();
  const syncer = createSyncer({
    setTimer,
    clearTimer,
    async push(steps) {
      steps.sending();
      await reports.syncBookmarks(send);
      steps.confirmed();
    },
  });
  const changed = <T>(done: Promise<T>) => done.then((value) => (syncer.request(0), value));
  return {
    bookmarks: reports.bookmarks,
    putBookmark: (mark) => changed(reports.putBookmark(mark)),
    removeBookmark: (id) => changed(reports.removeBookmark(id)),
    syncer,
  };
}
