import { cellToChildren, cellToLatLng } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Industry } from '../geo/index.js';
import { MIN_SITE_SEPARATION_M, RECOMMENDED_SITES } from '../../contracts/recommendation.js';
import { scoreSite } from '../area/index.js';
import { scoringConfigOf } from '../area/index.js';
import { gridMarketOf } from '../geo/index.js';
import { inputsFrom, siteVector, type SiteGathered, type SiteInputs } from '../area/index.js';
import type { SiteVector } from '../area/index.js';
import type { SitesGatherer } from '../area/index.js';
import { cellVector, cityCells, SEARCH_RADIUS, type CityCells } from './city-cells.js';
import { searchSites, type ScoredCell, type ScoredPoint } from './search.js';
import { HUFF_DEFAULTS, huffShare } from './huff.js';
import { mappingCoverage, type MappingCoverage } from '../area/index.js';
import type { MarketRoom } from '../area/index.js';
import { meritOf, roomJudge } from './room.js';

type Db = Kysely<Database>;
type RoomOf = Awaited<ReturnType<typeof roomJudge>>;

/** Leaders are refined to their child cells at this resolution (≈0.015 km², centres ≈130 m apart). */
const REFINE_RESOLUTION = 10;
/**
 * Huff's competitors: the industry's stores within this distance of the site. The trade area's residents live within
 * SEARCH_RADIUS of it, so a store farther than this is at least 500 m farther from every one of them than the site
 * can be (its pull is under a ninth of the site's at β = 2).
 */
export const HUFF_COMPETITOR_M = 1000;

/** A point the search scored (`score`: its merit, meritOf): a cell's centre or a refinement, with what was gathered there. */
interface Candidate extends ScoredPoint {
  areaName: string;
  gathered: SiteGathered;
  /** The engine's location quality (0–100) and the market room there (null where the city maps no store of the industry). */
  quality: number;
  room: MarketRoom | null;
}

export interface FoundSite extends Candidate {
  /** The engine's inputs with their figures (built for the kept sites only). */
  inputs: SiteInputs;
  share: HuffShare;
}

/**
 * Huff share 0..1 of the site, its residents and mapped competitors; null with the reason where it cannot be told: no
 * residents to share, or competitors the map cannot be trusted to list (not mapped at all, its coverage not measured,
 * or none mapped near the site), since a share from missing competitors would read as a monopoly.
 */
export interface HuffShare {
  value: number | null;
  residents: number;
  competitors: number;
  /** How thoroughly the map lists the industry's stores in the city (mapping-coverage.ts): recall scales the competitors' pull. */
  coverage: Pick<MappingCoverage, 'kind' | 'recall'>;
  missing?: 'noResidents' | 'notMapped' | 'notMeasured' | 'noCompetitors';
}

export interface Found {
  cells: number;
  sites: FoundSite[];
  heat: Array<{ ring: number[][]; score: number }>;
}

/**
 * The city-wide search: every candidate cell ranked by its merit for the industry (meritOf: the site-scoring engine's
 * location quality weighed by market room, the count model's stores supported against those there, and by the brand's
 * own stores), the best of each neighbourhood refined to its child cells, the top sites with their inputs and Huff
 * share. Null where the city has no cell data. All in memory once `cityCells` is warm.
 */
export async function findSites(db: Db, countryCode: string, industry: Industry, brandId: string | null, now: Date): Promise<Found | null> {
  const [city, coverage] = await Promise.all([cityCells(db, countryCode, now), mappingCoverage(db, countryCode, industry, now)]);
  if (!city) return null;
  const [gatherer, roomOf] = await Promise.all([city.grid.gatherer(), roomJudge(db, city, industry)]);
  return searchCity(city, gatherer, roomOf, industry, brandId, coverage);
}

function searchCity(city: CityCells, gatherer: SitesGatherer, roomOf: RoomOf, industry: Industry, brandId: string | null, coverage: MappingCoverage): Found {
  const config = scoringConfigOf(gridMarketOf(city.countryCode));
  const judge = (v: SiteVector) => {
    const quality = scoreSite(v, industry, config).score;
    const room = roomOf(v);
    return { quality, room, score: meritOf(quality, room, v.ownBrandStores) };
  };
  // Only the weighting per request: each cell's counts were kept with it (cellVector, the same figures as siteVector).
  const scored: Array<ScoredCell & { areaName: string }> = city.cells.map((c) => ({
    cell: c.cell, lat: c.lat, lon: c.lon, areaName: c.areaName, score: judge(cellVector(c, industry, brandId)).score,
  }));
  const areaOf = new Map(scored.map((c) => [c.cell, c.areaName]));
  const at = (lat: number, lon: number, areaName: string): Candidate => {
    const gathered = gatherer.gather({ lat, lon }, SEARCH_RADIUS);
    return { lat, lon, areaName, gathered, ...judge(siteVector(gathered, industry, brandId)) };
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
  const sites = kept.map((site) => ({ ...site, inputs: inputsFrom(site.gathered, industry, brandId), share: shareOf(gatherer, site, industry, coverage) }));
  return { cells: scored.length, sites, heat: heatOf(city, scored) };
}

/**
 * Huff share of the site against the industry's existing stores, over the HDB residents of its trade area. Each mapped
 * competitor stands for 1 ÷ recall stores where the map's recall is measured (a map listing half the cafés: each
 * mapped café pulls as two); an official list counts every store. Otherwise, or with no competitor mapped near, no share.
 */
function shareOf(gatherer: SitesGatherer, site: ScoredPoint, industry: Industry, coverage: MappingCoverage): HuffShare {
  const origins = gatherer.residentsNear(site, SEARCH_RADIUS);
  const competitors = gatherer.gather(site, HUFF_COMPETITOR_M).stores.filter((s) => s.industry === industry);
  const base = { value: null, residents: Math.round(origins.reduce((s, o) => s + o.people, 0)), competitors: competitors.length, coverage: { kind: coverage.kind, recall: coverage.recall } };
  const pull = coverage.kind === 'official list' ? 1 : coverage.kind === 'measured' && coverage.recall! > 0 ? 1 / coverage.recall! : null;
  if (pull === null) return { ...base, missing: coverage.kind === 'not mapped' ? 'notMapped' : 'notMeasured' };
  if (!competitors.length) return { ...base, missing: 'noCompetitors' };
  // No source measures a store's floor area or assortment here: every store draws alike, the site as one, each mapped competitor as `pull`.
  const value = huffShare({ lat: site.lat, lon: site.lon, attractiveness: 1 }, competitors.map((s) => ({ lat: s.lat, lon: s.lon, attractiveness: pull })), origins, HUFF_DEFAULTS);
  return value === null ? { ...base, missing: 'noResidents' } : { ...base, value };
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
