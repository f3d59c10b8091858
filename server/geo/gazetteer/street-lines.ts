import { haversineM } from '../geo-math.js';
import { foldPlace } from './fold.js';

/** A street drawn through the stops on it, in order along it: [lon, lat] pairs, one run per stretch without a gap. */
export interface StreetLine {
  name: string;
  /** The dataset of the stops it is traced through. */
  datasetId: string;
  stops: number;
  runs: Array<Array<[number, number]>>;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
}

/** Stops this close on one road are the two sides of it: drawn as one point between them. */
const OPPOSITE_M = 80;
/** A hop longer than this between neighbouring stops is a gap in what the data knows (a stretch without stops). */
const GAP_M = 900;

type Pt = { lat: number; lon: number };

/**
 * Where no base map is configured, maps draw streets from the imported data: each road's stops (a stop names its
 * road), paired across the road, then chained nearest first from the stop farthest from their middle. A straight
 * stretch between stops stands for the road's course there: the caption says the streets are traced through stops.
 */
export function streetLines(stops: ReadonlyArray<Pt & { road: string; datasetId: string }>): StreetLine[] {
  // One road per dataset: two cities' stop lists may both name a road the same.
  const byRoad = new Map<string, { name: string; datasetId: string; points: Pt[] }>();
  for (const s of stops) {
    const key = `${s.datasetId}\u0000${foldPlace(s.road)}`;
    (byRoad.get(key) ?? byRoad.set(key, { name: s.road, datasetId: s.datasetId, points: [] }).get(key)!).points.push(s);
  }
  return [...byRoad.values()].filter((r) => r.points.length >= 2).map(({ name, datasetId, points }) => {
    const runs = chain(pairAcross(points));
    const lons = points.map((p) => p.lon);
    const lats = points.map((p) => p.lat);
    return { name, datasetId, stops: points.length, runs, bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] };
  });
}

function pairAcross(points: readonly Pt[]): Pt[] {
  const left = [...points];
  const out: Pt[] = [];
  while (left.length) {
    const p = left.shift()!;
    const i = left.findIndex((q) => haversineM(p.lat, p.lon, q.lat, q.lon) < OPPOSITE_M);
    const q = i >= 0 ? left.splice(i, 1)[0]! : p;
    out.push({ lat: (p.lat + q.lat) / 2, lon: (p.lon + q.lon) / 2 });
  }
  return out;
}

function chain(points: readonly Pt[]): Array<Array<[number, number]>> {
  const mid = { lat: points.reduce((t, p) => t + p.lat, 0) / points.length, lon: points.reduce((t, p) => t + p.lon, 0) / points.length };
  const left = [...points].sort((a, b) => haversineM(b.lat, b.lon, mid.lat, mid.lon) - haversineM(a.lat, a.lon, mid.lat, mid.lon));
  const runs: Array<Array<[number, number]>> = [];
  let at = left.shift()!;
  let run: Array<[number, number]> = [[at.lon, at.lat]];
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (haversineM(at.lat, at.lon, left[i]!.lat, left[i]!.lon) < haversineM(at.lat, at.lon, left[best]!.lat, left[best]!.lon)) best = i;
    const next = left.splice(best, 1)[0]!;
    if (haversineM(at.lat, at.lon, next.lat, next.lon) > GAP_M) {
      if (run.length > 1) runs.push(run);
      run = [];
    }
    run.push([next.lon, next.lat]);
    at = next;
  }
  if (run.length > 1) runs.push(run);
  return runs;
}
