import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { KLANG_VALLEY } from '../../geo/markets.js';
import { gridsStored } from '../../testing/grids-stored.js';
import { openImported } from '../../testing/imported-databases.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { SCORING_CONFIG, scoringConfigOf } from './config.js';
import { cityGrid } from './city-grid.js';
import { roomCellsOf } from './room-data.js';
import { checkRoomModel } from './room-fit.js';
import { aucRow, formatTable, outletValidationSet, type AucRow, type ValidationSet } from './validation.js';

/*
 * The site score validated in the Klang Valley on outcomes that match its question, independent of its inputs: the
 * 99 Speedmart chain's outlets (a real convenience chain's own list, not the map the store counts come from) against
 * random points on the Klang Valley's land, inside its census seats.
 */
const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const target = testDatabaseTargets().find((t) => t.name === 'postgres');
const DATASETS = /^(places|nsi|osm-asia-2018|my-.*|wpp-2024|wdi-(en\.pop\.dnst|sl\.emp\.totl\.sp\.zs|sp\.pop\.grow|sm\.pop\.totl|sp\.pop\.totl))$/;
const NOW = new Date('2026-11-26T00:00:00Z');

describe.skipIf(!fs.existsSync(path.join(dataDir, 'MANIFEST.md')) || !target)('site score against a real chain\'s outlets (PostgreSQL, Klang Valley)', () => {
  let handle: DatabaseHandle;
  let row: AucRow;
  let set: ValidationSet;

  beforeAll(async () => {
    handle = await openImported(target!, DATASETS, gridsStored('MY', ['convenience']));
    set = (await outletValidationSet(handle.db, KLANG_VALLEY, 300, 300, 30, NOW))!;
    row = aucRow(set, scoringConfigOf(KLANG_VALLEY));
    console.log(formatTable([row]));
  }, 300_000);
  afterAll(async () => handle?.close());

  it('scores the chain\'s outlets above random land better than any single input does, with the market\'s own weights', () => {
    expect(row.stores).toBe(300);
    expect(row.composite, `composite against ${row.best.key}`).toBeGreaterThan(row.best.auc);
    expect(row.composite).toBeGreaterThanOrEqual(0.88);
    // On the half of the points the weights were not fitted on, too.
    expect(row.compositeHeldOut).toBeGreaterThanOrEqual(0.88);
    // Singapore's weights, for the record: below the best single input here (the evidence differs).
    const singapore = aucRow(set, SCORING_CONFIG);
    expect(singapore.composite).toBeLessThan(row.composite);
  });

  it('is the table the README records', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const line of formatTable([row]).split('\n').slice(2)) expect(readme, line).toContain(line);
  });

  it('ranks held-out grid cells by the market room\'s expected stores better than any single input, per industry', async () => {
    const grid = (await cityGrid(handle.db, 'MY', NOW))!;
    for (const industry of ['convenience', 'restaurant', 'cafe', 'fast_food'] as const) {
      const check = checkRoomModel(roomCellsOf(grid, industry));
      console.log(`room ${industry}: ${grid.cells.length} cells, held out ${check.heldOut}, concordance ${check.concordance.toFixed(3)} (best single ${check.best.key} ${check.best.concordance.toFixed(3)}), Spearman ${check.spearman.toFixed(3)}`);
      expect(check.concordance, `${industry} against ${check.best.key}`).toBeGreaterThan(check.best.concordance);
    }
  }, 300_000);
});
