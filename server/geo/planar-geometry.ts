/*
 * Plane geometry on GeoJSON polygons in a local equirectangular projection: metres east and north of a centre. Over a
 * few tens of kilometres near the equator its area error is far below a census unit's rounding, and a ratio of two
 * areas taken in the same projection loses even that.
 */

/** x east, y north, in metres. */
export type Point = readonly [number, number];
export type Ring = readonly Point[];

/** Metres per degree of latitude (mean Earth radius), and of longitude at the equator. */
export const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/** Projects [lon, lat] to metres from the centre. */
export function localProjection(centre: { lat: number; lon: number }): (lonLat: readonly number[]) => Point {
  const xScale = METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180);
  return ([lon, lat]) => [(lon! - centre.lon) * xScale, (lat! - centre.lat) * METRES_PER_DEGREE];
}

/** The polygons of a GeoJSON Polygon or MultiPolygon, each its outer ring then its holes ([lon, lat] pairs). */
export function polygonsOf(geometry: unknown): number[][][][] {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  if (g?.type === 'Polygon') return [g.coordinates as number[][][]];
  if (g?.type === 'MultiPolygon') return g.coordinates as number[][][][];
  return [];
}

/** Area enclosed by a ring (shoelace; either orientation, closed or not). */
export function ringArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return Math.abs(twice) / 2;
}

/** Area of a polygon given as its outer ring then its holes. */
export const polygonArea = (rings: readonly Ring[]) => rings.reduce((sum, ring, i) => sum + (i === 0 ? 1 : -1) * ringArea(ring), 0);

/** Is p left of (or on) the directed edge a→b. */
const leftOf = (a: Point, b: Point, p: Point) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0;

/** Where the segment a→b crosses the line through p and q. */
function crossing(a: Point, b: Point, p: Point, q: Point): Point {
  const d = (q[0] - p[0]) * (b[1] - a[1]) - (q[1] - p[1]) * (b[0] - a[0]);
  const t = ((a[0] - p[0]) * (q[1] - p[1]) - (a[1] - p[1]) * (q[0] - p[0])) / d;
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}

/**
 * The part of a ring inside a convex polygon given counter-clockwise (Sutherland–Hodgman). A concave ring cut in
 * several pieces comes back as one ring joined along the clip's edges, which encloses the same area.
 */
export function clipToConvex(ring: Ring, clip: Ring): Point[] {
  let out: Point[] = [...ring];
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const a = clip[i]!;
    const b = clip[(i + 1) % clip.length]!;
    const input = out;
    out = [];
    for (let k = 0; k < input.length; k++) {
      const p = input[k]!;
      const prev = input[(k + input.length - 1) % input.length]!;
      if (leftOf(a, b, p)) {
        if (!leftOf(a, b, prev)) out.push(crossing(prev, p, a, b));
        out.push(p);
      } else if (leftOf(a, b, prev)) out.push(crossing(prev, p, a, b));
    }
  }
  return out;
}

/**
 * A regular polygon standing for the circle of `radius` metres round the origin, counter-clockwise, its vertices a
 * little outside the circle so that its area is the circle's.
 */
export function circlePolygon(radius: number, vertices: number): Point[] {
  const step = (2 * Math.PI) / vertices;
  const r = radius * Math.sqrt(step / Math.sin(step));
  return Array.from({ length: vertices }, (_, i) => [r * Math.cos(i * step), r * Math.sin(i * step)] as const);
}
