/*
 * Usage (AREA-SCREENS; later the bookmarks and 'my data' screens):
 *
 *   const reports = await loadSavedReports();      // tinybase and its IndexedDB persister arrive with this call
 *   reports.list.value                              // SavedReport[], newest first, a signal: opens offline
 *   await reports.put(query);                       // after POST /area/queries (or a shared report opened)
 *   await reports.markUnlocked(query.id, 'surroundings');   // after an unlock, or a report answered unlocked: true
 *   await reports.putAnalysis(id, lang, answer);   // an AI analysis as opened; reports.getAnalysis(id) offline
 *   await reports.putDocument('recommendation', id, lang, answer);   // another answer as opened; getDocument offline
 *   createKeptAnswer({ kind: 'city', key, fetch, store: loadSavedReports, lang })   // a report's fetch with the kept copy
 *   reports.bookmarks.value; await reports.putBookmark({ lat, lon, name, path }); await reports.removeBookmark(id);
 *   await reports.syncBookmarks((changes) => api.syncMarks(changes));   // the account's marks (src/ui/marks)
 *   await reports.remove(id);                       // gone here at once, from the server at the next sync
 *   await reports.sync(() => api.listQueries(), (id) => api.deleteQuery(id));  // on opening the list, when online
 *
 * `fetchRemote` answers GET /area/queries' items; `deleteRemote` calls DELETE /area/queries/:id and rejects with the
 * request layer's ApiError (a 404 counts as removed). Nothing here is in the first screen: import only this file.
 */
import type { SavedReports } from './store.js';

export type { ListedQuery, SavedAnalysis, SavedReport, SavedReports } from './store.js';
export type { Bookmark, BookmarkChanges, BookmarkSyncAnswer } from './bookmarks.js';
export { bookmarkId } from './bookmark-id.js';
export { createKeptAnswer, type KeptAnswerStore } from './kept-answer.js';

let opening: Promise<SavedReports> | null = null;

/** The page's one store of saved reports, opened on first use. */
export function loadSavedReports(): Promise<SavedReports> {
  opening ??= import('./store.js')
    .then((m) => m.openSavedReports())
    .catch((error: unknown) => {
      opening = null; // a storage failure now (private mode, quota) may pass on the next try
      throw error;
    });
  return opening;
}
