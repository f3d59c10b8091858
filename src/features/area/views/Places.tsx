import type { DatasetRef } from '../../../../contracts/figure.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { localVintage } from '../../../ui/figure-format.js';
import { metres } from './format.js';

/** Named places nearest first (stores, competitors, stops), with their straight-line distance from the point. */
export function Places({ title, places, source }: {
  title: string;
  /** `detail`: what the place is (a rail station or one of its exits), in the user's language. */
  places: readonly { name: string; distanceM: number; detail?: string }[];
  /** Where the list comes from (dataset names and dates), when it is not a figure's. */
  source?: readonly DatasetRef[];
}) {
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
              <span>
                {p.name}
                {p.detail && <span class="muted"> · {p.detail}</span>}
              </span>
              <span class="muted">{r.distance({ distance: metres(p.distanceM, locale) })}</span>
            </li>
          ))}
        </ol>
      )}
      {source && source.length > 0 && <div class="figure-source">{source.map((d) => `${d.name} · ${localVintage(d.vintage, LL.value)}`).join('; ')}</div>}
    </div>
  );
}
