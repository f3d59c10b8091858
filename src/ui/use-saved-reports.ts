import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadSavedReports, type SavedReports } from '../platform/saved-reports/index.js';
import { useNearView } from './use-near-view.js';

/**
 * The device's saved reports, opened when `element` comes near the view: the store (tinybase and its IndexedDB
 * persister, 11 KiB gzip) stays out of a screen's first load. `opened` runs once with the store (a sync when online).
 * Null until then, and for good where there is no storage (private mode): the list is then simply not shown.
 */
export function useSavedReportsNearView(element: RefObject<Element>, opened?: (reports: SavedReports) => void): SavedReports | null {
  const [store, setStore] = useState<SavedReports | null>(null);
  const near = useNearView(element);
  useEffect(() => {
    if (!near) return;
    let live = true;
    loadSavedReports().then(
      (reports) => {
        if (!live) return;
        setStore(reports);
        opened?.(reports);
      },
      () => undefined,
    );
    return () => void (live = false);
  }, [near]);
  return store;
}
