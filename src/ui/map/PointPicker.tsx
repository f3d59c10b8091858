/*
 * Usage (the data query entry): render `LazyPointPicker` from `src/ui/map/index.tsx`, which fetches this chunk when the
 * map nears the view:
 *
 *   <LazyPointPicker label={e.mapLabel()} describedBy={helpId}          // the instructions, shown as text beside it
 *                    point={chosen} start={DEFAULT_MAP_CENTRE} radius={500}
 *                    onPick={(p) => model.chooseOnMap(p)} landmarks={(box) => api.entryMap(box)}
 *                    zoomLabels={{ zoomIn: e.zoomIn(), zoomOut: e.zoomOut() }} />
 *
 * A tap puts the point where it lands; a drag moves the map. Keyboard: the arrow keys move the map, Enter or Space puts
 * the point at its centre (marked while the map has focus), + and − zoom. The map recentres on a point chosen elsewhere
 * (a search, the device's location), not on one picked on it. `landmarks` gives what to aim at without base-map tiles.
 */
import type { JSX, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { language } from '../../platform/i18n/index.js';
import { HEIGHT, Outlines, PADDING, RadiusMark, ScaleBar, useTiles, WIDTH, type MapOutline } from './layers.js';
import { TILE_URL } from './tiles.js';
import { centredView, circleBounds, fitView, MAX_ZOOM, project, unproject, type Bounds, type LatLon, type MapView } from './view.js';
import './map.css';

export interface Landmarks {
  outlines: readonly MapOutline[];
  places: readonly { name: string; lat: number; lon: number }[];
}

export interface PointPickerProps {
  /** The map's accessible name. */
  label: string;
  /** The id of the instructions text on the screen. */
  describedBy: string;
  /** The chosen point (marker and circle); null: nothing chosen yet, the map shows `start`. */
  point: LatLon | null;
  start: LatLon;
  /** The circle's radius in metres. */
  radius: number;
  onPick: (point: LatLon) => void;
  /** What to draw in a box (outlines, named places); a failure leaves the map without them. */
  landmarks?: (box: Bounds) => Promise<Landmarks>;
  zoomLabels: { zoomIn: string; zoomOut: string };
}

/** A city at a glance: coarser would ask the landmarks of a box wider than the server answers for. */
const MIN_ZOOM = 11;
/** Figure pixels an arrow key moves the map: a quarter of its width. */
const PAN_STEP = WIDTH / 4;
/** Screen pixels a press may move and still be a tap (fingers wobble). */
const TAP_SLOP = 6;
/** Station names drawn at once: more would cover each other on a phone. */
const NAMED_PLACES = 8;
/** Panning asks for landmarks once it pauses. */
const LANDMARK_DELAY_MS = 250;

const fitZoom = (p: LatLon, radius: number) => Math.max(MIN_ZOOM, fitView(circleBounds(p, radius), WIDTH, HEIGHT, PADDING, true).zoom);
/** The same point, give or take the rounding of whoever keeps it (the entry keeps 5 decimals). */
const same = (a: LatLon | null, b: LatLon | null) => a === b || (!!a && !!b && Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lon - b.lon) < 1e-5);

