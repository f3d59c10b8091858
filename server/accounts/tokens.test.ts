import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, TOKEN_LENGTH } from './tokens.js';

describe('session tokens', () => {
  it('issues 100,000 unique 32-character base62 tokens', () => {
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) {
      const token = generateToken();
      expect(token.length).toBe(TOKEN_LENGTH);
      seen.add(token);
      for (const ch of token) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(seen.size).toBe(100_000);
    expect([...seen].every((t) => /^[0-9A-Za-z]{32}$/.test(t))).toBe(true);
    // Uniform over 62 symbols: each appears 3.2M / 62 ≈ 51,613 times; a biased generator drifts by thousands.
    expect(counts.size).toBe(62);
    for (const n of counts.values()) expect(Math.abs(n - 3_200_000 / 62)).toBeLessThan(1_500);
  });

  it('stores a one-way hash, not the token', () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});
