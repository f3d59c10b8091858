import { cellToLatLng, polygonToCells } from 'h3-js';
import type { AreaQuery } from '../../contracts/area.js';
import { haversineM } from '../geo/index.js';
import { COVERAGE_H3_RESOLUTION } from './rules.js';

/** The circle's cells at resolution 10 (centres inside the circle, from a 64-gon around it), for the transport coverage rule. */
export function coverageCells(query: Pick<AreaQuery, 'lat' | 'lon' | 'radius'>): Array<{ lat: number; lon: number }> {
  const ring: number[][] = [];
  for (let i = 0; i < 64; i += 1) {
    const a = (i / 64) * 2 * Math.PI;
    const dLat = (query.radius * Math.cos(a)) / 111_320;
    const dLon = (query.radius * Math.sin(a)) / (111_320 * Math.cos((query.lat * Math.PI) / 180));
    ring.push([query.lat + dLat, query.lon + dLon]);
  }
  return polygonToCells(ring, COVERAGE_H3_RESOLUTION)
    .map((c) => cellToLatLng(c))
    .filter(([lat, lon]) => haversineM(query.lat, query.lon, lat, lon) <= query.radius)
    .map(([lat, lon]) => ({ lat, lon }));
}
