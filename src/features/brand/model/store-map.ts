/** A point of the brand's store map on a plain SVG plot (no tile server is reachable, so no map library). */
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
