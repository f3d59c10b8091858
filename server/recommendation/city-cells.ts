import { cellToBoundary, cellToLatLng, cellToParent, polygonToCells } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import * as repo from '../area/repository.js';
import { currentDataVersion } from '../area/saved-queries.js';
import { gathererFor, type SitesGatherer } from '../area/scoring/gather-many.js';
import { siteVector, type SiteGathered } from '../area/scoring/site-inputs.js';
import { FRONTAGE_M, type SiteVector } from '../area/scoring/site-vector.js';
import type { Industry } from '../geo/industries.js';
import { MIN_SITE_SEPARATION_M } from '../../contracts/recommendation.js';
import { neighboursOf, searchReachM, type Neighbours } from './search.js';

type Db = Kysely<Database>;

/** Candidate sites: H3 cells of this resolution (≈0.1 km², centres ≈350 m apart) over the whole city. */
export const CANDIDATE_RESOLUTION = 9;
/** The trade area every candidate is scored at: a walk of a few minutes, the AI analysis's default radius. */
export const SEARCH_RADIUS = 500;

/** The heat layer's cells: r8 (≈0.74 km²), each the best of its seven r9 cells, so ~1,000 cells draw the city. */
export const HEAT_RESOLUTION = 8;

/**
 * What the weighting of one cell needs, counted once per data version: the industry-independent inputs, and per
 * industry and per brand the counts siteVector would filter the cell's stores for on every request.
 */
export interface CellCounts {
  /** siteVector for any industry without a brand: the fields below replace its industry's and brand's own. */
  base: SiteVector;
  /** Per industry: its stores, the distance of the first (nearest) of them, and those within FRONTAGE_M. */
  byIndustry: ReadonlyMap<string, { count: number; firstM: number; frontage: number }>;
  /** Stores of every industry within FRONTAGE_M. */
  frontage: number;
  /** Per brand: its stores. */
  byBrand: ReadonlyMap<string, number>;
}

export interface CityCell {
  cell: string;
  lat: number;
  lon: number;
  /** The planning area holding the cell's centre (its name names the site). */
  areaName: string;
  gathered: SiteGathered;
  counts: CellCounts;
  /** Its heat cell (HEAT_RESOLUTION parent), an index into CityCells.heatCells. */
  heatCell: number;
}

/** The cell's stores counted by industry and brand, once (see CellCounts). */
function countsOf(g: SiteGathered): CellCounts {
  const byIndustry = new Map<string, { count: number; firstM: number; frontage: number }>();
  const byBrand = new Map<string, number>();
  let frontage = 0;
  for (const s of g.stores) {
    const near = s.distanceM <= FRONTAGE_M ? 1 : 0;
    const known = byIndustry.get(s.industry);
    if (known) {
      known.count += 1;
      known.frontage += near;
    } else byIndustry.set(s.industry, { count: 1, firstM: s.distanceM, frontage: near });
    frontage += near;
    if (s.brandId !== null) byBrand.set(s.brandId, (byBrand.get(s.brandId) ?? 0) + 1);
  }
  return { base: siteVector(g, 'cafe', null), byIndustry, frontage, byBrand };
}

/** siteVector(cell.gathered, industry, brandId), from the counts kept with the cell: the same figures without a pass over its stores. */
export function cellVector(cell: CityCell, industry: Industry, brandId: string | null): SiteVector {
  const { base, byIndustry, frontage, byBrand } = cell.counts;
  const own = byIndustry.get(industry);
  return {
    ...base,
    competitors: own?.count ?? 0,
    neighbours: frontage - (own?.frontage ?? 0),
    ownBrandStores: brandId === null ? null : byBrand.get(brandId) ?? 0,
    nearestCompetitorM: own ? Math.round(own.firstM) : null,
  };
}

export interface CityCells {
  countryCode: string;
  cells: CityCell[];
  /** Each cell's neighbours within the search's reach (search.ts), computed with the cells. */
  near: Neighbours;
  /** The heat layer's cells, sorted by id: their boundary as [lon, lat] rings (5 decimals: ~1 m). */
  heatCells: Array<{ cell: string; ring: number[][] }>;
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
  const sorted = [...seen].sort(([a], [b]) => a.localeCompare(b));
  const parents = [...new Set(sorted.map(([cell]) => cellToParent(cell, HEAT_RESOLUTION)))].sort((a, b) => a.localeCompare(b));
  const parentIndex = new Map(parents.map((p, i) => [p, i]));
  const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
  const heatCells = parents.map((cell) => ({ cell, ring: cellToBoundary(cell, true).map(([lon, lat]) => [r5(lon!), r5(lat!)]) }));
  const cells = sorted.map(([cell, areaName]): CityCell => {
    const [lat, lon] = cellToLatLng(cell);
    const gathered = gatherer.gather({ lat, lon }, SEARCH_RADIUS);
    return { cell, lat, lon, areaName, gathered, counts: countsOf(gathered), heatCell: parentIndex.get(cellToParent(cell, HEAT_RESOLUTION))! };
  });
  return { countryCode, cells, near: neighboursOf(cells, searchReachM(MIN_SITE_SEPARATION_M)), heatCells, gatherer };
}
