import { cellToBoundary, cellToParent } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { cityGrid, GRID_RADIUS, type CityGrid } from '../area/index.js';
import { cellVector as countsVector, type CellCounts } from '../area/index.js';
import type { SiteVector } from '../area/index.js';
import type { Industry } from '../geo/index.js';
import { MIN_SITE_SEPARATION_M } from '../../contracts/recommendation.js';
import { neighboursOf, searchReachM, type Neighbours } from './search.js';

type Db = Kysely<Database>;

/** The trade area every candidate is scored at: the city grid's (a walk of a few minutes, the AI analysis's default radius). */
export const SEARCH_RADIUS = GRID_RADIUS;

/**
 * The heat layer's cells: the finest of these resolutions (r8 ≈0.74 km², each the best of its seven r9 cells; r7
 * ≈5.2 km²) that draws the city in at most MAX_HEAT_CELLS, so its answer stays small on a phone (Singapore: ≈1,000 r8
 * cells, ≈100 KB; the Klang Valley's 15,503 grid cells would take 2,800 r8 cells and 380 KB, so r7).
 */
const HEAT_RESOLUTIONS = [8, 7] as const;
const MAX_HEAT_CELLS = 1_500;

export interface CityCell {
  cell: string;
  lat: number;
  lon: number;
  /** The planning area holding the cell's centre (its name names the site). */
  areaName: string;
  counts: CellCounts;
  /** Its heat cell (its parent at the heat layer's resolution), an index into CityCells.heatCells. */
  heatCell: number;
}

/** siteVector(cell's trade area, industry, brandId), from the counts kept with the cell. */
export const cellVector = (cell: CityCell, industry: Industry, brandId: string | null): SiteVector => countsVector(cell.counts, industry, brandId);

export interface CityCells {
  countryCode: string;
  cells: CityCell[];
  /** Each cell's neighbours within the search's reach (search.ts), computed with the cells. */
  near: Neighbours;
  /** The heat layer's cells, sorted by id: their boundary as [lon, lat] rings (5 decimals: ~1 m). */
  heatCells: Array<{ cell: string; ring: number[][] }>;
  /** The grid the cells are (the market-room model's, fitted on it per industry). */
  grid: CityGrid;
}

/** Per grid (kept per data version by cityGrid): its cells counted for the search, once. */
const kept = new WeakMap<CityGrid, CityCells>();

/**
 * The candidate cells of a country whose planning areas are imported (Singapore: 55 areas): the city grid the market-room
 * model is fitted on (its trade areas gathered once per data version and stored), each cell's stores counted for the
 * search once. Null where the country has none (no city-wide data to search).
 */
export async function cityCells(db: Db, countryCode: string, now: Date): Promise<CityCells | null> {
  const grid = await cityGrid(db, countryCode, now);
  if (!grid) return null;
  let city = kept.get(grid);
  if (!city) kept.set(grid, (city = cellsOf(grid)));
  return city;
}

/** The grid cells' parents at the finest heat resolution that keeps them at most MAX_HEAT_CELLS, sorted by id. */
function heatParents(grid: CityGrid): { resolution: number; parents: string[] } {
  const at = (resolution: number) => [...new Set(grid.cells.map((c) => cellToParent(c.cell, resolution)))].sort((a, b) => a.localeCompare(b));
  for (const resolution of HEAT_RESOLUTIONS) {
    const parents = at(resolution);
    if (parents.length <= MAX_HEAT_CELLS || resolution === HEAT_RESOLUTIONS.at(-1)) return { resolution, parents };
  }
  throw new Error('no heat resolution');
}

function cellsOf(grid: CityGrid): CityCells {
  const { resolution, parents } = heatParents(grid);
  const parentIndex = new Map(parents.map((p, i) => [p, i]));
  const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
  const heatCells = parents.map((cell) => ({ cell, ring: cellToBoundary(cell, true).map(([lon, lat]) => [r5(lon!), r5(lat!)]) }));
  const cells = grid.cells.map((c): CityCell => ({ ...c, heatCell: parentIndex.get(cellToParent(c.cell, resolution))! }));
  return { countryCode: grid.countryCode, cells, near: neighboursOf(cells, searchReachM(MIN_SITE_SEPARATION_M)), heatCells, grid };
}
