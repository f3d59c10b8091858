import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { marketsOf, type Market } from '../../geo/index.js';
import { haversineM } from '../../geo/index.js';
import { queries as geo } from '../../geo/index.js';
import { sharedCached } from '../shared-cache.js';

/*
 * How thoroughly the source maps an industry's stores in a city: a count of competitors is only as good as the map
 * behind it. Where a fresher official list of part of the industry exists, the share of its entries with a mapped
 * store beside them is the map's recall there; where the industry's stores ARE an official list, the list is the
 * count; where no store of the industry is mapped, nothing can be said about its competition.
 */

type Db = Kysely<Database>;

/**
 * - 'measured': an official list of part of the industry checks the map (recall = the share of its entries mapped);
 * - 'not measured': mapped, but no list to check the map against;
 * - 'official list': the industry's stores come from an official register of them;
 * - 'not mapped': the source has no store of the industry in the city.
 */
export type CoverageKind = 'measured' | 'not measured' | 'official list' | 'not mapped';

export interface MappingCoverage {
  kind: CoverageKind;
  /** 0..1 for 'measured', else null. */
  recall: number | null;
  /** The datasets behind the figure: the industry's sources, and the reference list for 'measured'. */
  datasets: string[];
  /** The official list the map was checked against ('measured' only). */
  reference: string | null;
}

/** An entry and a mapped store are the same place within this distance (geocoding by postal code lands on the building). */
export const MATCH_M = 50;

/** Below this recall the map misses most of the industry's stores: its competition counts are unverified. */
export const VERIFIED_RECALL = 0.5;

type Point = { lat: number; lon: number };

/** Share of `reference` with a point of `mapped` within `matchM` (a grid of about matchM-sized cells). */
export function recallOf(reference: readonly Point[], mapped: readonly Point[], matchM = MATCH_M): number {
  if (!reference.length) return Number.NaN;
  const step = matchM / 111_000;
  const key = (la: number, lo: number) => `${Math.floor(la / step)}:${Math.floor(lo / step)}`;
  const grid = new Map<string, Point[]>();
  for (const p of mapped) {
    const k = key(p.lat, p.lon);
    (grid.get(k) ?? grid.set(k, []).get(k)!).push(p);
  }
  const found = reference.filter((r) => {
    const [a, b] = [Math.floor(r.lat / step), Math.floor(r.lon / step)];
    for (let i = -1; i <= 1; i += 1) {
      for (let j = -2; j <= 2; j += 1) if ((grid.get(`${a + i}:${b + j}`) ?? []).some((p) => haversineM(r.lat, r.lon, p.lat, p.lon) <= matchM)) return true;
    }
    return false;
  });
  return found.length / reference.length;
}

/**
 * The pure rule over the industry's current stores (by source) and, where one applies, a reference list's recall;
 * `officialLists` are the market's registers that list every place of their industries.
 */
export function coverageOf(industry: string, storeSources: readonly string[], reference: { dataset: string; recall: number } | null, officialLists: Market['officialLists'] = {}): MappingCoverage {
  const sources = [...new Set(storeSources)].sort();
  if (!sources.length) return { kind: 'not mapped', recall: null, datasets: [], reference: null };
  if (sources.every((d) => officialLists[d]?.includes(industry))) return { kind: 'official list', recall: null, datasets: sources, reference: null };
  if (reference && Number.isFinite(reference.recall)) return { kind: 'measured', recall: reference.recall, datasets: [...sources, reference.dataset].sort(), reference: reference.dataset };
  return { kind: 'not measured', recall: null, datasets: sources, reference: null };
}

/** Whether the industry's competition counts can be trusted: an official list, or a map whose measured recall is high. */
export const roomVerified = (c: MappingCoverage): boolean => c.kind === 'official list' || (c.kind === 'measured' && c.recall! >= VERIFIED_RECALL);

/**
 * The mapping coverage of an industry in a country's data (the cities of the recommendation are countries' cells),
 * kept with the imported data.
 */
export function mappingCoverage(db: Db, countryIso2: string, industry: string, now: Date = new Date()): Promise<MappingCoverage> {
  return sharedCached(db, `scoring:mapping:${countryIso2}:${industry}`, now, async () => {
    const markets = marketsOf(countryIso2);
    const ref = markets.flatMap((m) => m.referenceLists).find((r) => r.industries.includes(industry));
    const rows = await geo.currentPoiSourcesOfIndustries(db, countryIso2, ref ? ref.industries : [industry]);
    const own = rows.filter((r) => r.industry === industry && r.dataset_id !== ref?.dataset);
    const entries = ref ? rows.filter((r) => r.dataset_id === ref.dataset) : [];
    const mapped = rows.filter((r) => r.dataset_id !== ref?.dataset);
    const reference = ref && entries.length ? { dataset: ref.dataset, recall: recallOf(entries, mapped) } : null;
    return coverageOf(industry, own.map((r) => r.dataset_id), reference, Object.assign({}, ...markets.map((m) => m.officialLists)));
  });
}
