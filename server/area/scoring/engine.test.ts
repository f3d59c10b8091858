import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Industry } from '../../geo/industries.js';
import { TIERS, tierOf } from './classes.js';
import { QUALITY_FACTORS, SCORING_CONFIG } from './config.js';
import { scoreSite } from './engine.js';
import type { SiteVector } from './site-vector.js';
import { siteArbitrary } from '../../testing/site-arbitrary.js';

/* Properties of location quality: bounded, additive, monotone in demand, blind to competitors, missing is not zero. */

const INDUSTRIES: Industry[] = ['cafe', 'fast_food', 'restaurant', 'supermarket', 'convenience', 'bank', 'clinic', 'fitness', 'hotel', 'hair_beauty_salon'];
const count = (max: number) => fc.integer({ min: 0, max });

const industry = fc.constantFrom(...INDUSTRIES);

describe('scoreSite (location quality)', () => {
  it('stays within 0..100, its contributions add up to the score, and the measured factors share all 100 points', () => {
    fc.assert(fc.property(siteArbitrary, industry, (v, i) => {
      const s = scoreSite(v, i);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.factors.reduce((t, f) => t + f.contribution, 0)).toBeCloseTo(s.score, 9);
      expect(s.factors.reduce((t, f) => t + f.weight, 0)).toBeCloseTo(100, 9);
      expect(s.factors.map((f) => f.key)).toEqual([...QUALITY_FACTORS]);
      for (const f of s.factors) {
        expect(f.value).toBeGreaterThanOrEqual(0);
        expect(f.value).toBeLessThanOrEqual(1);
        expect(f.contribution).toBeCloseTo(f.weight * f.value, 9);
      }
    }));
  });

  it('does not change with competitors: a place full of the industry is a place of the industry (the room reads them)', () => {
    fc.assert(fc.property(siteArbitrary, industry, count(40), (v, i, more) => {
      const crowded = { ...v, competitors: v.competitors + more, stores: v.stores + more };
      expect(scoreSite(crowded, i).score).toBeCloseTo(scoreSite(v, i).score, 9);
    }));
  });

  it('never falls with more demand (residents, workers or rail flow)', () => {
    fc.assert(fc.property(siteArbitrary, industry, fc.constantFrom('residents' as const, 'workers' as const, 'footfall' as const), count(50_000), (v, i, key, more) => {
      const base = { ...v, [key]: v[key] ?? 0 };
      expect(scoreSite({ ...base, [key]: base[key]! + more }, i).score).toBeGreaterThanOrEqual(scoreSite(base, i).score - 1e-9);
    }));
  });

  it('leaves out a factor without any input instead of counting it as zero, and says it was not measured', () => {
    fc.assert(fc.property(siteArbitrary, industry, (v, i) => {
      const s = scoreSite({ ...v, residents: null, workers: null, footfall: null, busStops: null, transportCoverage: null }, i);
      const byKey = Object.fromEntries(s.factors.map((f) => [f.key, f]));
      expect(byKey.demand).toMatchObject({ weight: 0, contribution: 0, reason: 'notAvailable', measured: false });
      expect(byKey.accessibility).toMatchObject({ weight: 0, contribution: 0, measured: false });
      expect(s.measured).not.toContain('demand');
      // Zero residents, workers and flow measured is a measurement: the factor stays in with its weight.
      const zero = scoreSite({ ...v, residents: 0, workers: 0, footfall: 0 }, i);
      expect(zero.factors[0]).toMatchObject({ key: 'demand', measured: true, contribution: 0 });
      expect(zero.factors[0]!.weight).toBeGreaterThan(0);
    }));
  });

  it('gives a place with only its shops measured the score its shops earn, not a share of it (Bangkok, Kuala Lumpur)', () => {
    const v: SiteVector = {
      radius: 500, residents: null, workers: null, footfall: null, busStops: null, transportCoverage: null, consumptionIndex: null,
      stores: 120, competitors: 10, neighbours: 25, ownBrandStores: null, nearestCompetitorM: 40,
      malls: null, railStations: null, hawkerCentres: null, clinics: null, offices: null, schools: null,
    };
    const s = scoreSite(v, 'cafe');
    expect(s.measured).toEqual(['complementarity']);
    expect(s.factors.find((f) => f.key === 'complementarity')!.weight).toBeCloseTo(100, 9);
  });

  it('is deterministic: the same inputs give the same answer', () => {
    fc.assert(fc.property(siteArbitrary, industry, (v, i) => {
      expect(scoreSite(structuredClone(v), i)).toEqual(scoreSite(v, i));
    }));
  });

  it('orders tiers as scores: a higher score never has a lower tier', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(TIERS.indexOf(tierOf(hi))).toBeLessThanOrEqual(TIERS.indexOf(tierOf(lo)));
    }));
    fc.assert(fc.property(siteArbitrary, industry, (v, i) => {
      const s = scoreSite(v, i);
      expect(s.tier).toBe(tierOf(s.score));
    }));
  });

  it('states a reason for every weight of every group', () => {
    for (const group of Object.values(SCORING_CONFIG.groups)) {
      for (const w of Object.values(group.weights)) {
        expect(w.weight).toBeGreaterThan(0);
        expect(w.reason).toMatch(/^[a-z][A-Za-z]+$/);
      }
    }
  });

  it('refuses an industry that is not a store (a bus stop has no site score)', () => {
    expect(() => scoreSite({ radius: 500 } as SiteVector, 'bus_stop')).toThrow(/not a store industry/);
  });
});
