import { describe, expect, it } from 'vitest';
import { gridDisk, latLngToCell } from 'h3-js';
import { coveringCells } from './radius.js';
import { RADIUS_K } from './rules.js';

/** Deterministic pseudo-random numbers (mulberry32), so the measurement is repeatable. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point `distance` metres from the centre on `bearing` (spherical Earth, same radius as the haversine). */
function destination(lat: number, lon: number, distance: number, bearing: number): [number, number] {
  const R = 6_371_008.8;
  const d = distance / R;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lon * Math.PI) / 180;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing));
  const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return [(φ2 * 180) / Math.PI, (λ2 * 180) / Math.PI];
}

/** Points on the circle's rim (the worst case) around 200 centres across the latitudes Lokasi covers. */
function missedRimPoints(radius: 500 | 1000, k: number): number {
  const random = rng(20261121);
  let missed = 0;
  for (let c = 0; c < 200; c++) {
    const lat = -45 + random() * 100;
    const lon = -180 + random() * 360;
    const cells = new Set(gridDisk(latLngToCell(lat, lon, 9), k));
    for (let b = 0; b < 360; b += 2) {
      const [plat, plon] = destination(lat, lon, radius * 0.999, (b * Math.PI) / 180);
      if (!cells.has(latLngToCell(plat, plon, 9))) missed++;
    }
  }
  return missed;
}

describe('radius covering cells (H3 r9 gridDisk), measured over 200 centres', () => {
  it('k=3 covers every point within 500 m, and k=2 misses some', () => {
    expect(RADIUS_K[500]).toBe(3);
    expect(missedRimPoints(500, 3)).toBe(0);
    expect(missedRimPoints(500, 2)).toBeGreaterThan(0);
  });
  it('k=5 covers every point within 1000 m, and k=4 misses some', () => {
    expect(RADIUS_K[1000]).toBe(5);
    expect(missedRimPoints(1000, 5)).toBe(0);
    expect(missedRimPoints(1000, 4)).toBeGreaterThan(0);
  });
  it('coveringCells uses those k values', () => {
    expect(coveringCells(43.7384, 7.4246, 500)).toHaveLength(37);
    expect(coveringCells(43.7384, 7.4246, 1000)).toHaveLength(91);
  });
});
