/*
 * Usage (AREA-SCREENS, the brand report, later the recommendation screens): render the lazy wrapper from
 * `src/ui/map/index.tsx`, which fetches this chunk only when a map is shown:
 *
 *   <LazyAreaMap label={t.mapLabel({ count: pois.length, place })}        // the text alternative: what the map shows
 *                center={{ lat: query.lat, lon: query.lon }} radius={query.radius}
 *                points={pois.map((p) => ({ id: p.id, lat: p.lat, lon: p.lon, name: p.name, group: p.category }))}
 *                groups={categories.map((c) => ({ key: c.key, label: c.name }))}   // legend, in the user's language
 *                cells={cellRings} outlines={planningAreas} />
 *
 * The map is an image (role="img" with `label`); the places it shows must also be listed as text on the screen.
 * With a centre and a radius the view fits the circle, else it fits the points. Rings are arrays of [lon, lat]; H3
 * cells must arrive as rings (their boundaries, from the server): h3-js in the browser would be 60.8 KiB gzip.
 * Base-map tiles come from VITE_TILE_URL (a `{z}/{x}/{y}` template) with VITE_TILE_CREDIT, set at build time; without
 * them the layers are drawn on a plain background with the streets of the imported data (traced through their stops,
 * GET /v1/geo/streets), which the caption says with their source, and no tile credit is shown.
 */
import type { JSX } from 'preact';
import { useMemo, useRef } from 'preact/hooks';
import { language, LL, useNamespace } from '../../platform/i18n/index.js';
import { distanceText, HEIGHT, Outlines, PADDING, RadiusMark, ScaleBar, useTiles, WIDTH, type MapOutline, type Ring } from './layers.js';
import { TILE_CREDIT, TILE_URL } from './tiles.js';
import { useDrawnWhenSeen } from './use-drawn-when-seen.js';
import { useStreets } from './streets.js';
import { wordVintage } from '../../../contracts/vintage.js';
import { circleBounds, fitView, pointBounds, project, ringsPath, scaleBar, type LatLon } from './view.js';
import './map.css';

export type { MapOutline, Ring };

export interface HeatCell {
  ring: Ring;
  score: number;
}

/** The heat layer's shade of a score: 5 steps between the lowest and the highest cell shown, so every step is told apart. */
const heatOpacity = (score: number, min: number, max: number) => 0.12 + 0.14 * Math.min(4, Math.floor(((score - min) / (max - min || 1)) * 5));

export interface MapPoint extends LatLon {
  id: string;
  name: string;
  /** Key of its group in `groups` (a POI category, a store status). */
  group: string;
}

export interface MapGroup {
  key: string;
  /** Legend text, in the user's language; a group without one has no legend entry. */
  label?: string;
  /** Drawn as a ring rather than a dot (e.g. stores gone since). */
  hollow?: boolean;
}

export interface AreaMapProps {
  /** The text alternative: what the map shows, in the user's language. */
  label: string;
  center?: LatLon | null;
  /** Metres around `center`: the report's circle. */
  radius?: number | null;
  points?: readonly MapPoint[];
  /** Legend and colours of the points' groups, in this order. */
  groups?: readonly MapGroup[];
  /** H3 cells (or any grid) as rings. */
  cells?: readonly Ring[];
  /** Area outlines, e.g. planning areas. */
  outlines?: readonly MapOutline[];
  /** Scored cells drawn as a heat layer (darker: higher score), with its legend entry (e.g. 'Cell score: low → high'). */
  heat?: { cells: readonly HeatCell[]; legend: string };
  tileUrl?: string;
  tileCredit?: string;
}

/** Okabe–Ito colours: told apart with the common colour-vision deficiencies. */
const PALETTE = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#8c6d00', '#000000'];
/** A point whose group is not in `groups` (SVG presentation attributes take no CSS variables: --ink-2 written out). */
const UNGROUPED = '#5b6475';

