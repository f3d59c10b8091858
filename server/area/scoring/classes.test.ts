import { describe, expect, it } from 'vitest';
import { consumersOf, consumptionRating, customerMatch, MATCH_BOUNDS, payback, TIER_BOUNDS } from './classes.js';

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

  it('counts consumers as residents plus workers', () => {
    expect(consumersOf(15_000, 5_000)).toBe(20_000);
  });

  it('gives no payback: ATV and purchase frequency have no source', () => {
    expect(payback()).toEqual({ value: null, reason: 'noAtvOrFrequency' });
  });
});
