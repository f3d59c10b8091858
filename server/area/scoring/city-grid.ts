import { cellToLatLng, polygonToCells } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import * as repo from '../repository.js';
import { gridMarketOf } from '../../geo/index.js';
import { gathererFor, type SitesGatherer } from './gather-many.js';
import { countsFromStored, countsOf, storedCounts, type CellCounts } from './cell-counts.js';

/*
 * A city as a grid of H3 cells, each with its trade area gathered: what the market-room model is fitted on (and what a
 * city-wide search weighs). Laid over the small areas of the country's market where they have boundaries; elsewhere
 * there is no grid.
 */

type Db = Kysely<Database>;

/** Cells of this resolution (≈0.1 km², centres ≈350 m apart) over the whole city. */
export const GRID_RESOLUTION = 9;
/** Each cell's trade area: a walk of a few minutes, the AI analysis's default radius. */
export const GRID_RADIUS = 500;
/** Cells gathered between two turns of the event loop (a few tens of milliseconds of CPU). */
const CELLS_PER_SLICE = 25;

export interface GridCell {
  cell: string;
  lat: number;
  lon: number;
  /** The small area holding the cell's centre. */
  areaName: string;
  counts: CellCounts;
}

export interface CityGrid {
  countryCode: string;
  /** The imported data's version it was gathered from (what its stored room models are kept under). */
  version: string;
  cells: GridCell[];
  /** The city's stores, stops and people in memory, to gather any point of it (built on first use). */
  gatherer: () => Promise<SitesGatherer>;
}

/** GeoJSON Polygon or MultiPolygon → its polygons' rings of [lon, lat]. */
export function polygonsOf(geometry: unknown): number[][][][] {
  const g = geometry as { type: string; coordinates: unknown };
  if (g.type === 'Polygon') return [g.coordinates as number[][][]];
  if (g.type === 'MultiPolygon') return g.coordinates as number[][][][];
  return [];
}

/** The cells whose centre lies in one of the areas, each with the first area's name, sorted by cell id. */
export function cellsOfAreas(areas: ReadonlyArray<{ name: string; geometry: unknown }>, resolution = GRID_RESOLUTION): Array<[string, string]> {
  const seen = new Map<string, string>();
  for (const area of areas) {
    for (const polygon of polygonsOf(area.geometry)) {
      for (const cell of polygonToCells(polygon, resolution, true)) if (!seen.has(cell)) seen.set(cell, area.name);
    }
  }
  return [...seen].sort(([a], [b]) => a.localeCompare(b));
}

const kept = new WeakMap<object, Map<string, { version: string; grid: Promise<CityGrid | null> }>>();

/**
 * The grid of a country for the imported data's version: kept in memory, else read from the database, else gathered
 * (≈7 s of CPU for Singapore's 6,576 cells) and stored for every other instance; one computation at a time. Null where
 * the country has no planning areas.
 */
export async function cityGrid(db: Db, countryCode: string, now: Date): Promise<CityGrid | null> {
  const version = await repo.importedVersion(db);
  let byCountry = kept.get(db);
  if (!byCountry) kept.set(db, (byCountry = new Map()));
  const hit = byCountry.get(countryCode);
  if (hit?.version === version) return hit.grid;
  const grid = storedOrGathered(db, countryCode, version, now);
  byCountry.set(countryCode, { version, grid });
  // A failure (the database unreachable) is not kept: the next request tries again.
  grid.catch(() => byCountry.get(countryCode)?.grid === grid && byCountry.delete(countryCode));
  return grid;
}

async function storedOrGathered(db: Db, countryCode: string, version: string, now: Date): Promise<CityGrid | null> {
  const market = gridMarketOf(countryCode);
  const dense = (a: repo.MarketArea) => market?.gridMinDensity == null || (a.population !== null && !!a.area_km2 && a.population / a.area_km2 >= market.gridMinDensity);
  const areas = market ? (await repo.marketAreas(db, market, now)).filter(dense) : [];
  if (!areas.length) return null;
  const gatherer = once(() => gathererOver(db, areas, now));
  const stored = await repo.storedCityGrid(db, countryCode, version);
  if (stored) return { countryCode, version, cells: stored.map(([cell, areaName, counts]) => gridCell(cell, areaName, countsFromStored(counts))), gatherer };
  const cells = await gatherCells(await gatherer(), cellsOfAreas(areas));
  await repo.storeCityGrid(db, countryCode, version, cells.map((c) => [c.cell, c.areaName, storedCounts(c.counts)]), now);
  return { countryCode, version, cells, gatherer };
}

function gridCell(cell: string, areaName: string, counts: CellCounts): GridCell {
  const [lat, lon] = cellToLatLng(cell);
  return { cell, lat, lon, areaName, counts };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

type Area = { name: string; geometry: unknown; bbox: readonly number[] };

/** A gatherer over the box of the areas; its reference point (what is the same for the whole country) a cell of them. */
function gathererOver(db: Db, areas: readonly Area[], now: Date): Promise<SitesGatherer> {
  const box = repo.jointBox(areas);
  const [lat, lon] = cellToLatLng(cellsOfAreas(areas.slice(0, 1))[0]![0]);
  return gathererFor(db, box, { lat, lon }, now);
}

async function gatherCells(gatherer: SitesGatherer, ids: Array<[string, string]>): Promise<GridCell[]> {
  const cells: GridCell[] = [];
  for (const [i, [cell, areaName]] of ids.entries()) {
    // Seconds of CPU in all: the instance answers other requests between slices of the grid.
    if (i > 0 && i % CELLS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const [lat, lon] = cellToLatLng(cell);
    cells.push(gridCell(cell, areaName, countsOf(gatherer.gather({ lat, lon }, GRID_RADIUS))));
  }
  return cells;
}