export default function AreaMap(props: AreaMapProps) {
  const { center = null, radius = null, points = [], groups = [], cells = [], outlines = [], heat = null } = props;
  const tileUrl = props.tileUrl ?? TILE_URL;
  const tileCredit = props.tileCredit ?? TILE_CREDIT;
  const figure = useRef<HTMLElement>(null);
  const drawn = useDrawnWhenSeen(figure, points.length);
  const view = useMemo(() => {
    const bounds = center && radius ? circleBounds(center, radius) : pointBounds(points) ?? (center && circleBounds(center, 0));
    return bounds && fitView(bounds, WIDTH, HEIGHT, PADDING, tileUrl !== '');
  }, [center?.lat, center?.lon, radius, points, tileUrl]);
  const ready = useNamespace('map');
  const tiles = useTiles(view, tileUrl);
  const streets = useStreets(view, tileUrl === '');
  if (!view) return null;

  const t = LL.value.map;
  const locale = language.value;
  const distance = ready ? distanceText(scaleBar(view, PADDING).metres, locale) : '';
  const style = new Map(groups.map((g, i) => [g.key, { colour: PALETTE[i % PALETTE.length]!, hollow: g.hollow === true }]));
  const counts = new Map<string, number>();
  for (const p of points) counts.set(p.group, (counts.get(p.group) ?? 0) + 1);
  const key = (extra: string, colours?: JSX.CSSProperties) => <span class={`area-map-key ${extra}`} aria-hidden="true" style={colours} />;
  const legend = !ready ? [] : [
    center && radius && <li key="radius">{key('area-map-key-radius')}{t.radius({ distance: distanceText(radius, locale) })}</li>,
    ...groups.map((g) => {
      const s = style.get(g.key)!;
      return g.label && <li key={g.key}>{key('', s.hollow ? { borderColor: s.colour } : { background: s.colour })}{t.group({ name: g.label, count: counts.get(g.key) ?? 0 })}</li>;
    }),
    outlines.length > 0 && <li key="outlines">{key('area-map-key-outline')}{t.outlines({ names: outlines.map((o) => o.name).join(', ') })}</li>,
    cells.length > 0 && <li key="cells">{key('area-map-key-cells')}{t.cells({ count: cells.length })}</li>,
    heat && heat.cells.length > 0 && <li key="heat">{key('area-map-key-heat')}{heat.legend}</li>,
  ].filter(Boolean);
  const scores = heat?.cells.map((c) => c.score) ?? [];
  const [low, high] = [Math.min(...scores), Math.max(...scores)];

  return (
    <figure class="area-map" ref={figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.label}>
        <rect width={WIDTH} height={HEIGHT} class="area-map-bg" />
        {tiles.images}
        {streets && <path d={ringsPath(view, streets.streets.flatMap((s) => s.runs as unknown as Ring[]), false)} class="area-map-street" />}
        <Outlines view={view} outlines={outlines} />
        {cells.length > 0 && <path d={ringsPath(view, cells)} class="area-map-cells" />}
        {heat?.cells.map((c, i) => <path key={i} d={ringsPath(view, [c.ring])} class="area-map-heat" fill-opacity={heatOpacity(c.score, low, high)} />)}
        {center && <RadiusMark view={view} center={center} radius={radius} />}
        {points.slice(0, drawn).map((p) => {
          const { x, y } = project(view, p.lat, p.lon);
          const s = style.get(p.group);
          return (
            <circle key={p.id} cx={x} cy={y} r={4} fill={s?.hollow ? '#fff' : s?.colour ?? UNGROUPED} stroke={s?.hollow ? s.colour : '#fff'} class="area-map-dot">
              <title>{p.name}</title>
            </circle>
          );
        })}
        <ScaleBar view={view} locale={locale} />
        {tiles.shown > 0 && tileCredit && (
          <text x={WIDTH - 4} y={HEIGHT - 4} text-anchor="end" class="area-map-credit">
            {tileCredit}
          </text>
        )}
      </svg>
      {/* The drawing needs no texts: legend and caption follow when the map's texts arrive. */}
      {ready && (
        <figcaption>
          {legend.length > 0 && <ul class="area-map-legend">{legend}</ul>}
          <p class="muted">
            {t.scaleBar({ distance })}
            {tiles.shown > 0 ? (tileCredit ? ` · ${t.tileCredit({ credit: tileCredit })}` : '') : ` · ${t.plainBackground()}`}
            {streets && streets.streets.length > 0 && ` ${t.streets({ sources: streets.datasets.map((d) => `${d.name} (${wordVintage(d.vintage, language.value, LL.value.provenance)})`).join(', ') })}`}
          </p>
        </figcaption>
      )}
    </figure>
  );
}
