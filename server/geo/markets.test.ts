import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_MARKET, gridMarketOf, KLANG_VALLEY, MALAYSIA, MARKETS, marketsOf, SINGAPORE } from './markets.js';

const SERVER = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('markets are declared data', () => {
  it('no country code appears in the area reports, the scoring or the recommendation: they read a market', () => {
    const found = ['area', 'recommendation'].flatMap((d) => sources(path.join(SERVER, d)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(['"`])[A-Z]{2}\1/g)].map((m) => `${path.relative(SERVER, file)}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('finds a country\'s deepest market first, and the one its grid is laid over', () => {
    expect(marketsOf('MY')).toEqual([KLANG_VALLEY, MALAYSIA]);
    expect(marketsOf('SG')).toEqual([SINGAPORE]);
    expect(marketsOf('TH')).toEqual([]);
    expect(gridMarketOf('MY')).toBe(KLANG_VALLEY);
    expect(gridMarketOf('TH')).toBeNull();
    expect(new Set(MARKETS.map((m) => m.id)).size).toBe(MARKETS.length);
    expect(EXAMPLE_MARKET.example).not.toBeNull();
  });
});
