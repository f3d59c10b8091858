import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { namespaceLoader, namespaceTables } from './namespace-loaders.js';
// @ts-expect-error: a plain Node script (npm run i18n runs it), without type declarations
import { tableSource } from './namespace-tables/generate.mjs';

const locales = Object.keys(import.meta.glob('../../../i18n/*/index.ts')).map((key) => key.split('/')[4]!);

describe('namespace tables (one per locale)', () => {
  it('has a table for every locale, each with the same namespaces', async () => {
    expect(Object.keys(namespaceTables).sort()).toEqual(locales.map((l) => `./namespace-tables/ns-${l}.ts`).sort());
    const english = Object.keys(await namespaceTables['./namespace-tables/ns-en.ts']!()).sort();
    expect(english).toContain('./aiAnalysis/index.ts');
    expect(english).not.toContain('./server/index.ts');
    for (const locale of locales) expect(Object.keys(await namespaceTables[`./namespace-tables/ns-${locale}.ts`]!()).sort()).toEqual(english);
  });

  it('holds each table as npm run i18n makes it from the one template', () => {
    for (const locale of locales) {
      expect(readFileSync(`src/platform/i18n/namespace-tables/ns-${locale}.ts`, 'utf8'), locale).toBe((tableSource as (l: string) => string)(locale));
    }
  });

  it("loads a namespace's texts in a locale, and nothing for an unknown one", async () => {
    const load = await namespaceLoader('fr', 'aiAnalysis');
    expect(load && typeof (await load()).default).toBe('object');
    expect(await namespaceLoader('fr', 'server')).toBeUndefined();
    expect(await namespaceLoader('xx', 'aiAnalysis')).toBeUndefined();
  });
});
