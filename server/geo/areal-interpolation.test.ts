import { describe, expect, it } from 'vitest';
import { interpolateInCircle, type CountedUnit } from './areal-interpolation.js';

/** Near KLCC: metres → degrees at this latitude. */
const CENTRE = { lat: 3.1579, lon: 101.7116 };
const M_PER_DEG = (6_371_008.8 * Math.PI) / 180;
const dLat = (m: number) => m / M_PER_DEG;
const dLon = (m: number) => m / (M_PER_DEG * Math.cos((CENTRE.lat * Math.PI) / 180));

/** A closed ring through points given in metres east and north of the centre. */
const ring = (points: Array<[number, number]>) => [...points, points[0]!].map(([x, y]) => [CENTRE.lon + dLon(x), CENTRE.lat + dLat(y)]);
const rect = (w: number, s: number, e: number, n: number) => ring([[w, s], [e, s], [e, n], [w, n]]);
const unit = (id: string, rings: number[][][], population: number | null = 10_000, households: number | null = 2_500): CountedUnit =>
  ({ id, geometry: { type: 'Polygon', coordinates: rings }, population, households });
const circle = (radiusM: number) => ({ ...CENTRE, radiusM });

describe('residents and households within a circle by areal weighting', () => {
  it('counts a unit lying wholly inside the circle in full', () => {
    const est = interpolateInCircle([unit('inside', [rect(-100, -100, 100, 100)])], circle(1000));
    expect(est.population).toBeCloseTo(10_000, 6);
    expect(est.households).toBeCloseTo(2_500, 6);
    expect(est.units).toEqual([expect.objectContaining({ id: 'inside', weight: expect.closeTo(1, 9) })]);
  });

  it("gives a circle inside a unit the unit's count times circle area over unit area", () => {
    const est = interpolateInCircle([unit('big', [rect(-5000, -3000, 5000, 3000)])], circle(500));
    const share = (Math.PI * 500 ** 2) / (10_000 * 6_000);
    expect(est.population! / (10_000 * share)).toBeCloseTo(1, 9);
    expect(est.households! / (2_500 * share)).toBeCloseTo(1, 9);
    expect(est.coveredShare).toBeCloseTo(1, 9);
  });

  it('takes half the circle from a unit whose edge runs through the centre, and says half the circle is covered', () => {
    const est = interpolateInCircle([unit('east', [rect(0, -2000, 4000, 2000)])], circle(1000));
    expect(est.population! / ((10_000 * Math.PI * 1000 ** 2) / 2 / (4000 * 4000))).toBeCloseTo(1, 6);
    expect(est.coveredShare).toBeCloseTo(0.5, 6);
  });

  it("leaves out a unit's hole, both from the part inside the circle and from the unit's area", () => {
    const est = interpolateInCircle([unit('ring', [rect(-2000, -2000, 2000, 2000), rect(-500, -500, 500, 500)])], circle(1500));
    const weight = (Math.PI * 1500 ** 2 - 1000 ** 2) / (4000 ** 2 - 1000 ** 2);
    expect(est.units[0]!.weight).toBeCloseTo(weight, 6);
  });

  it('weighs a concave unit the circle cuts in two exactly as its two arms would be', () => {
    // A U: two arms 1 km wide and 5 km long reaching up through the circle, joined below it by a 3 km × 1 km base.
    const u = unit('u', [ring([[-1500, -3000], [1500, -3000], [1500, 3000], [500, 3000], [500, -2000], [-500, -2000], [-500, 3000], [-1500, 3000]])]);
    const inside = interpolateInCircle([u], circle(1000)).units[0]!.weight * (2 * 1000 * 5000 + 3000 * 1000);
    const arms = interpolateInCircle([unit('west', [rect(-1500, -2000, -500, 3000)]), unit('east', [rect(500, -2000, 1500, 3000)])], circle(1000));
    expect(inside / arms.units.reduce((s, a) => s + a.weight * 1000 * 5000, 0)).toBeCloseTo(1, 6);
  });

  it('uses only the units meeting the circle, and gives no total where a unit used lacks the count', () => {
    const units = [unit('near', [rect(-300, -300, 300, 300)], 5_000, null), unit('far', [rect(5000, 5000, 6000, 6000)])];
    const est = interpolateInCircle(units, circle(1000));
    expect(est.units.map((u) => u.id)).toEqual(['near']);
    expect(est.population).toBeCloseTo(5_000, 6);
    expect(est.households).toBeNull();
  });

  it('reads MultiPolygons part by part', () => {
    const multi: CountedUnit = { id: 'm', geometry: { type: 'MultiPolygon', coordinates: [[rect(-200, -200, 0, 0)], [rect(3000, 3000, 3200, 3200)]] }, population: 800, households: 200 };
    expect(interpolateInCircle([multi], circle(1000)).population).toBeCloseTo(400, 6);
  });
});
