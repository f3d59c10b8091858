import { cellToLatLng, polygonToCells } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import * as repo from '../repository.js';
import { currentDataVersion } from '../saved-queries.js';
import { gathererFor, type SitesGatherer } from './gather-many.js';
import type { SiteGathered } from './site-inputs.js';

/*
 * A city as a grid of H3 cells, each with its trade area gathered: what the market-room model is fitted on (and what a
 * city-wide search weighs). Built from the planning-area polygons the data has for the country; a country without
 * them has no grid.
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
  /** The planning area holding the cell's centre. */
  areaName: string;
  gathered: SiteGathered;
}

export interface CityGrid {
  countryCode: string;
  cells: GridCell[];
  gatherer: SitesGatherer;
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
 * The grid of a country, gathered once per data version (≈10 s of CPU for Singapore's 6,576 cells) and kept until an
 * import changes the version; one computation at a time. Null where the country has no planning areas.
 */
export async function cityGrid(db: Db, countryCode: string, now: Date): Promise<CityGrid | null> {
  const version = await currentDataVersion(db);
  let byCountry = kept.get(db);
  if (!byCountry) kept.set(db, (byCountry = new Map()));
  const hit = byCountry.get(countryCode);
  if (hit?.version === version) return hit.grid;
  const grid = gatherGrid(db, countryCode, now);
  byCountry.set(countryCode, { version, grid });
  // A failure (the database unreachable) is not kept: the next request tries again.
  grid.catch(() => byCountry.get(countryCode)?.grid === grid && byCountry.delete(countryCode));
  return grid;
}

async function gatherGrid(db: Db, countryCode: string, now: Date): Promise<CityGrid | null> {
  const areas = (await repo.planningAreas(db, now)).filter((a) => a.country_iso2 === countryCode);
  if (!areas.length) return null;
  const box: [number, number, number, number] = [180, 90, -180, -90];
  for (const { bbox } of areas) [box[0], box[1], box[2], box[3]] = [Math.min(box[0], bbox[0]), Math.min(box[1], bbox[1]), Math.max(box[2], bbox[2]), Math.max(box[3], bbox[3])];
  const ids = cellsOfAreas(areas);
  const [refLat, refLon] = cellToLatLng(ids[0]![0]);
  const gatherer = await gathererFor(db, box, { lat: refLat, lon: refLon }, now);
  const cells: GridCell[] = [];
  for (const [i, [cell, areaName]] of ids.entries()) {
    // Seconds of CPU in all: the instance answers other requests between slices of the grid.
    if (i > 0 && i % CELLS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const [lat, lon] = cellToLatLng(cell);
    cells.push({ cell, lat, lon, areaName, gathered: gatherer.gather({ lat, lon }, GRID_RADIUS) });
  }
  return { countryCode, cells, gatherer };
}
