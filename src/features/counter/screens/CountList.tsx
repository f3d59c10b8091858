import { Link } from '../../../platform/routing/router.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { formatDateTime } from '../../../platform/i18n/intl.js';
import { Loading } from '../../../ui/states.js';
import { totalOf } from '../data/history.js';
import type { CounterRuntime } from '../runtime.js';
import { SyncBadge } from './SyncBadge.js';

export const detailPath = (id: string) => `/${PRODUCT}/counterDetail?id=${encodeURIComponent(id)}`;

/** The user's past counts, newest first, each leading to its details (the counter's home and a detail route without an id). */
export function CountList({ runtime }: { runtime: CounterRuntime }) {
  const t = LL.value.counter;
  const history = runtime.library.entries.value;
  return (
    <section>
      <h3>{t.home.history()}</h3>
      {history === null ? (
        <Loading />
      ) : history.length === 0 ? (
        <p class="muted">{t.home.noHistory()}</p>
      ) : (
        <ul class="list counter-history">
          {history.map((h) => (
            <li key={h.id}>
              <Link to={detailPath(h.id)} class="counter-history-row">
                <span>
                  <strong>{h.name || formatDateTime(language.value, h.startedAt)}</strong>
                  <span class="muted"> {formatDateTime(language.value, h.startedAt)}</span>
                </span>
                <span>{t.home.people({ count: totalOf(h) })}</span>
                <SyncBadge where={h.where} state={runtime.syncer.state.value} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
