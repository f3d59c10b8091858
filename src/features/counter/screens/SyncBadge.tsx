import { LL } from '../../../platform/i18n/index.js';
import type { SyncState } from '../data/sync.js';
import type { HistoryEntry } from '../data/history.js';

/** Where a count is: only on this phone (and whether a retry is pending), syncing, or on the server. */
export function SyncBadge({ where, state }: { where: HistoryEntry['where']; state: SyncState }) {
  const t = LL.value.counter.sync;
  const label =
    where !== 'local' ? t.synced() : state === 'syncing' ? t.syncing() : state === 'retrying' ? t.retrying() : t.local();
  return (
    <span class={`sync-badge sync-${where === 'local' ? state : 'synced'}`} data-testid="sync-badge">
      {label}
    </span>
  );
}
