import { bboxOf } from './geo-math.js';
import { circlePolygon, clipToConvex, localProjection, METRES_PER_DEGREE, polygonArea, polygonsOf, type Point } from './planar-geometry.js';

/*
 * Areal interpolation (areal weighting): the residents and households within a circle, estimated from census units as
 * Σ unit count × (area of unit ∩ circle) / (area of unit), i.e. assuming each unit's people are spread evenly over it.
 * Areas are exact polygon areas in a local equirectangular projection round the circle's centre (planar-geometry.ts),
 * the circle being a regular polygon of CIRCLE_VERTICES vertices with the circle's area.
 */

/** A census unit: its GeoJSON (Multi)Polygon boundary and the counts spread over it. */
export interface CountedUnit {
  id: string;
  geometry: unknown;
  population: number | null;
  households: number | null;
}

export interface Circle {
  lat: number;
  lon: number;
  radiusM: number;
}

/** A unit the estimate uses, with its weight: the share of its area inside the circle (0–1]. */
export interface UnitShare {
  id: string;
  weight: number;
  population: number | null;
  households: number | null;
}

export interface CircleEstimate {
  /** Σ population × weight; null when a unit used lacks the count (a sum without it would understate). */
  population: number | null;
  households: number | null;
  /** Share of the circle the units cover: under 1 where it reaches the sea or beyond the units given. */
  coveredShare: number;
  units: UnitShare[];
}

/** The circle's polygon strays from the circle by under 0.03 % of the radius with this many vertices. */
export const CIRCLE_VERTICES = 128;

/** Does the unit's [minLon, minLat, maxLon, maxLat] box meet the circle's box (padded for the polygon's vertices). */
function mayMeet(box: readonly number[], c: Circle): boolean {
  const dLat = (c.radiusM * 1.001) / METRES_PER_DEGREE;
  const dLon = dLat / Math.cos((c.lat * Math.PI) / 180);
  return box[0]! <= c.lon + dLon && box[2]! >= c.lon - dLon && box[1]! <= c.lat + dLat && box[3]! >= c.lat - dLat;
}

/** The unit's area and the area of its part inside the circle, in m². */
function areas(geometry: unknown, project: (lonLat: readonly number[]) => Point, clip: readonly Point[]) {
  let whole = 0;
  let inside = 0;
  for (const rings of polygonsOf(geometry)) {
    const projected = rings.map((ring) => ring.map(project));
    whole += polygonArea(projected);
    inside += polygonArea(projected.map((ring) => clipToConvex(ring, clip)));
  }
  return { whole, inside };
}

const weightedSum = (shares: readonly UnitShare[], key: 'population' | 'households') =>
  shares.some((s) => s[key] === null) ? null : shares.reduce((sum, s) => sum + s[key]! * s.weight, 0);

export function interpolateInCircle(units: readonly CountedUnit[], circle: Circle): CircleEstimate {
  const project = localProjection(circle);
  const clip = circlePolygon(circle.radiusM, CIRCLE_VERTICES);
  let covered = 0;
  const shares: UnitShare[] = [];
  for (const unit of units) {
    if (!mayMeet(bboxOf(unit.geometry), circle)) continue;
    const { whole, inside } = areas(unit.geometry, project, clip);
    if (!(inside > 0 && whole > 0)) continue;
    covered += inside;
    shares.push({ id: unit.id, weight: Math.min(1, inside / whole), population: unit.population, households: unit.households });
  }
  return {
    population: weightedSum(shares, 'population'),
    households: weightedSum(shares, 'households'),
    coveredShare: covered / (Math.PI * circle.radiusM ** 2),
    units: shares,
  };
}
