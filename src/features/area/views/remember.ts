import { useEffect } from 'preact/hooks';
import type { AreaQuery, ReportKind } from '../../../../contracts/area.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';

/**
 * Keeps a report that was opened (one made here, or one shared with the user) in the device's saved reports, with the
 * report kind the server answered as unlocked, so the list and the unlocked marks open offline.
 */
export function useRememberReport(query: AreaQuery | null, unlocked: ReportKind | null): void {
  useEffect(() => {
    if (!query) return;
    void loadSavedReports().then(async (reports) => {
      if (!reports.get(query.id)) await reports.put(query);
      if (unlocked && !reports.get(query.id)?.unlocked.includes(unlocked)) await reports.markUnlocked(query.id, unlocked);
    }, () => undefined);
  }, [query?.id, unlocked]);
}
