import { cellToChildren, cellToLatLng } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Industry } from '../geo/industries.js';
import { MIN_SITE_SEPARATION_M, RECOMMENDED_SITES } from '../../contracts/recommendation.js';
import { scoreSite } from '../area/scoring/engine.js';
import { inputsFrom, siteVector, type SiteGathered, type SiteInputs } from '../area/scoring/site-inputs.js';
import { cellVector, cityCells, SEARCH_RADIUS, type CityCells } from './city-cells.js';
import { searchSites, type ScoredCell, type ScoredPoint } from './search.js';
import { HUFF_DEFAULTS, huffShare } from './huff.js';

type Db = Kysely<Database>;

/** Leaders are refined to their child cells at this resolution (≈0.015 km², centres ≈130 m apart). */
const REFINE_RESOLUTION = 10;
/**
 * Huff's competitors: the industry's stores within this distance of the site. The trade area's residents live within
 * SEARCH_RADIUS of it, so a store farther than this is at least 500 m farther from every one of them than the site
 * can be (its pull is under a ninth of the site's at β = 2).
 */
export const HUFF_COMPETITOR_M = 1000;

/** A point the search scored: a cell's centre or a refinement, with what was gathered there. */
interface Candidate extends ScoredPoint {
  areaName: string;
  gathered: SiteGathered;
}

export interface FoundSite extends Candidate {
  /** The engine's inputs with their figures (built for the kept sites only). */
  inputs: SiteInputs;
  /** Huff share 0..1 (null without residents in the trade area), its residents and competitors. */
  share: { value: number | null; residents: number; competitors: number };
}

export interface Found {
  cells: number;
  sites: FoundSite[];
  heat: Array<{ ring: number[][]; score: number }>;
}

/**
 * The city-wide search (issue #19): every candidate cell scored by the site-scoring engine for the industry (and the
 * brand, whose own stores are cannibalisation), the best of each neighbourhood refined to its child cells, the top
 * sites with their inputs and Huff share. Null where the city has no cell data. All in memory once `cityCells` is warm.
 */
export async function findSites(db: Db, countryCode: string, industry: Industry, brandId: string | null, now: Date): Promise<Found | null> {
  const city = await cityCells(db, countryCode, now);
  return city && searchCity(city, industry, brandId);
}

export function searchCity(city: CityCells, industry: Industry, brandId: string | null): Found {
  const { gatherer } = city;
  // Only the weighting per request: each cell's counts were kept with it (cellVector, the same figures as siteVector).
  const scored: Array<ScoredCell & { areaName: string }> = city.cells.map((c) => ({
    cell: c.cell, lat: c.lat, lon: c.lon, areaName: c.areaName, score: scoreSite(cellVector(c, industry, brandId), industry).score,
  }));
  const areaOf = new Map(scored.map((c) => [c.cell, c.areaName]));
  const at = (lat: number, lon: number, areaName: string): Candidate => {
    const gathered = gatherer.gather({ lat, lon }, SEARCH_RADIUS);
    return { lat, lon, areaName, gathered, score: scoreSite(siteVector(gathered, industry, brandId), industry).score };
  };
  const kept = searchSites<Candidate>({
    cells: scored,
    near: city.near,
    count: RECOMMENDED_SITES,
    separationM: MIN_SITE_SEPARATION_M,
    refine: (leader) => cellToChildren(leader.cell, REFINE_RESOLUTION).map((child) => {
      const [lat, lon] = cellToLatLng(child);
      return at(lat, lon, areaOf.get(leader.cell)!);
    }),
    asSite: (leader) => at(leader.lat, leader.lon, areaOf.get(leader.cell)!),
  });
  const sites = kept.map((site) => ({ ...site, inputs: inputsFrom(site.gathered, industry, brandId), share: shareOf(city, site, industry) }));
  return { cells: scored.length, sites, heat: heatOf(city, scored) };
}

/** Huff share of the site against the industry's existing stores, over the HDB residents of its trade area. */
function shareOf(city: CityCells, site: ScoredPoint, industry: Industry): FoundSite['share'] {
  const origins = city.gatherer.residentsNear(site, SEARCH_RADIUS);
  const competitors = city.gatherer.gather(site, HUFF_COMPETITOR_M).stores.filter((s) => s.industry === industry);
  // No source measures a store's floor area or assortment here: every store draws alike (attractiveness 1).
  const value = huffShare({ lat: site.lat, lon: site.lon, attractiveness: 1 }, competitors.map((s) => ({ lat: s.lat, lon: s.lon, attractiveness: 1 })), origins, HUFF_DEFAULTS);
  return { value, residents: Math.round(origins.reduce((s, o) => s + o.people, 0)), competitors: competitors.length };
}

/** The heat layer: each r8 cell (its boundary kept with the city's cells) with the best score of its r9 cells. */
function heatOf(city: CityCells, scored: readonly ScoredCell[]): Found['heat'] {
  const best = new Array<number>(city.heatCells.length).fill(0);
  scored.forEach((c, i) => {
    const parent = city.cells[i]!.heatCell;
    best[parent] = Math.max(best[parent]!, c.score);
  });
  return city.heatCells.map(({ ring }, i) => ({ ring, score: Math.round(best[i]! * 10) / 10 }));
}
