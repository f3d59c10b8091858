import type { StorePoint } from '../../../contracts/geo.js';
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { language, LL } from '../../platform/i18n/index.js';
import { plotOnTiles, plotStores } from './model/store-map.js';

const WIDTH = 320;
const HEIGHT = 220;
const PADDING = 16;

/**
 * A slippy-map tile server for the store map's background (`{z}/{x}/{y}` template) and the credit its licence asks
 * for, both set at build time (VITE_TILE_URL, VITE_TILE_CREDIT). Without them the map is a plain plot.
 */
const TILE_URL: string = import.meta.env.VITE_TILE_URL ?? '';
const TILE_CREDIT: string = import.meta.env.VITE_TILE_CREDIT ?? '';

/** Ground distance in the user's language and the unit that reads best (m under a kilometre, else km). */
function distanceText(metres: number, locale: string): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(
    km ? metres / 1000 : metres,
  );
}

/** Store dots added per idle moment: small enough that no batch is a long task on a slow phone. */
const DOTS_PER_BATCH = 50;

/**
 * How many of `total` dots to draw: none until the map comes near the view, then a batch each time the main thread is
 * idle. Drawing Starbucks' 649 stores (a circle and a title each) in the report's first task blocked its load
 * (Lighthouse TBT), though the map sits below the first screen.
 */
function useDotsWhenSeenAndIdle(map: RefObject<Element>, total: number): number {
  const [seen, setSeen] = useState(typeof IntersectionObserver !== 'function');
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const el = map.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  useEffect(() => {
    if (!seen || shown >= total) return;
    const more = () => setShown((n) => n + DOTS_PER_BATCH);
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(more, 1);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(more, { timeout: 1_000 });
    return () => cancelIdleCallback(idle);
  }, [seen, shown, total]);
  return Math.min(shown, total);
}

/**
 * The brand's stores as points with a scale bar: on map tiles with their provider's credit where a tile server is
 * configured, else on a plain background that says it is not a map (and credits no map it does not show).
 */
export function StoreMap({ stores, tileUrl = TILE_URL, tileCredit = TILE_CREDIT }: { stores: readonly StorePoint[]; tileUrl?: string; tileCredit?: string }) {
  const r = LL.value.brand.report;
  const plot = useMemo(
    () => (tileUrl ? plotOnTiles(stores, WIDTH, HEIGHT, PADDING, tileUrl) : { ...plotStores(stores, WIDTH, HEIGHT, PADDING), tiles: [] }),
    [stores, tileUrl],
  );
  const { points, scaleBar, tiles } = plot;
  const figure = useRef<HTMLElement>(null);
  const dots = useDotsWhenSeenAndIdle(figure, points.length);
  const distance = distanceText(scaleBar.metres, language.value);
  return (
    <figure class="store-map" ref={figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={r.storeMapLabel({ count: stores.length })}>
        <rect width={WIDTH} height={HEIGHT} class="store-map-bg" />
        {tiles.map((t) => (
          <image key={t.url} href={t.url} x={t.x} y={t.y} width={t.size} height={t.size} />
        ))}
        {points.slice(0, dots).map(({ x, y, item }) => (
          <circle key={item.id} cx={x} cy={y} r={4} class={item.status === 'current' ? 'store-open' : 'store-gone'}>
            <title>{item.name}</title>
          </circle>
        ))}
        <g transform={`translate(${PADDING} ${HEIGHT - 10})`} class="store-map-scale">
          <path d={`M0 -4 V0 H${scaleBar.width} V-4`} />
          <text x={0} y={-7}>{distance}</text>
        </g>
        {tiles.length > 0 && tileCredit && (
          <text x={WIDTH - 4} y={HEIGHT - 4} text-anchor="end" class="store-map-attribution">
            {tileCredit}
          </text>
        )}
      </svg>
      <figcaption class="muted">
        {r.scaleBar({ distance })}
        {tiles.length > 0 ? (tileCredit ? ` · ${r.tileCredit({ credit: tileCredit })}` : '') : ` · ${r.plainBackground()}`}
      </figcaption>
    </figure>
  );
}
