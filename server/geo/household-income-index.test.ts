import { describe, expect, it } from 'vitest';
import { householdIncomeIndex } from './household-income-index.js';

describe('household-income index against the region (= 100)', () => {
  it("indexes each unit's mean income against the region's mean, which weighs units by their households", () => {
    const { reference, units } = householdIncomeIndex([
      { id: 'a', households: 100, incomeMean: 4_000 },
      { id: 'b', households: 300, incomeMean: 8_000 },
    ]);
    // Region: (100 × 4,000 + 300 × 8,000) / 400 households = 7,000 a month.
    expect(reference).toBe(7_000);
    expect(units.map((u) => u.index)).toEqual([expect.closeTo(57.142857, 5), expect.closeTo(114.285714, 5)]);
  });

  it('averages 100 over the region’s households', () => {
    const given = [
      { id: 'a', households: 120, incomeMean: 3_100 }, { id: 'b', households: 45, incomeMean: 12_900 }, { id: 'c', households: 800, incomeMean: 6_400 },
    ];
    const { units } = householdIncomeIndex(given);
    const weighted = units.reduce((sum, u, i) => sum + u.index! * given[i]!.households, 0) / 965;
    expect(weighted).toBeCloseTo(100, 9);
  });

  it('gives a unit without a mean income no index, and leaves a unit without households out of the reference', () => {
    const { reference, units } = householdIncomeIndex([
      { id: 'a', households: 100, incomeMean: 5_000 }, { id: 'blank', households: 50, incomeMean: null }, { id: 'unknown', households: null, incomeMean: 20_000 },
    ]);
    expect(reference).toBe(5_000);
    expect(units).toEqual([{ id: 'a', index: 100 }, { id: 'blank', index: null }, { id: 'unknown', index: 400 }]);
    expect(householdIncomeIndex([{ id: 'x', households: null, incomeMean: 1 }]).units).toEqual([{ id: 'x', index: null }]);
  });
});
