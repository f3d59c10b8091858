import type { StorePoint } from '../../../contracts/geo.js';
import { useMemo } from 'preact/hooks';
import { LL } from '../../platform/i18n/index.js';
import { LazyAreaMap, type MapGroup } from '../../ui/map/index.js';


/**
 * The brand's stores on the shared map figure (src/ui/map): fetched when it nears the view, on base-map tiles with
 * their credit where a tile server is configured, else on a plain background that says so.
 */
export function StoreMap({ stores, tileUrl, tileCredit }: { stores: readonly StorePoint[]; tileUrl?: string; tileCredit?: string }) {
  const points = useMemo(
    () => stores.map((s) => ({ id: s.id, lat: s.lat, lon: s.lon, name: s.name, group: s.status === 'current' ? 'current' : 'other' })),
    [stores],
  );
  const r = LL.value.brand.report;
  // Stores counted as current are dots; the others (gone since, merged, not in the latest source) rings: the legend says so.
  const groups: MapGroup[] = [{ key: 'current', label: r.mapCurrent() }, { key: 'other', hollow: true, label: r.mapOther() }];
  return (
    <LazyAreaMap
      label={LL.value.brand.report.storeMapLabel({ count: stores.length })}
      points={points}
      groups={groups}
      tileUrl={tileUrl}
      tileCredit={tileCredit}
    />
  );
}
