import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { importAll } from './run.js';
import { wdiDatasets } from './wdi.js';
import { trainVolumeDataset, hdbDataset } from './sg-transit.js';
import { myIncomeDataset } from './sg-areas.js';
import { parseCsv } from './csv.js';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'data');
const wanted = new Set(['ny.gdp.mktp.cd', 'sp.pop.totl', 'pa.nus.fcrf'].map((i) => `wdi-${i}`));
const defs = () => [...wdiDatasets().filter((d) => wanted.has(d.id)), trainVolumeDataset, hdbDataset, myIncomeDataset];

/** A writable copy of the fixtures, so a test can corrupt a file (and re-sign the manifest when it must pass the checksum). */
function copyFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lokasi-geo-'));
  fs.cpSync(fixtures, dir, { recursive: true });
  return dir;
}
function rewrite(dir: string, file: string, edit: (text: string) => string, resign: boolean) {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full);
  const after = edit(before.toString('utf8'));
  fs.writeFileSync(full, after);
  if (resign) {
    const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
    const m = path.join(dir, 'MANIFEST.md');
    fs.writeFileSync(m, fs.readFileSync(m, 'utf8').replace(sha(before), sha(after)));
  }
}

async function counts(handle: DatabaseHandle) {
  const n = async (t: 'geo_indicators' | 'geo_transit_volumes' | 'geo_residential_blocks' | 'geo_areas' | 'datasets') =>
    Number((await handle.db.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { indicators: await n('geo_indicators'), volumes: await n('geo_transit_volumes'), blocks: await n('geo_residential_blocks'), areas: await n('geo_areas'), datasets: await n('datasets') };
}

for (const target of testDatabaseTargets()) {
  describe(`geo importer on fixtures (${target.name})`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    }, 60_000);
    afterAll(async () => handle?.close());

    it('imports every fixture row with provenance, and a second run adds nothing', async () => {
      const first = await importAll(handle.db, fixtures, { defs: defs() });
      expect(first.every((r) => r.status === 'imported')).toBe(true);
      const csv = parseCsv(fs.readFileSync(path.join(fixtures, 'world/wdi/ny.gdp.mktp.cd.csv'), 'utf8'), 'gdp');
      const sgp = csv.filter((r) => r.get('Country Code') === 'SGP' && r.get('Value') !== '').sort((a, b) => Number(b.get('Year')) - Number(a.get('Year')))[0]!;
      const stored = await handle.db.selectFrom('geo_indicators').select('value').where('indicator', '=', 'ny.gdp.mktp.cd').where('country_iso3', '=', 'SGP').where('year', '=', Number(sgp.get('Year'))).executeTakeFirstOrThrow();
      expect(stored.value).toBe(Number(sgp.get('Value')));
      const ds = await handle.db.selectFrom('datasets').selectAll().where('id', '=', 'wdi-ny.gdp.mktp.cd').executeTakeFirstOrThrow();
      expect(ds).toMatchObject({ licence: 'CC BY 4.0 (World Bank)', vintage: '1960–2025, mirror of 2026-07' });
      const before = await counts(handle);
      expect(before.volumes).toBe(40);
      expect(before.blocks).toBe(25);

      const second = await importAll(handle.db, fixtures, { defs: defs() });
      expect(second.map((r) => r.status)).toEqual(second.map(() => 'unchanged'));
      expect(await counts(handle)).toEqual(before);
    });

    it('rejects a file whose checksum differs from the manifest, naming it, and changes nothing', async () => {
      const dir = copyFixtures();
      rewrite(dir, 'sg/hdb-blocks.csv', (t) => t.replace('GEYLANG SERAI', 'GEYLANG SERAY'), false);
      const before = await counts(handle);
      await expect(importAll(handle.db, dir, { defs: defs() })).rejects.toThrow(/sg\/hdb-blocks\.csv: SHA-256 mismatch/);
      expect(await counts(handle)).toEqual(before);
    });

    it('rejects a malformed row with file and line, leaving the dataset as it was', async () => {
      const dir = copyFixtures();
      // Line 5 of the CSV gets a non-numeric tap-in volume; the file is re-signed so only the content check can catch it.
      rewrite(dir, 'sg/lta-train-volume-2025-06.csv', (t) => t.split('\n').map((l, i) => (i === 4 ? l.replace(/,(\d+),(\d+)$/, ',many,$2') : l)).join('\n'), true);
      const before = await counts(handle);
      await expect(importAll(handle.db, dir, { defs: defs() })).rejects.toThrow(/sg\/lta-train-volume-2025-06\.csv:5: column "TOTAL_TAP_IN_VOLUME" is not a number/);
      expect(await counts(handle)).toEqual(before);
    });
  });
}
