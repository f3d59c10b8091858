import type { AreaQuery } from '../../../../contracts/area.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { LazyAreaMap, type MapGroup, type MapOutline, type MapPoint, type Ring } from '../../../ui/map/index.js';
import { metres } from './format.js';

export interface PlaceLayer {
  key: string;
  label: string;
  places: readonly { name: string; lat: number; lon: number }[];
}

/** The query's circle with named places in layers (competitors, stops, stations), fetched only when shown. */
export function PlacesMap({ query, layers, outlines = [], cells = [] }: {
  query: AreaQuery;
  layers: PlaceLayer[];
  outlines?: readonly MapOutline[];
  /** Grid cells as boundary rings (the server sends them drawn-ready). */
  cells?: readonly Ring[];
}) {
  const locale = language.value;
  const shown = layers.filter((l) => l.places.length > 0);
  const groups: MapGroup[] = shown.map((l) => ({ key: l.key, label: l.label }));
  const points: MapPoint[] = shown.flatMap((l) => l.places.map((p, i) => ({ id: `${l.key}-${i}`, lat: p.lat, lon: p.lon, name: p.name, group: l.key })));
  return (
    <LazyAreaMap
      label={LL.value.area.report.mapLabel({ radius: metres(query.radius, locale), count: points.length })}
      center={{ lat: query.lat, lon: query.lon }}
      radius={query.radius}
      points={points}
      groups={groups}
      outlines={outlines}
      cells={cells}
    />
  );
}
