/** A point of the brand's store map: on a plain plot, or on slippy-map tiles when a tile server is configured. */
export interface PlottedPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface StorePlot<T> {
  points: Array<PlottedPoint<T>>;
  /** Scale bar: its length on the plot and the ground distance it stands for. */
  scaleBar: { width: number; metres: number };
}

const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/**
 * Equirectangular projection around the points' mean latitude, fitted into `width`×`height` with `padding`, north up
 * and one scale for both axes. Fine for the city-sized extents a store map shows; across a continent shapes stretch.
 */
export function plotStores<T extends { lat: number; lon: number }>(
  items: readonly T[],
  width: number,
  height: number,
  padding: number,
): StorePlot<T> {
  if (items.length === 0) return { points: [], scaleBar: { width: 0, metres: 0 } };
  const lats = items.map((i) => i.lat);
  const lons = items.map((i) => i.lon);
  const meanLat = lats.reduce((a, b) => a + b, 0) / lats.length;
  const cosLat = Math.cos((meanLat * Math.PI) / 180);
  const minX = Math.min(...lons) * cosLat;
  const maxX = Math.max(...lons) * cosLat;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  // A single store (or stores at one spot) gets a ~1 km wide view so the scale bar still means something.
  const spanDeg = Math.max(maxX - minX, maxY - minY, 1_000 / METRES_PER_DEGREE);
  const pxPerDeg = Math.min(innerW, innerH) / spanDeg;
  const offsetX = padding + (innerW - (maxX - minX) * pxPerDeg) / 2;
  const offsetY = padding + (innerH - (maxY - minY) * pxPerDeg) / 2;
  const points = items.map((item) => ({
    x: offsetX + (item.lon * cosLat - minX) * pxPerDeg,
    y: offsetY + (maxY - item.lat) * pxPerDeg,
    item,
  }));
  const pxPerMetre = pxPerDeg / METRES_PER_DEGREE;
  const metres = niceDistance((innerW / 4) / pxPerMetre);
  return { points, scaleBar: { width: metres * pxPerMetre, metres } };
}

/** The largest 1, 2 or 5 × 10ⁿ metres not above `maxMetres` (scale bars read best in round numbers). */
export function niceDistance(maxMetres: number): number {
  const power = 10 ** Math.floor(Math.log10(maxMetres));
  for (const step of [5, 2, 1]) if (step * power <= maxMetres) return step * power;
  return power;
}

/** One base-map tile placed on the plot. */
export interface PlacedTile {
  url: string;
  x: number;
  y: number;
  size: number;
}

export interface TilePlot<T> extends StorePlot<T> {
  zoom: number;
  tiles: PlacedTile[];
}

const TILE_PX = 256;
const MAX_ZOOM = 18;
const worldPx = (lat: number, lon: number, zoom: number) => {
  const scale = TILE_PX * 2 ** zoom;
  const s = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale };
};

/**
 * Web Mercator layout for a slippy-map tile server (`{z}/{x}/{y}` in `tileUrl`): the highest zoom at which every store
 * fits inside the padding, centred, with the tiles that cover the plot and a scale bar true at the stores' mean latitude.
 */
export function plotOnTiles<T extends { lat: number; lon: number }>(
  items: readonly T[],
  width: number,
  height: number,
  padding: number,
  tileUrl: string,
): TilePlot<T> {
  if (items.length === 0) return { points: [], scaleBar: { width: 0, metres: 0 }, zoom: 0, tiles: [] };
  let zoom = MAX_ZOOM;
  const extent = (z: number) => {
    const px = items.map((i) => worldPx(i.lat, i.lon, z));
    const xs = px.map((p) => p.x), ys = px.map((p) => p.y);
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  };
  while (zoom > 0) {
    const e = extent(zoom);
    if (e.maxX - e.minX <= width - 2 * padding && e.maxY - e.minY <= height - 2 * padding) break;
    zoom--;
  }
  // A single store gets a street-level view rather than the highest zoom.
  zoom = Math.min(zoom, 16);
  const e = extent(zoom);
  const originX = (e.minX + e.maxX) / 2 - width / 2;
  const originY = (e.minY + e.maxY) / 2 - height / 2;
  const points = items.map((item) => {
    const p = worldPx(item.lat, item.lon, zoom);
    return { x: p.x - originX, y: p.y - originY, item };
  });
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(originY / TILE_PX); ty <= Math.floor((originY + height) / TILE_PX); ty++) {
    for (let tx = Math.floor(originX / TILE_PX); tx <= Math.floor((originX + width) / TILE_PX); tx++) {
      if (ty < 0 || ty >= count) continue;
      const wrapped = ((tx % count) + count) % count;
      tiles.push({ url: tileUrl.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)), x: tx * TILE_PX - originX, y: ty * TILE_PX - originY, size: TILE_PX });
    }
  }
  const meanLat = items.reduce((s, i) => s + i.lat, 0) / items.length;
  const metresPerPx = (2 * Math.PI * EARTH_RADIUS_M * Math.cos((meanLat * Math.PI) / 180)) / (TILE_PX * count);
  const metres = niceDistance(((width - 2 * padding) / 4) * metresPerPx);
  return { points, scaleBar: { width: metres / metresPerPx, metres }, zoom, tiles };
}
