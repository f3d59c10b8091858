import { describe, expect, it } from 'vitest';
import { classifyTrend } from './trends.js';
import { consumptionRating, investmentOpportunity } from './ratings.js';
import { GDP_TREND_BOUNDS, POPULATION_TREND_BOUNDS } from './rules.js';

const series = (...values: number[]) => values.map((value, i) => ({ year: 2020 + i, value }));

describe('trend classes', () => {
  it('classifies GDP growth by the mean of the last five years', () => {
    expect(classifyTrend(series(1, 6, 6, 6, 6, 6), GDP_TREND_BOUNDS)).toMatchObject({ cls: 'rapid', meanGrowth: 6, fromYear: 2021, toYear: 2025 });
    expect(classifyTrend(series(3, 3, 3), GDP_TREND_BOUNDS).cls).toBe('stable');
    expect(classifyTrend(series(1, 1, 1), GDP_TREND_BOUNDS).cls).toBe('slow');
    expect(classifyTrend(series(0, 0.2, -0.2), GDP_TREND_BOUNDS).cls).toBe('flat');
    expect(classifyTrend(series(-3, -1, -2), GDP_TREND_BOUNDS).cls).toBe('negative');
  });
  it('says no data with fewer than three years, whatever the values', () => {
    expect(classifyTrend(series(9, 9), GDP_TREND_BOUNDS)).toEqual({ cls: 'no data', meanGrowth: null, fromYear: null, toYear: null });
    expect(classifyTrend([], POPULATION_TREND_BOUNDS).cls).toBe('no data');
  });
  it('uses its own bounds for population', () => {
    expect(classifyTrend(series(2.5, 2.5, 2.5), POPULATION_TREND_BOUNDS).cls).toBe('rapid');
    expect(classifyTrend(series(1, 1, 1), POPULATION_TREND_BOUNDS).cls).toBe('stable');
    expect(classifyTrend(series(1, 1, 1), GDP_TREND_BOUNDS).cls).toBe('slow');
  });
});

describe('consumption rating and investment opportunity', () => {
  it('rates purchasing power at the documented bounds', () => {
    expect(consumptionRating(150_000)).toBe('premium');
    expect(consumptionRating(60_000)).toBe('premium');
    expect(consumptionRating(59_999)).toBe('high');
    expect(consumptionRating(20_000)).toBe('moderate');
    expect(consumptionRating(8_000)).toBe('modest');
    expect(consumptionRating(1_000)).toBe('basic');
    expect(consumptionRating(null)).toBeNull();
  });
  it('sums trend and rating points; all inputs missing gives no class', () => {
    expect(investmentOpportunity('rapid', 'rapid', 'premium')).toEqual({ value: 'excellent', points: 9 });
    expect(investmentOpportunity('stable', 'slow', 'high')).toEqual({ value: 'good', points: 6 });
    expect(investmentOpportunity('slow', 'flat', 'moderate')).toEqual({ value: 'average', points: 3 });
    expect(investmentOpportunity('negative', 'negative', 'basic')).toEqual({ value: 'limited', points: 0 });
    expect(investmentOpportunity('no data', 'no data', null)).toEqual({ value: null, points: 0 });
  });
});
