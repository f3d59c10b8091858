import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { gridsStored } from '../../testing/grids-stored.js';
import { openImported } from '../../testing/imported-databases.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { Industry } from '../../geo/industries.js';
import { cityGrid, type CityGrid } from './city-grid.js';
import { mappingCoverage } from './mapping-coverage.js';
import { expectedStores, saturationLevel, saturationRatio } from './market-room.js';
import { marketRoom, roomCellsOf, roomModelOn } from './room-data.js';
import { checkRoomModel, type RoomFitCheck } from './room-fit.js';
import { siteInputs } from './site-inputs.js';
import { VALIDATION } from './validation.js';

/*
 * The market-room count model on Singapore's real data: fitted on four fifths of the city's cells, it must rank the
 * held-out fifth's store counts better than any single input does and no worse than the README's recorded floors.
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const target = testDatabaseTargets().find((t) => t.name === 'postgres');
const DATASETS = /^(places|nsi|sg-planning-areas|osm-asia-2018|sg-(hawker-centres|shopping-malls|chas-clinics|halal|bus-stops|rail|hdb-blocks|lta-train-volume)|wpp-2024|wdi-(en\.pop\.dnst|sl\.emp\.totl\.sp\.zs|sp\.pop\.grow|sm\.pop\.totl|sp\.pop\.totl))$/;
const NOW = new Date('2026-11-26T00:00:00Z');
const TANJONG_PAGAR = { lat: 1.27645, lon: 103.84567 };

/** Held-out floors (concordance, Spearman) the README records, a little under the measured values. */
const ROOM_FLOORS: Record<string, { concordance: number; spearman: number }> = {
  cafe: { concordance: 0.83, spearman: 0.45 },
  fast_food: { concordance: 0.87, spearman: 0.3 },
  restaurant: { concordance: 0.84, spearman: 0.55 },
  supermarket: { concordance: 0.9, spearman: 0.58 },
  convenience: { concordance: 0.86, spearman: 0.42 },
  bank: { concordance: 0.88, spearman: 0.43 },
  clinic: { concordance: 0.91, spearman: 0.75 },
  fitness: { concordance: 0.83, spearman: 0.25 },
};

const f3 = (x: number) => x.toFixed(3);
function formatRoomTable(rows: ReadonlyArray<{ industry: Industry } & RoomFitCheck>): string {
  return [
    '| industry | cells fitted / held out | Spearman | concordance | best single input | expected vs actual by decile of expected (held out) |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.industry} | ${r.fitted} / ${r.heldOut} | ${f3(r.spearman)} | **${f3(r.concordance)}** | ${r.best.key} ${f3(r.best.concordance)} | ${r.deciles.map((d) => `${d.expected.toFixed(1)}/${d.actual.toFixed(1)}`).join(' ')} |`),
  ].join('\n');
}

describe.skipIf(!haveData || !target)('market room on Singapore (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  let grid: CityGrid;
  let rows: Array<{ industry: Industry } & RoomFitCheck>;

  beforeAll(async () => {
    handle = await openImported(target!, DATASETS, gridsStored('SG', []));
    let at = performance.now();
    grid = (await cityGrid(handle.db, 'SG', NOW))!;
    console.log(`grid of ${grid.cells.length} cells read in ${Math.round(performance.now() - at)} ms`);
    at = performance.now();
    rows = VALIDATION.industries.map((industry) => ({ industry, ...checkRoomModel(roomCellsOf(grid, industry)) }));
    console.log(`${rows.length} held-out checks: ${Math.round(performance.now() - at)} ms`);
    console.log(formatRoomTable(rows));
  }, 600_000);
  afterAll(async () => handle?.close());

  it('ranks held-out cells better than the best single input, above the recorded floors', () => {
    for (const r of rows) {
      expect(r.concordance, `${r.industry} against ${r.best.key}`).toBeGreaterThan(r.best.concordance);
      expect(r.concordance, r.industry).toBeGreaterThanOrEqual(ROOM_FLOORS[r.industry]!.concordance);
      expect(r.spearman, r.industry).toBeGreaterThanOrEqual(ROOM_FLOORS[r.industry]!.spearman);
    }
  });

  it('is the table the README records', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const line of formatRoomTable(rows).split('\n').slice(2)) expect(readme, line).toContain(line);
  });

  it('reads Tanjong Pagar as highly saturated for cafés, and saturation varies across the city', async () => {
    const at = performance.now();
    const inputs = await siteInputs(handle.db, TANJONG_PAGAR, 500, 'cafe', null, NOW);
    const room = (await marketRoom(handle.db, 'SG', 'cafe', inputs.values, NOW))!;
    console.log(`Tanjong Pagar cafés: ${room.existing} against ${room.expected.toFixed(1)} expected, ratio ${room.ratio.toFixed(2)}, level ${room.level} (${Math.round(performance.now() - at)} ms)`);
    expect(room.level).toBe(5);
    expect(room.existing).toBeGreaterThan(room.expected);
    const model = roomModelOn(grid, 'cafe')!;
    const cells = roomCellsOf(grid, 'cafe');
    const levels = cells.map((c) => saturationLevel(saturationRatio(c.stores, expectedStores(model, c))));
    for (const level of [1, 2, 3, 4, 5]) expect(levels.filter((l) => l === level).length, `level ${level}`).toBeGreaterThan(cells.length / 100);
  });

  it('says how thoroughly the map lists each industry', async () => {
    const cafe = await mappingCoverage(handle.db, 'SG', 'cafe', NOW);
    console.log('mapping coverage, cafés:', cafe);
    expect(cafe.kind).toBe('measured');
    expect(cafe.recall!).toBeLessThan(0.5);
    expect((await mappingCoverage(handle.db, 'SG', 'clinic', NOW)).kind).toBe('official list');
    expect((await mappingCoverage(handle.db, 'SG', 'bakery', NOW)).kind).toBe('not mapped');
    expect((await mappingCoverage(handle.db, 'SG', 'bank', NOW)).kind).toBe('not measured');
  });
});
