import type { StorePoint } from '../../../server/geo/contract.js';
import { language, LL } from '../../platform/i18n/index.js';
import { plotStores } from './model/store-map.js';

const WIDTH = 320;
const HEIGHT = 220;
const PADDING = 16;

/** Ground distance in the user's language and the unit that reads best (m under a kilometre, else km). */
function distanceText(metres: number, locale: string): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: km ? 'kilometer' : 'meter', maximumFractionDigits: 1 }).format(
    km ? metres / 1000 : metres,
  );
}

/**
 * The brand's stores as points on a small SVG plot with a scale bar and the OpenStreetMap attribution (ODbL). No tile
 * server is reachable, so there is no base map: the plot shows where stores lie relative to each other.
 */
export function StoreMap({ stores }: { stores: readonly StorePoint[] }) {
  const r = LL.value.brand.report;
  const { points, scaleBar } = plotStores(stores, WIDTH, HEIGHT, PADDING);
  const distance = distanceText(scaleBar.metres, language.value);
  return (
    <figure class="store-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={r.storeMapLabel({ count: stores.length })}>
        <rect width={WIDTH} height={HEIGHT} class="store-map-bg" />
        {points.map(({ x, y, item }) => (
          <circle key={item.id} cx={x} cy={y} r={4} class={item.inLatestSnapshot ? 'store-open' : 'store-gone'}>
            <title>{item.name}</title>
          </circle>
        ))}
        <g transform={`translate(${PADDING} ${HEIGHT - 10})`} class="store-map-scale">
          <path d={`M0 -4 V0 H${scaleBar.width} V-4`} />
          <text x={0} y={-7}>{distance}</text>
        </g>
        <text x={WIDTH - 4} y={HEIGHT - 4} text-anchor="end" class="store-map-attribution">
          {r.attribution()}
        </text>
      </svg>
      <figcaption class="muted">{r.scaleBar({ distance })}</figcaption>
    </figure>
  );
}
