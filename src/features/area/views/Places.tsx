import { language, LL } from '../../../platform/i18n/index.js';
import { metres } from './format.js';

/** Named places nearest first (stores, competitors, stops), with their straight-line distance from the point. */
export function Places({ title, places }: { title: string; places: { name: string; distanceM: number; kind?: string }[] }) {
  const r = LL.value.area.report;
  const locale = language.value;
  const sorted = [...places].sort((a, b) => a.distanceM - b.distanceM);
  return (
    <div class="area-places">
      <h4>{title}</h4>
      {sorted.length === 0 ? (
        <p class="muted">{r.none()}</p>
      ) : (
        <ol class="list">
          {sorted.map((p, i) => (
            <li key={`${p.name}-${i}`}>
              <span>{p.name}</span>
              <span class="muted">{r.distance({ distance: metres(p.distanceM, locale) })}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
