import { useRef } from 'preact/hooks';
import { language, LL } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { useSavedReportsNearView } from '../../../ui/use-saved-reports.js';
import { areaApi } from '../api.js';
import { dataQueryPath } from '../model/paths.js';
import { coordinates, dateText, metres } from './format.js';

/**
 * The user's saved reports from the device's store (so the list opens offline), synced with the server's list when
 * online; each says the data version it was made from and can be removed. The store (tinybase and its IndexedDB
 * persister, 11 KiB gzip) is fetched when the list comes near the view: the entry's first screen is choosing a place,
 * and fetching it during the load made the entry's cold open 64 KiB against the 45 KiB budget.
 */
export function SavedReportsList() {
  const placeholder = useRef<HTMLDivElement>(null);
  const store = useSavedReportsNearView(placeholder, (reports) => {
    if (navigator.onLine !== false) void reports.sync(areaApi.saved, areaApi.remove).catch(() => undefined);
  });
  if (!store) return <div ref={placeholder} />;

  const t = LL.value.area;
  const locale = language.value;
  const reports = store.list.value;
  return (
    <section class="card area-saved">
      <h3>{t.entry.saved()}</h3>
      {reports.length === 0 ? (
        <p class="muted">{t.entry.noSaved()}</p>
      ) : (
        <ul class="list">
          {reports.map((r) => {
            const name = r.placeName ?? coordinates(r.lat, r.lon, locale);
            return (
              <li key={r.id}>
                <Link class="area-saved-link" to={dataQueryPath(r.id)}>
                  <strong>{name}</strong>
                  <span class="muted">
                    {metres(r.radius, locale)} · {dateText(r.createdAt, locale)}
                  </span>
                  <span class="muted">{t.report.dataVersion({ version: dateText(r.dataVersion, locale) })}</span>
                </Link>
                <button type="button" class="btn secondary area-remove" aria-label={t.entry.removeNamed({ name })} onClick={() => void store.remove(r.id)}>
                  {t.entry.remove()}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
