import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Industry } from '../../geo/industries.js';
import { adviceOf, TIERS, tierOf } from './classes.js';
import { SCORING_CONFIG } from './config.js';
import { scoreSite } from './engine.js';
import type { SiteVector } from './site-vector.js';

/* Properties of the site score (issue #18): monotone in competitors and in demand, bounded, additive, deterministic. */

const INDUSTRIES: Industry[] = ['cafe', 'fast_food', 'restaurant', 'supermarket', 'convenience', 'bank', 'clinic', 'fitness', 'hotel', 'hair_beauty_salon'];
const count = (max: number) => fc.integer({ min: 0, max });

const site: fc.Arbitrary<SiteVector> = fc
  .record({
    radius: fc.constantFrom(500 as const, 1000 as const),
    residents: count(80_000), workers: count(60_000), footfall: count(600_000), busStops: count(120),
    transportCoverage: fc.double({ min: 0, max: 1, noNaN: true }),
    consumptionIndex: fc.option(fc.double({ min: 30, max: 300, noNaN: true })),
    others: count(800), competitors: count(150), neighbours: count(60),
    cityIndustryShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    ownBrandStores: fc.option(count(10)),
    nearestCompetitorM: fc.option(count(1000)),
    malls: count(20), railStations: count(10), hawkerCentres: count(10), clinics: count(60),
  })
  .map(({ others, ...v }) => ({ ...v, stores: others + v.competitors, offices: null, schools: null }));

const industry = fc.constantFrom(...INDUSTRIES);

describe('scoreSite', () => {
  it('stays within 0..100, its contributions add up to the score, and each factor is weight × value', () => {
    fc.assert(fc.property(site, industry, (v, i) => {
      const s = scoreSite(v, i);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.factors.reduce((t, f) => t + f.contribution, 0)).toBeCloseTo(s.score, 9);
      expect(s.factors.reduce((t, f) => t + f.weight, 0)).toBeCloseTo(100, 9);
      for (const f of s.factors) {
        expect(f.value).toBeGreaterThanOrEqual(0);
        expect(f.value).toBeLessThanOrEqual(1);
        expect(f.contribution).toBeCloseTo(f.weight * f.value, 9);
      }
    }));
  });

  it('never rises with more same-industry competitors (one more store of the industry in the circle)', () => {
    fc.assert(fc.property(site, industry, count(40), (v, i, more) => {
      const crowded = { ...v, competitors: v.competitors + more, stores: v.stores + more };
      expect(scoreSite(crowded, i).score).toBeLessThanOrEqual(scoreSite(v, i).score + 1e-9);
    }));
  });

  it('never falls with more demand (residents, workers or rail flow)', () => {
    fc.assert(fc.property(site, industry, fc.constantFrom('residents' as const, 'workers' as const, 'footfall' as const), count(50_000), (v, i, key, more) => {
      expect(scoreSite({ ...v, [key]: v[key] + more }, i).score).toBeGreaterThanOrEqual(scoreSite(v, i).score - 1e-9);
    }));
  });

  it('never rises with more of the brand’s own stores nearby', () => {
    fc.assert(fc.property(site, industry, count(5), (v, i, more) => {
      const own = v.ownBrandStores ?? 0;
      expect(scoreSite({ ...v, ownBrandStores: own + more }, i).score).toBeLessThanOrEqual(scoreSite({ ...v, ownBrandStores: own }, i).score + 1e-9);
    }));
  });

  it('is deterministic: the same inputs give the same answer', () => {
    fc.assert(fc.property(site, industry, (v, i) => {
      expect(scoreSite(structuredClone(v), i)).toEqual(scoreSite(v, i));
    }));
  });

  it('orders tiers as scores: a higher score never has a lower tier, and advice follows the tier', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(TIERS.indexOf(tierOf(hi))).toBeLessThanOrEqual(TIERS.indexOf(tierOf(lo)));
    }));
    fc.assert(fc.property(site, industry, (v, i) => {
      const s = scoreSite(v, i);
      expect(s.tier).toBe(tierOf(s.score));
      expect(s.advice).toBe(adviceOf(s.tier));
    }));
    expect(TIERS.map(adviceOf)).toEqual(['pursueActively', 'pursue', 'considerCarefully', 'proceedWithCaution', 'rejectImmediately']);
  });

  it('leaves out what the data cannot give and hands its points to the others: no brand, no consumption index', () => {
    fc.assert(fc.property(site, industry, (v, i) => {
      const s = scoreSite({ ...v, ownBrandStores: null, consumptionIndex: null }, i);
      const byKey = Object.fromEntries(s.factors.map((f) => [f.key, f]));
      expect(byKey.cannibalisation).toMatchObject({ weight: 0, contribution: 0, reason: 'notApplicable' });
      expect(byKey.spendingPower).toMatchObject({ weight: 0, contribution: 0, reason: 'notAvailable' });
    }));
  });

  it('states a reason for every weight of every group', () => {
    for (const group of Object.values(SCORING_CONFIG.groups)) {
      expect(Object.values(group.weights).reduce((t, w) => t + w.weight, 0)).toBeCloseTo(100, 9);
      for (const w of Object.values(group.weights)) expect(w.reason).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });

  it('refuses an industry that is not a store (a bus stop has no site score)', () => {
    expect(() => scoreSite({ radius: 500 } as SiteVector, 'bus_stop')).toThrow(/not a store industry/);
  });
});