/** What to draw in the box shown, asked for once panning pauses; a failure leaves the map without them. */
function useLandmarks(landmarks: PointPickerProps['landmarks'], focus: LatLon, zoom: number): Landmarks {
  const [shown, setShown] = useState<Landmarks>({ outlines: [], places: [] });
  useEffect(() => {
    if (!landmarks) return;
    let live = true;
    const timer = setTimeout(() => {
      const view = centredView(focus, zoom, WIDTH, HEIGHT);
      const sw = unproject(view, 0, HEIGHT);
      const ne = unproject(view, WIDTH, 0);
      landmarks({ south: sw.lat, west: sw.lon, north: ne.lat, east: ne.lon }).then((l) => live && setShown(l), () => undefined);
    }, LANDMARK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [focus.lat, focus.lon, zoom]);
  return shown;
}

/**
 * The pointer on the map: a drag moves it (from where the map was when the press began), a press that moves less
 * than TAP_SLOP is a tap and picks the point under it.
 */
function usePointer({ svg, view, focus, zoom, setFocus, pick }: {
  svg: RefObject<SVGSVGElement>;
  view: MapView;
  focus: LatLon;
  zoom: number;
  setFocus(focus: LatLon): void;
  pick(point: LatLon): void;
}) {
  const press = useRef<{ id: number; x: number; y: number; focus: LatLon; dragging: boolean } | null>(null);
  /** Screen coordinates to the figure's own (the SVG is scaled to the screen's width). */
  const figurePoint = (ev: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return { x: ((ev.clientX - box.left) * WIDTH) / box.width, y: ((ev.clientY - box.top) * HEIGHT) / box.height };
  };
  return {
    onPointerDown: (ev: PointerEvent) => {
      if (ev.button !== 0) return;
      press.current = { id: ev.pointerId, x: ev.clientX, y: ev.clientY, focus, dragging: false };
      (ev.currentTarget as Element).setPointerCapture?.(ev.pointerId);
    },
    onPointerMove: (ev: PointerEvent) => {
      const p = press.current;
      if (!p || p.id !== ev.pointerId) return;
      if (!p.dragging && Math.hypot(ev.clientX - p.x, ev.clientY - p.y) < TAP_SLOP) return;
      p.dragging = true;
      const box = svg.current!.getBoundingClientRect();
      const scale = WIDTH / box.width;
      const from = centredView(p.focus, zoom, WIDTH, HEIGHT);
      setFocus(unproject(from, WIDTH / 2 - (ev.clientX - p.x) * scale, HEIGHT / 2 - (ev.clientY - p.y) * scale));
    },
    onPointerUp: (ev: PointerEvent) => {
      const p = press.current;
      press.current = null;
      if (!p || p.id !== ev.pointerId || p.dragging) return;
      const { x, y } = figurePoint(ev);
      pick(unproject(view, x, y));
    },
    onPointerCancel: () => (press.current = null),
  };
}

/** The keyboard on the map: the arrow keys move it, Enter or Space picks its centre, + and − zoom. */
function keyActions(panBy: (dx: number, dy: number) => void, pickCentre: () => void, zoomBy: (step: number) => void): Record<string, () => void> {
  return {
    ArrowLeft: () => panBy(-PAN_STEP, 0),
    ArrowRight: () => panBy(PAN_STEP, 0),
    ArrowUp: () => panBy(0, -PAN_STEP),
    ArrowDown: () => panBy(0, PAN_STEP),
    Enter: pickCentre,
    ' ': pickCentre,
    '+': () => zoomBy(1),
    '=': () => zoomBy(1),
    '-': () => zoomBy(-1),
  };
}

/** The named places of the landmarks: a dot each, and the names of the first NAMED_PLACES. */
function Places({ view, places }: { view: MapView; places: Landmarks['places'] }) {
  const named = new Set(places.slice(0, NAMED_PLACES));
  return (
    <>
      {places.map((s) => {
        const { x, y } = project(view, s.lat, s.lon);
        return (
          <g key={`${s.name}-${s.lat}`} class="point-picker-place">
            <circle cx={x} cy={y} r={2.5} />
            {named.has(s) && <text x={x + 4} y={y + 3}>{s.name}</text>}
          </g>
        );
      })}
    </>
  );
}

export default function PointPicker(props: PointPickerProps) {
  const { point, start, radius, onPick, landmarks } = props;
  const [focus, setFocus] = useState<LatLon>(point ?? start);
  const [zoom, setZoom] = useState(() => fitZoom(point ?? start, radius));
  const picked = useRef<LatLon | null>(point);
  const svg = useRef<SVGSVGElement>(null);
  const view = centredView(focus, zoom, WIDTH, HEIGHT);
  const tiles = useTiles(view, TILE_URL);

  // A point chosen elsewhere (search, device location): show it. One picked here keeps the map where it is.
  useEffect(() => {
    if (!point || same(point, picked.current)) return;
    picked.current = point;
    setFocus(point);
    setZoom(fitZoom(point, radius));
  }, [point?.lat, point?.lon]);
  const shown = useLandmarks(landmarks, focus, zoom);

  const pick = (p: LatLon) => {
    picked.current = p;
    onPick(p);
  };
  const zoomBy = (step: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z + step)));
  const panBy = (dx: number, dy: number) => setFocus(unproject(view, WIDTH / 2 + dx, HEIGHT / 2 + dy));
  const pointer = usePointer({ svg, view, focus, zoom, setFocus, pick });
  const keys = keyActions(panBy, () => pick(focus), zoomBy);
  const onKeyDown = (ev: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const action = keys[ev.key];
    if (!action || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    ev.preventDefault(); // arrows and Space would scroll the page
    action();
  };

  return (
    <div class="point-picker">
      <div
        class="point-picker-surface"
        role="application"
        aria-roledescription="map"
        aria-label={props.label}
        aria-describedby={props.describedBy}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={pointer.onPointerDown}
        onPointerMove={pointer.onPointerMove}
        onPointerUp={pointer.onPointerUp}
        onPointerCancel={pointer.onPointerCancel}
      >
        <svg ref={svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
          <rect width={WIDTH} height={HEIGHT} class="area-map-bg" />
          {tiles.images}
          <Outlines view={view} outlines={shown.outlines} />
          <Places view={view} places={shown.places} />
          {point && <RadiusMark view={view} center={point} radius={radius} />}
          <path d={`M${WIDTH / 2 - 8} ${HEIGHT / 2}h16M${WIDTH / 2} ${HEIGHT / 2 - 8}v16`} class="point-picker-aim" />
          <ScaleBar view={view} locale={language.value} />
        </svg>
      </div>
      <div class="point-picker-zoom">
        <button type="button" class="btn secondary" aria-label={props.zoomLabels.zoomIn} disabled={zoom >= MAX_ZOOM} onClick={() => zoomBy(1)}>
          +
        </button>
        <button type="button" class="btn secondary" aria-label={props.zoomLabels.zoomOut} disabled={zoom <= MIN_ZOOM} onClick={() => zoomBy(-1)}>
          −
        </button>
      </div>
    </div>
  );
}
