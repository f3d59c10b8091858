import { describe, expect, it } from 'vitest';
import { formatNumber, moneyAmount, scaleMoney } from './money.js';

describe('money units', () => {
  it('uses the largest unit of thousand, million, billion that the amount reaches', () => {
    expect(scaleMoney(547_386_000_000)).toEqual({ amount: 547.386, unit: 'billion' });
    expect(scaleMoney(90_674_000)).toEqual({ amount: 90.674, unit: 'million' });
    expect(scaleMoney(1_000)).toEqual({ amount: 1, unit: 'thousand' });
    expect(scaleMoney(999)).toEqual({ amount: 999, unit: null });
    expect(scaleMoney(-2_500_000)).toEqual({ amount: -2.5, unit: 'million' });
  });

  it('writes numbers the way the user language does', () => {
    expect(formatNumber('en', 547.386)).toBe('547.4');
    expect(formatNumber('de', 547.386)).toBe('547,4');
    expect(formatNumber('en', 84_734, 0)).toBe('84,734');
  });
});

describe('money amounts', () => {
  const words = { thousand: ({ amount }: { amount: string }) => `${amount} thousand`, million: ({ amount }: { amount: string }) => `${amount} million`, billion: ({ amount }: { amount: string }) => `${amount} billion` };
  it("writes a billion in the spec's words, and in the reader's own ten-thousands where the language counts so", () => {
    expect(moneyAmount('en', 603_900_000_000, words)).toBe('603.9 billion');
    expect(moneyAmount('ko', 603_900_000_000, words)).toBe('6039억');
    expect(moneyAmount('ja', 25_300_000, words)).toBe('2530万');
    expect(moneyAmount('zh', 603_900_000_000, words)).toBe('6039亿');
    expect(moneyAmount('en', 512, words)).toBe('512');
  });
});
