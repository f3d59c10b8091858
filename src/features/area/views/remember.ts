import { useEffect, useRef } from 'preact/hooks';
import type { AreaQuery, ReportKind } from '../../../../contracts/area.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';

/**
 * Keeps a report that was opened (one made here, or one shared with the user) in the device's saved reports, with the
 * report kind the server answered as unlocked, so the list and the unlocked marks open offline. Written when the reader
 * leaves the report or hides the app, not while it loads: the store's code (tinybase, 17 KiB gzip) is then fetched
 * after the report, never during its first load.
 */
export function useRememberReport(query: AreaQuery | null, unlocked: ReportKind | null): void {
  const latestUnlocked = useRef(unlocked);
  latestUnlocked.current = unlocked;
  useEffect(() => {
    if (!query) return;
    const remember = () =>
      void loadSavedReports().then(async (reports) => {
        const kind = latestUnlocked.current;
        if (!reports.get(query.id)) await reports.put(query);
        if (kind && !reports.get(query.id)?.unlocked.includes(kind)) await reports.markUnlocked(query.id, kind);
      }, () => undefined);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') remember();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      remember();
    };
  }, [query?.id]);
}
