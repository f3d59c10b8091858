import { cellToLatLng, polygonToCells } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import * as repo from '../area/repository.js';
import { currentDataVersion } from '../area/saved-queries.js';
import { gathererFor, type SitesGatherer } from '../area/scoring/gather-many.js';
import type { SiteGathered } from '../area/scoring/site-inputs.js';
import { MIN_SITE_SEPARATION_M } from '../../contracts/recommendation.js';
import { neighboursOf, searchReachM, type Neighbours } from './search.js';

type Db = Kysely<Database>;

/** Candidate sites: H3 cells of this resolution (≈0.1 km², centres ≈350 m apart) over the whole city. */
export const CANDIDATE_RESOLUTION = 9;
/** The trade area every candidate is scored at: a walk of a few minutes, the AI analysis's default radius. */
export const SEARCH_RADIUS = 500;

export interface CityCell {
  cell: string;
  lat: number;
  lon: number;
  /** The planning area holding the cell's centre (its name names the site). */
  areaName: string;
  gathered: SiteGathered;
}

export interface CityCells {
  countryCode: string;
  cells: CityCell[];
  /** Each cell's neighbours within the search's reach (search.ts), computed with the cells. */
  near: Neighbours;
  gatherer: SitesGatherer;
}

/** GeoJSON Polygon or MultiPolygon → its polygons' rings of [lon, lat]. */
function polygonsOf(geometry: unknown): number[][][][] {
  const g = geometry as { type: string; coordinates: unknown };
  if (g.type === 'Polygon') return [g.coordinates as number[][][]];
  if (g.type === 'MultiPolygon') return g.coordinates as number[][][][];
  return [];
}

/** Per database (tests open several in one process): each country's cells with the data version they were gathered from. */
const kept = new WeakMap<object, Map<string, { version: string; cells: Promise<CityCells | null> }>>();

/**
 * The candidate cells of a country whose planning areas are imported (Singapore: 55 areas), each with its inputs
 * gathered once per data version: kept until an import changes the version (not for the imported-data cache's 5
 * minutes: gathering them takes ≈10 s of CPU), one computation at a time. Null where the country has none (no
 * city-wide data to search).
 */
export async function cityCells(db: Db, countryCode: string, now: Date): Promise<CityCells | null> {
  const version = await currentDataVersion(db);
  let byCountry = kept.get(db);
  if (!byCountry) kept.set(db, (byCountry = new Map()));
  const hit = byCountry.get(countryCode);
  if (hit?.version === version) return hit.cells;
  const cells = gatherCity(db, countryCode, now);
  byCountry.set(countryCode, { version, cells });
  // A failure (the database unreachable) is not kept: the next request tries again.
  cells.catch(() => byCountry.get(countryCode)?.cells === cells && byCountry.delete(countryCode));
  return cells;
}

async function gatherCity(db: Db, countryCode: string, now: Date): Promise<CityCells | null> {
  const areas = (await repo.planningAreas(db, now)).filter((a) => a.country_iso2 === countryCode);
  if (!areas.length) return null;
  const box: [number, number, number, number] = [180, 90, -180, -90];
  for (const { bbox } of areas) [box[0], box[1], box[2], box[3]] = [Math.min(box[0], bbox[0]), Math.min(box[1], bbox[1]), Math.max(box[2], bbox[2]), Math.max(box[3], bbox[3])];
  const seen = new Map<string, string>();
  for (const area of areas) {
    for (const polygon of polygonsOf(area.geometry)) {
      for (const cell of polygonToCells(polygon, CANDIDATE_RESOLUTION, true)) if (!seen.has(cell)) seen.set(cell, area.name);
    }
  }
  const [firstCell] = seen.keys();
  const [refLat, refLon] = cellToLatLng(firstCell!);
  const gatherer = await gathererFor(db, box, { lat: refLat, lon: refLon }, now);
  const cells = [...seen].sort(([a], [b]) => a.localeCompare(b)).map(([cell, areaName]): CityCell => {
    const [lat, lon] = cellToLatLng(cell);
    return { cell, lat, lon, areaName, gathered: gatherer.gather({ lat, lon }, SEARCH_RADIUS) };
  });
  return { countryCode, cells, near: neighboursOf(cells, searchReachM(MIN_SITE_SEPARATION_M)), gatherer };
}
