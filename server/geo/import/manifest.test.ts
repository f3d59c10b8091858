import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from './manifest.js';

describe('MANIFEST.md reader', () => {
  it("keeps a vintage's caveat for the importer out of the provenance users see", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    fs.writeFileSync(
      path.join(dir, 'MANIFEST.md'),
      [
        '## Datasets',
        '| files | what | source | licence | vintage |',
        '|---|---|---|---|---|',
        '| `world/places/` | Cities | dr5hn | ODbL 1.0 | 2026-08; city populations for SG are wrong: use GeoNames |',
        '| `world/wdi/` | WDI | World Bank | CC BY 4.0 | 1960–2025, mirror of 2026-07 |',
      ].join('\n'),
    );
    const manifest = readManifest(dir);
    expect(manifest.sourceOf('world/places/states.csv').vintage).toBe('2026-08');
    expect(manifest.sourceOf('world/wdi/x.csv').vintage).toBe('1960–2025, mirror of 2026-07');
  });
});
