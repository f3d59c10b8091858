import { useState } from 'preact/hooks';
import { numberFormat } from '../../platform/i18n/intl.js';
import { metresPerPx, project, ringsPath, scaleBar, tilesFor, type LatLon, type MapView } from './view.js';

/** Every map is drawn in this box (CSS scales it to the screen's width) and keeps this margin for its scale bar. */
export const WIDTH = 320;
export const HEIGHT = 240;
export const PADDING = 16;

export type Ring = ReadonlyArray<readonly [number, number]>;

export interface MapOutline {
  name: string;
  rings: readonly Ring[];
}

/** Ground distance in the user's language and the unit that reads best (m under a kilometre, else km). */
export function distanceText(metres: number, locale: string): string {
  const km = metres >= 1000;
  return numberFormat(locale, { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(
    km ? metres / 1000 : metres,
  );
}

/** The base-map tiles of a view; tiles that did not load (offline, a content policy, a wrong URL) are dropped and never credited. */
export function useTiles(view: MapView | null, tileUrl: string) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const tiles = view && tileUrl ? tilesFor(view, tileUrl).filter((tile) => !broken.has(tile.url)) : [];
  const images = tiles.map((tile) => (
    <image
      key={tile.url}
      href={tile.url}
      x={tile.x}
      y={tile.y}
      width={256}
      height={256}
      onError={() => setBroken((was) => new Set(was).add(tile.url))}
    />
  ));
  return { shown: tiles.length, images };
}

export function Outlines({ view, outlines }: { view: MapView; outlines: readonly MapOutline[] }) {
  return (
    <>
      {outlines.map((o) => (
        <path key={o.name} d={ringsPath(view, o.rings)} class="area-map-outline">
          <title>{o.name}</title>
        </path>
      ))}
    </>
  );
}

/** The report's circle and a cross on its centre. */
export function RadiusMark({ view, center, radius }: { view: MapView; center: LatLon; radius: number | null }) {
  const m = project(view, center.lat, center.lon);
  return (
    <>
      {radius && <circle cx={m.x} cy={m.y} r={radius / metresPerPx(view)} class="area-map-radius" />}
      <path d={`M${m.x - 6} ${m.y}H${m.x + 6}M${m.x} ${m.y - 6}V${m.y + 6}`} class="area-map-center" />
    </>
  );
}

/** A scale bar true at the view's centre, bottom left. */
export function ScaleBar({ view, locale }: { view: MapView; locale: string }) {
  const bar = scaleBar(view, PADDING);
  return (
    <g transform={`translate(${PADDING} ${HEIGHT - 10})`} class="area-map-scale">
      <path d={`M0 -4 V0 H${bar.width} V-4`} />
      <text x={0} y={-7}>{distanceText(bar.metres, locale)}</text>
    </g>
  );
}
