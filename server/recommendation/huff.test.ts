import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUFF_DEFAULTS, huffProbabilities, huffShare, type HuffOrigin, type HuffStore } from './huff.js';

/*
 * Huff's model against worked examples computed by hand from published problems, and its one promise to a site:
 * a competitor opening beside it never raises its share.
 */
describe('Huff gravity model', () => {
  it('gives the textbook probabilities of three shopping centres (hand-computed, α = 1, β = 2)', () => {
    // Problem: centres of 3,500, 1,500 and 300 square feet, 4, 5 and 3 miles from the customer
    // (https://www.jiskha.com/display.cgi?id=1342493667; the answer posted there, 0.833, multiplies by the distance
    // instead of dividing by its square). With Huff's formula P_ij = A_j^α d_ij^-β / Σ_k A_k^α d_ik^-β
    // (Huff 1963; https://en.wikipedia.org/wiki/Huff_model):
    //   3500/4² = 218.75, 1500/5² = 60, 300/3² = 33.333…; Σ = 312.0833…
    //   P(A) = 218.75/312.0833 = 0.70093, P(B) = 60/312.0833 = 0.19226, P(C) = 33.333/312.0833 = 0.10681.
    const p = huffProbabilities([4, 5, 3], [3500, 1500, 300], { alpha: 1, beta: 2, minDistanceM: 0 });
    expect(p[0]).toBeCloseTo(0.70093, 5);
    expect(p[1]).toBeCloseTo(0.19226, 5);
    expect(p[2]).toBeCloseTo(0.10681, 5);
    // With λ (β) = 1, the distance counts once: 875, 300, 100 of 1,275 = 0.68627, 0.23529, 0.07843.
    const linear = huffProbabilities([4, 5, 3], [3500, 1500, 300], { alpha: 1, beta: 1, minDistanceM: 0 });
    expect(linear.map((x) => Number(x.toFixed(5)))).toEqual([0.68627, 0.23529, 0.07843]);
  });

  it('splits a customer halfway between two stores by their attractiveness alone, whatever β (Huff\'s law, 0.71 / 0.29)', () => {
    // Rodrigue, The Geography of Transport Systems, "Huff's Law" (https://people.hofstra.edu/geotrans/eng/methods/hufflaw.html):
    // at the midpoint a customer patronises A with 0.71 and B with 0.29: equal distances cancel, leaving A's share of
    // the attractiveness, 71 / (71 + 29).
    for (const beta of [1, 1.5, 2, 3]) {
      const [a, b] = huffProbabilities([2.5, 2.5], [71, 29], { alpha: 1, beta, minDistanceM: 0 });
      expect(a).toBeCloseTo(0.71, 10);
      expect(b).toBeCloseTo(0.29, 10);
    }
  });

  it('weights origins by their people: twice as far gives a quarter of the pull at β = 2', () => {
    // On the equator haversine distance is linear in longitude: a store 0.001° from the origin and one 0.002° away.
    const origin: HuffOrigin = { lat: 0, lon: 0, people: 1000 };
    const share = huffShare({ lat: 0, lon: 0.001, attractiveness: 1 }, [{ lat: 0, lon: 0.002, attractiveness: 1 }], [origin]);
    expect(share).toBeCloseTo(1 / (1 + 1 / 4), 9);
    // A second origin of 3,000 people where the competitor is nearer (0.001° vs 0.002°) takes the share to
    // (1000 × 0.8 + 3000 × 0.2) / 4000 = 0.35.
    const both = huffShare({ lat: 0, lon: 0.001, attractiveness: 1 }, [{ lat: 0, lon: 0.002, attractiveness: 1 }], [origin, { lat: 0, lon: 0.003, people: 3000 }]);
    expect(both).toBeCloseTo(0.35, 9);
    expect(huffShare({ lat: 0, lon: 0, attractiveness: 1 }, [], [])).toBeNull();
  });

  it('never raises a site\'s share when a competitor opens beside it (property)', () => {
    const near = fc.double({ min: -0.01, max: 0.01, noNaN: true });
    const store = fc.record({ lat: near, lon: near, attractiveness: fc.double({ min: 0.1, max: 10, noNaN: true }) });
    const origin = fc.record({ lat: near, lon: near, people: fc.double({ min: 1, max: 5000, noNaN: true }) });
    const beside = fc.record({ dLat: fc.double({ min: -0.001, max: 0.001, noNaN: true }), dLon: fc.double({ min: -0.001, max: 0.001, noNaN: true }), attractiveness: fc.double({ min: 0.1, max: 10, noNaN: true }) });
    fc.assert(fc.property(store, fc.array(store, { maxLength: 6 }), fc.array(origin, { minLength: 1, maxLength: 20 }), beside, (site: HuffStore, competitors, origins, b) => {
      const before = huffShare(site, competitors, origins, HUFF_DEFAULTS)!;
      const after = huffShare(site, [...competitors, { lat: site.lat + b.dLat, lon: site.lon + b.dLon, attractiveness: b.attractiveness }], origins, HUFF_DEFAULTS)!;
      expect(after).toBeLessThanOrEqual(before + 1e-12);
      expect(after).toBeGreaterThanOrEqual(0);
    }), { numRuns: 300 });
  });
});
