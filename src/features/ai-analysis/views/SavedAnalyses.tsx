import { useRef } from 'preact/hooks';
import { language, LL } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { coordinates, dateText, metres } from '../../../ui/format.js';
import { useSavedReportsNearView } from '../../../ui/use-saved-reports.js';
import { analysisPath } from '../model/paths.js';

/** The analyses this device keeps (they open offline), each with the data version it was made from; none, no list. */
export function SavedAnalyses() {
  const placeholder = useRef<HTMLDivElement>(null);
  const store = useSavedReportsNearView(placeholder);
  if (!store) return <div ref={placeholder} />;
  const kept = store.list.value.filter((r) => r.unlocked.includes('ai-analysis') || store.getAnalysis(r.id));
  if (kept.length === 0) return null;

  const t = LL.value.aiAnalysis;
  const locale = language.value;
  return (
    <section class="card ai-saved">
      <h3>{t.select.saved()}</h3>
      <ul class="list">
        {kept.map((r) => (
          <li key={r.id}>
            <Link class="ai-saved-link" to={analysisPath(r.id)}>
              <strong>{r.placeName ?? coordinates(r.lat, r.lon, locale)}</strong>
              <span class="muted">
                {metres(r.radius, locale)} · {dateText(r.createdAt, locale)}
              </span>
              <span class="muted">{t.report.dataVersion({ version: dateText(r.dataVersion, locale) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
