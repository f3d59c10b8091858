import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumersOf, consumptionRating, customerMatch, investmentOpportunity, MATCH_BOUNDS, payback, projectedCapacity, TIER_BOUNDS } from './classes.js';

describe('site analysis classes', () => {
  it('cuts tiers and group matches at descending bounds', () => {
    for (const bounds of [TIER_BOUNDS, MATCH_BOUNDS]) expect(bounds.map((b) => b.min)).toEqual([...bounds.map((b) => b.min)].sort((a, b) => b - a));
  });

  it('matches an industry with an area by the share of households in its target income levels', () => {
    // Cafés target middle and high incomes: 95 % of households there is a complete overlap, 40 % no resemblance.
    expect(customerMatch('cafe', { high: 30, middle: 65, low: 5 })).toEqual({ match: 'completeOverlap', targetShare: 0.95 });
    expect(customerMatch('cafe', { high: 5, middle: 35, low: 60 })).toEqual({ match: 'noResemblance', targetShare: 0.4 });
    // Supermarkets serve every income level: any area overlaps completely.
    expect(customerMatch('supermarket', { high: 5, middle: 35, low: 60 }).match).toBe('completeOverlap');
    expect(customerMatch('cafe', null)).toEqual({ match: null, targetShare: null });
  });

  it('rates consumption with the consumption report’s bounds (city average 100 is moderate)', () => {
    expect([160, 120, 100, 75, 50, null].map(consumptionRating)).toEqual(['premium', 'high', 'moderate', 'modest', 'basic', null]);
  });

  it('needs room as well as score for the best investment classes, and never improves with a lower score or less room', () => {
    expect(investmentOpportunity(85, 1)).toBe('excellent');
    expect(investmentOpportunity(85, 0.2)).toBe('average');
    expect(investmentOpportunity(40, 1)).toBe('limited');
    const order = ['excellent', 'good', 'average', 'limited'];
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (score, room, less) => {
      expect(order.indexOf(investmentOpportunity(Math.max(0, score - less), room))).toBeGreaterThanOrEqual(order.indexOf(investmentOpportunity(score, room)));
    }));
  });

  it('projects capacity at the city’s own ratio of stores to residents, and says nothing without the city’s residents', () => {
    // 20,000 consumers where the city has 484 cafés for 4,000,000 residents carry 2.42 → 2 cafés; 5 exist.
    expect(projectedCapacity(consumersOf(15_000, 5_000), 484, 4_000_000, 5)).toEqual({ capacity: 2, headroom: -3 });
    expect(projectedCapacity(20_000, 484, null, 5)).toBeNull();
  });

  it('gives no payback: ATV and purchase frequency have no source', () => {
    expect(payback()).toEqual({ value: null, reason: 'noAtvOrFrequency' });
  });
});
