import type { MarkSyncResult } from '../../../contracts/marks.js';
import { api } from '../../api/request.js';
import { loadSavedReports } from '../../platform/saved-reports/index.js';
import { session } from '../../session/index.js';
import { openAccountMarks, type AccountMarks } from './account-marks.js';

export type { AccountMarks } from './account-marks.js';

let opening: Promise<AccountMarks> | null = null;

/**
 * The page's marks, opened on first use (the saved-reports store's code comes with it): synced at once, again when the
 * device is back online or the page is shown again, and whenever the session's account changes (signed in elsewhere).
 */
export function loadMarks(): Promise<AccountMarks> {
  opening ??= openAccountMarks({
    store: loadSavedReports,
    send: (changes) => api.post<MarkSyncResult>('/v1/marks/sync', changes, { silent: true }),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as number),
  }).then(
    (marks) => {
      window.addEventListener('online', () => void marks.syncer.now());
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void marks.syncer.now());
      session.token.subscribe((token) => token && void marks.syncer.now());
      return marks;
    },
    (error: unknown) => {
      opening = null; // no storage now (private mode, quota): a later call tries again
      throw error;
    },
  );
  return opening;
}
