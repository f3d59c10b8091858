import { describe, expect, it } from 'vitest';
import * as datasets from './datasets.js';
import { catalogue } from './import/catalogue.js';

describe('dataset ids', () => {
  it('of every dataset the importer loads are written in datasets.ts (the WDI series by wdiDatasetId)', () => {
    const written = new Set<string>(Object.values(datasets).filter((v) => typeof v === 'string'));
    for (const code of Object.keys(datasets.WDI_INDICATORS)) written.add(datasets.wdiDatasetId(code));
    expect(catalogue().map((d) => d.id).filter((id) => !written.has(id))).toEqual([]);
  });

  it('are each written once', () => {
    const ids = Object.values(datasets).filter((v) => typeof v === 'string');
    expect(new Set(ids).size).toBe(ids.length);
  });
});
