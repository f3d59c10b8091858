import { describe, expect, it } from 'vitest';
import { formatPrice } from './names.js';

describe('formatPrice', () => {
  it('never writes a bare symbol that several currencies share: the code instead, in every locale', () => {
    // Intl puts a no-break space between code and amount.
    expect(formatPrice('2.99', 'USD', 'en')).toBe('USD\u00a02.99');
    expect(formatPrice('3.90', 'SGD', 'en')).toBe('SGD\u00a03.90');
    expect(formatPrice('2.99', 'USD', 'th')).toBe('US$2.99');
    for (const locale of ['en', 'th', 'ko', 'ja', 'zh', 'de', 'es', 'fr', 'id', 'ms', 'pt', 'vi']) {
      for (const currency of ['USD', 'SGD', 'MYR', 'JPY', 'CNY']) expect(formatPrice('12', currency, locale)).not.toMatch(/(^|[^A-Z])[$¥￥](?=\s?\d)|\d\s?[$¥￥]$/);
    }
  });
});
