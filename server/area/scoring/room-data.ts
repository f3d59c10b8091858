import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Industry } from '../../geo/index.js';
import { circleAreaKm2 } from '../rules.js';
import { cityGrid, type CityGrid } from './city-grid.js';
import * as repo from '../repository.js';
import { competitionValue, expectedStores, fitRoomModel, ROOM_INPUTS, saturationLevel, saturationRatio, type RoomCell, type RoomModel, type SaturationLevel } from './market-room.js';
import { cellVector } from './cell-counts.js';
import type { SiteVector } from './site-vector.js';

/*
 * The market-room model on the city's data: its grid's cells as count-model rows, one fit per industry kept with the
 * grid (so until an import changes the data), and the room of any site read from its own inputs.
 */

type Db = Kysely<Database>;

/** The count model's inputs of a site vector (null where the city has no dataset for one). */
export const roomInputsOf = (v: SiteVector): RoomCell['inputs'] =>
  Object.fromEntries(ROOM_INPUTS.map((k) => [k, v[k]])) as RoomCell['inputs'];

/** Every cell of the grid as a row: its inputs and its stores of the industry within the circle. */
export function roomCellsOf(grid: CityGrid, industry: Industry): RoomCell[] {
  return grid.cells.map((c) => {
    const v = cellVector(c.counts, industry, null);
    return { id: c.cell, inputs: roomInputsOf(v), areaKm2: circleAreaKm2(v.radius), stores: v.competitors };
  });
}

const fits = new WeakMap<CityGrid, Map<string, RoomModel | null>>();
const fitsOf = (grid: CityGrid) => fits.get(grid) ?? fits.set(grid, new Map()).get(grid)!;

/** The industry's fitted model on the grid (null where the city maps no store of it: nothing to fit), kept with it. */
export function roomModelOn(grid: CityGrid, industry: Industry): RoomModel | null {
  const byIndustry = fitsOf(grid);
  if (!byIndustry.has(industry)) {
    const cells = roomCellsOf(grid, industry);
    byIndustry.set(industry, cells.some((c) => c.stores > 0) ? fitRoomModel(cells) : null);
  }
  return byIndustry.get(industry)!;
}

/**
 * roomModelOn, fitted once per data version for all instances: kept in memory, else read from the grid's stored row,
 * else fitted here and stored there.
 */
export async function storedRoomModelOn(db: Db, grid: CityGrid, industry: Industry): Promise<RoomModel | null> {
  const byIndustry = fitsOf(grid);
  if (byIndustry.has(industry)) return byIndustry.get(industry)!;
  const stored = await repo.storedRoomModel(db, grid.countryCode, grid.version, industry);
  if (stored.found) {
    byIndustry.set(industry, stored.model);
    return stored.model;
  }
  const model = roomModelOn(grid, industry);
  await repo.storeRoomModel(db, grid.countryCode, grid.version, industry, model);
  return model;
}

export interface MarketRoom {
  /** Stores the trade area's demand supports (the model's expectation) and the stores there. */
  expected: number;
  existing: number;
  /** (existing + 2) ÷ (expected + 2), its saturation level 1–5 and the competition factor 0..1 read from it. */
  ratio: number;
  level: SaturationLevel;
  value: number;
  model: RoomModel;
}

/** The room of a site with these inputs, competitors included. */
export function roomAt(model: RoomModel, v: SiteVector): MarketRoom {
  const expected = expectedStores(model, { inputs: roomInputsOf(v), areaKm2: circleAreaKm2(v.radius) });
  const ratio = saturationRatio(v.competitors, expected);
  return { expected, existing: v.competitors, ratio, level: saturationLevel(ratio), value: competitionValue(ratio), model };
}

/** The room of a site in a country (null where the country has no grid or maps no store of the industry). */
export async function marketRoom(db: Db, countryCode: string | null, industry: Industry, v: SiteVector, now: Date): Promise<MarketRoom | null> {
  const grid = countryCode ? await cityGrid(db, countryCode, now) : null;
  const model = grid && (await storedRoomModelOn(db, grid, industry));
  return model ? roomAt(model, v) : null;
}
