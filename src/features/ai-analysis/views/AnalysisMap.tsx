import type { AiAnalysisBlocks, MapPin } from '../../../../contracts/ai-analysis.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { metres } from '../../../ui/format.js';
import { LazyAreaMap, type MapGroup } from '../../../ui/map/index.js';

type MapData = NonNullable<AiAnalysisBlocks['map']['data']>;
const KINDS: readonly MapPin['kind'][] = ['competitor', 'anchor', 'own'];

/**
 * The business circle: the site's circle with competitors, anchors and the brand's own stores (the legend names each
 * kind with its count), and the same places listed as text with their distances.
 */
export function AnalysisMap({ map }: { map: MapData }) {
  const t = LL.value.aiAnalysis.circle;
  const locale = language.value;
  const names: Record<MapPin['kind'], string> = { competitor: t.competitors(), anchor: t.anchors(), own: t.own() };
  const groups: MapGroup[] = KINDS.filter((k) => map.pins.some((p) => p.kind === k)).map((k) => ({ key: k, label: names[k] }));
  const byDistance = [...map.pins].sort((a, b) => a.distanceM - b.distanceM);
  return (
    <>
      <LazyAreaMap
        label={t.label({ radius: metres(map.radius, locale), count: map.pins.length })}
        center={{ lat: map.lat, lon: map.lon }}
        radius={map.radius}
        points={map.pins.map((p, i) => ({ id: `${p.kind}-${i}`, lat: p.lat, lon: p.lon, name: p.name, group: p.kind }))}
        groups={groups}
      />
      {byDistance.length > 0 && (
        <>
          <h4>{t.list()}</h4>
          <ul class="list ai-places">
            {byDistance.map((p, i) => (
              <li key={`${p.kind}-${i}`} data-pin={p.kind}>
                <span>
                  {p.name} <span class="muted">· {names[p.kind]}</span>
                </span>
                <span class="muted">{t.away({ distance: metres(p.distanceM, locale) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
