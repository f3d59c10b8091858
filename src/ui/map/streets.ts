import { useEffect, useState } from 'preact/hooks';
import type { Streets } from '../../../contracts/geo.js';
import { streetsBoxFits } from '../../../contracts/streets-box.js';
import { getPublic } from '../../api/request.js';
import { language } from '../../platform/i18n/index.js';
import { unproject, type MapView } from './view.js';

/**
 * The streets of the imported data in a view no wider than a city (GET /v1/geo/streets), for maps without a base map: fetched once the map
 * is drawn, so the figure never waits for them; null until they arrive and where they cannot (offline: no streets).
 */
export function useStreets(view: MapView | null, wanted: boolean): Streets | null {
  const [streets, setStreets] = useState<Streets | null>(null);
  const seen = view && wanted ? boxOf(view) : null;
  // A map wider than a city (a brand's stores across Asia) has no streets to draw.
  const box = seen && streetsBoxFits(seen) ? seen : null;
  const key = box ? `${Object.values(box).map((v) => v.toFixed(4)).join(',')}:${language.value}` : '';
  useEffect(() => {
    if (!box) return;
    let live = true;
    getPublic<Streets>('/v1/geo/streets', { query: { ...box, lang: language.value }, silent: true }).then(
      (s) => live && setStreets(s),
      () => undefined,
    );
    return () => void (live = false);
  }, [key]);
  return box ? streets : null;
}

function boxOf(view: MapView) {
  const nw = unproject(view, 0, 0);
  const se = unproject(view, view.width, view.height);
  return { south: se.lat, west: nw.lon, north: nw.lat, east: se.lon };
}
