/*
 * Web Mercator layout of a map figure: the zoom and offset that fit what is shown, where a point falls on the figure,
 * the slippy-map tiles that cover it (when a tile server is configured) and a scale bar true at the centre.
 */

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapView {
  width: number;
  height: number;
  zoom: number;
  /** World pixel (at `zoom`) of the figure's top-left corner. */
  originX: number;
  originY: number;
  /** Latitude the scale bar is true at. */
  centerLat: number;
}

export const TILE_PX = 256;
const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;
const MAX_LAT = 85.0511;
/** Street level: a single point is not shown closer than this. */
export const MAX_ZOOM = 17;
/** The smallest extent a view shows (metres), so one point still has a scale bar that means something. */
const MIN_SPAN_M = 1_000;

function worldPx(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = TILE_PX * 2 ** zoom;
  const s = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale };
}

/** The box around a circle of `radiusM` metres (a small circle: degrees scaled by the latitude). */
export function circleBounds(center: LatLon, radiusM: number): Bounds {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLon = radiusM / (METRES_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180));
  return { south: center.lat - dLat, north: center.lat + dLat, west: center.lon - dLon, east: center.lon + dLon };
}

/** The box around the points; null when there are none. */
export function pointBounds(points: readonly LatLon[]): Bounds | null {
  if (points.length === 0) return null;
  let south = Infinity, west = Infinity, north = -Infinity, east = -Infinity;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lon);
    east = Math.max(east, p.lon);
  }
  return { south, west, north, east };
}

/**
 * The view that shows `bounds` whole inside `padding`, centred. `wholeZoom`: a zoom level of the tile pyramid (tiles are
 * drawn at their own size), else the closest fit.
 */
export function fitView(bounds: Bounds, width: number, height: number, padding: number, wholeZoom: boolean): MapView {
  const centerLat = (bounds.south + bounds.north) / 2;
  const padded = spanAtLeast(bounds, centerLat);
  const sw = worldPx(padded.south, padded.west, 0);
  const ne = worldPx(padded.north, padded.east, 0);
  const fit = Math.min((width - 2 * padding) / (ne.x - sw.x), (height - 2 * padding) / (sw.y - ne.y));
  const exact = Math.min(MAX_ZOOM, Math.log2(fit));
  const zoom = wholeZoom ? Math.floor(exact) : exact;
  const scale = 2 ** zoom;
  return {
    width,
    height,
    zoom,
    originX: ((sw.x + ne.x) / 2) * scale - width / 2,
    originY: ((sw.y + ne.y) / 2) * scale - height / 2,
    centerLat,
  };
}

function spanAtLeast(b: Bounds, lat: number): Bounds {
  const needLat = Math.max(0, MIN_SPAN_M / METRES_PER_DEGREE - (b.north - b.south)) / 2;
  const needLon = Math.max(0, MIN_SPAN_M / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)) - (b.east - b.west)) / 2;
  return { south: b.south - needLat, north: b.north + needLat, west: b.west - needLon, east: b.east + needLon };
}

/** A view of `width` × `height` figure pixels with `center` in its middle, at `zoom` (the map a user pans and zooms). */
export function centredView(center: LatLon, zoom: number, width: number, height: number): MapView {
  const c = worldPx(center.lat, center.lon, zoom);
  return { width, height, zoom, originX: c.x - width / 2, originY: c.y - height / 2, centerLat: center.lat };
}

/** The place under a figure pixel: the inverse of `project` (a tap on the map). Longitude wraps into -180…180. */
export function unproject(view: MapView, x: number, y: number): LatLon {
  const scale = TILE_PX * 2 ** view.zoom;
  const lon = ((view.originX + x) / scale) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (view.originY + y)) / scale))) * 180) / Math.PI;
  return { lat, lon: ((((lon + 180) % 360) + 360) % 360) - 180 };
}

/** Where a place falls on the figure. */
export function project(view: MapView, lat: number, lon: number): { x: number; y: number } {
  const p = worldPx(lat, lon, view.zoom);
  return { x: p.x - view.originX, y: p.y - view.originY };
}

/** Ground metres per figure pixel at the view's centre latitude. */
export function metresPerPx(view: MapView): number {
  return (2 * Math.PI * EARTH_RADIUS_M * Math.cos((view.centerLat * Math.PI) / 180)) / (TILE_PX * 2 ** view.zoom);
}

/** A scale bar about a quarter of the figure wide, in a round distance. */
export function scaleBar(view: MapView, padding: number): { width: number; metres: number } {
  const perPx = metresPerPx(view);
  const metres = niceDistance(((view.width - 2 * padding) / 4) * perPx);
  return { width: metres / perPx, metres };
}

/** The largest 1, 2 or 5 × 10ⁿ metres not above `maxMetres` (scale bars read best in round numbers). */
export function niceDistance(maxMetres: number): number {
  const power = 10 ** Math.floor(Math.log10(maxMetres));
  for (const step of [5, 2, 1]) if (step * power <= maxMetres) return step * power;
  return power;
}

/** An SVG path of rings of [lon, lat] (outlines, H3 cells), or of open lines (streets) when not `closed`. */
export function ringsPath(view: MapView, rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>, closed = true): string {
  return rings
    .map((ring) => ring.map(([lon, lat], i) => {
      const { x, y } = project(view, lat, lon);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    }).join('') + (closed ? 'Z' : ''))
    .join('');
}

export interface PlacedTile {
  url: string;
  x: number;
  y: number;
}

/** The tiles (`{z}/{x}/{y}` in `tileUrl`) covering a view at a whole zoom level; none when the zoom is not whole. */
export function tilesFor(view: MapView, tileUrl: string): PlacedTile[] {
  if (!Number.isInteger(view.zoom)) return [];
  const count = 2 ** view.zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(view.originY / TILE_PX); ty <= Math.floor((view.originY + view.height) / TILE_PX); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(view.originX / TILE_PX); tx <= Math.floor((view.originX + view.width) / TILE_PX); tx++) {
      const wrapped = ((tx % count) + count) % count;
      const url = tileUrl.replace('{z}', String(view.zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty));
      tiles.push({ url, x: tx * TILE_PX - view.originX, y: ty * TILE_PX - view.originY });
    }
  }
  return tiles;
}
