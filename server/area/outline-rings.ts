import type { Outline } from '../../contracts/area.js';

/**
 * A phone's map of a few kilometres needs no more than this: a ring keeps at most MAX_RING_POINTS points (every n-th,
 * the last closes it) at 4 decimals (about 11 m, 2 px of a 1 km report map on a 360 px screen). At 120 points and
 * 5 decimals the outlines were 8.7-12.3 KB of an 18-22 KB surrounding analysis of central Singapore.
 */
const MAX_RING_POINTS = 80;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** Each polygon's outer ring of a Polygon or MultiPolygon geometry, thinned and rounded for drawing. */
export function outerRings(geometry: unknown): Outline['rings'] {
  const g = geometry as { type: string; coordinates: unknown };
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Array<Array<Array<[number, number]>>>;
  return polygons.map(([ring]) => {
    const step = Math.max(1, Math.ceil(ring!.length / MAX_RING_POINTS));
    return ring!.filter((_, i) => i % step === 0 || i === ring!.length - 1).map(([lon, lat]) => [round4(lon), round4(lat)] as [number, number]);
  });
}
