import { lazy } from 'preact-iso';
import { useParams, useSearchParams } from '../../../platform/routing/router.js';
import { parseQueryId } from '../model/paths.js';
import { DataQueryEntry } from '../views/DataQueryEntry.js';
import '../area.css';

/**
 * The report's code comes only with a report: the entry's cold open stays within the 45 KiB every route gets (the
 * report view, its sections and loader were 2.9 KiB of the entry's 46.5 KiB).
 */
const DataQueryReport = lazy(() => import('./DataQueryReport.js'));

/** `/report/data-query/:id?`: without an id the entry (place, radius, industry); with one the saved query's report. */
export default function DataQueryScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const raw = id ?? search.get('id');
  if (!raw) return <DataQueryEntry />;
  return <DataQueryReport id={parseQueryId(raw)} />;
}
