import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_MARKET, gridMarketOf, KLANG_VALLEY, MALAYSIA, MARKETS, marketsOf, SINGAPORE, type Market } from './markets.js';
import { catalogue } from './import/catalogue.js';
import { translator } from '../http/language.js';

const SERVER = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER, '..');

/** A markdown file's section under `heading`, up to the next heading of the same level. */
function section(file: string, heading: string): string {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const start = text.indexOf(`${heading}\n`);
  const level = heading.split(' ')[0]!;
  const end = text.indexOf(`\n${level} `, start + heading.length);
  return start < 0 ? '' : text.slice(start, end < 0 ? undefined : end);
}

/** Every dataset a market's declaration names. */
const datasetsOf = (m: Market): string[] => [
  ...m.smallAreas.datasetIds,
  ...(m.residents?.method === 'dwellings' ? [m.residents.datasetId] : []),
  ...[m.railFlows, m.dailyRidership, m.validationOutlets].flatMap((x) => (x ? [x.datasetId] : [])),
  ...Object.keys(m.officialLists),
  ...m.referenceLists.map((l) => l.dataset),
];

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

describe("CONTRIBUTING's \"Add a market\" checklist holds for every market", () => {
  const imported = new Set(catalogue().map((d) => d.id));
  const steps = section('CONTRIBUTING.md', '## Add a market');

  it.each(MARKETS.map((m) => [m.id, m] as const))('%s: its datasets are imported, its baseline named, its README row written', (_id, m) => {
    expect(datasetsOf(m).filter((id) => !imported.has(id))).toEqual([]);
    expect(translator('en').areaPeople.baseline[m.baseline]({ state: 'Selangor' })).toMatch(/= 100$/);
  });

  it('names every field of a declaration, so a new field is explained where a contributor reads', () => {
    expect(steps).not.toBe('');
    expect(Object.keys(SINGAPORE).filter((field) => !steps.includes(`\`${field}\``))).toEqual([]);
  });

  it("gives every market a row of the README's market table", () => {
    const lines = section('README.md', '## Markets').split('\n');
    const header = lines.findIndex((l) => l.startsWith('| market |'));
    const end = lines.findIndex((l, i) => i > header && !l.startsWith('|'));
    expect(lines.slice(header + 2, end)).toHaveLength(MARKETS.length);
  });
});
