import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Industry } from '../../geo/index.js';
import { queries as geo } from '../../geo/index.js';
import * as repo from '../repository.js';
import { SINGAPORE, type Market } from '../../geo/index.js';
import { SCORING_CONFIG, type ScoringConfig } from './config.js';
import { scoreSite } from './engine.js';
import { gatherSite, inputsFrom, type SiteGathered } from './site-inputs.js';
import type { InputKey, SiteVector } from './site-vector.js';

/*
 * The score's validation (a score is validated, not asserted): real current stores of an industry, each scored with
 * itself left out of every count, against random land points inside Singapore's planning areas and random HDB blocks.
 * AUC = the probability that a random store scores above a random point without one (ties count half). The same
 * points give each single input's AUC, which the composite must beat.
 */

type Db = Kysely<Database>;

/** Mann–Whitney AUC of positives over negatives, ties counted half. */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  if (!positives.length || !negatives.length) return Number.NaN;
  const all = [...positives.map((v) => ({ v, p: true })), ...negatives.map((v) => ({ v, p: false }))].sort((a, b) => a.v - b.v);
  let rankSum = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.v === all[i]!.v) j += 1;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k += 1) if (all[k]!.p) rankSum += rank;
    i = j;
  }
  const n = positives.length;
  return (rankSum - (n * (n + 1)) / 2) / (n * negatives.length);
}

/** Deterministic PRNG (mulberry32): the same seed draws the same points. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeded sample of k items without replacement (partial Fisher–Yates over a copy). */
export function sample<T>(list: readonly T[], k: number, random: () => number): T[] {
  const copy = [...list];
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** Uniform random points on the market's land: inside one of its small areas (rejection sampling in their joint bounding box). */
export async function randomLandPoints(db: Db, market: Market, n: number, random: () => number, now: Date): Promise<Array<{ lat: number; lon: number }>> {
  const areas = await repo.marketAreas(db, market, now);
  const [minLon, minLat, maxLon, maxLat] = repo.jointBox(areas);
  const out: Array<{ lat: number; lon: number }> = [];
  while (out.length < n) {
    const lon = minLon + random() * (maxLon - minLon);
    const lat = minLat + random() * (maxLat - minLat);
    if (repo.inAreas(areas, lat, lon)) out.push({ lat, lon });
  }
  return out;
}

/** Random homes: the market's residential points (none where it declares none). */
export async function randomHomes(db: Db, market: Market, n: number, random: () => number): Promise<Array<{ lat: number; lon: number }>> {
  if (market.residents?.method !== 'dwellings') return [];
  return sample(await geo.residentialBlockPoints(db), n, random);
}

/** Gathers many points with a few queries in flight at once (each point is the API's own gathering, unchanged). */
async function gatherAll(db: Db, points: ReadonlyArray<{ lat: number; lon: number }>, radius: 500 | 1000, now: Date, parallel = 16): Promise<SiteGathered[]> {
  const out: SiteGathered[] = new Array(points.length);
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < points.length) {
      const i = next++;
      out[i] = await gatherSite(db, points[i]!, radius, now);
    }
  }));
  return out;
}

export interface ValidationSet {
  industry: Industry;
  /** Each real store's inputs with itself left out, and the points without one (land points, then HDB blocks). */
  stores: SiteVector[];
  land: SiteVector[];
  hdb: SiteVector[];
}

export interface ValidationOptions {
  market: Market;
  industries: readonly Industry[];
  storesPerIndustry: number;
  landPoints: number;
  hdbBlocks: number;
  radius: 500 | 1000;
  seed: number;
}

/**
 * The validation the README records: the eight industries with at least 60 current stores in the Singapore data that
 * are walk-in businesses (cafés 484, restaurants 1,074, fast food 344, supermarkets 272, convenience 221, banks 222,
 * clinics 1,053, fitness 75), up to 120 stores each, against 300 land points and 300 HDB blocks, at 500 m.
 */
export const VALIDATION: ValidationOptions = {
  market: SINGAPORE,
  industries: ['cafe', 'fast_food', 'restaurant', 'supermarket', 'convenience', 'bank', 'clinic', 'fitness'],
  storesPerIndustry: 120,
  landPoints: 300,
  hdbBlocks: 300,
  radius: 500,
  seed: 18,
};

/** The validation points of every industry, gathered once (the random points serve every industry). */
export async function validationSets(db: Db, o: ValidationOptions, now: Date): Promise<ValidationSet[]> {
  const random = prng(o.seed);
  const land = await randomLandPoints(db, o.market, o.landPoints, random, now);
  const hdb = await randomHomes(db, o.market, o.hdbBlocks, random);
  const standing = await repo.brandStandings(db, now);
  const storeRows = await geo.currentPoisOfIndustries(db, o.market.countries[0]!, o.industries);
  const picked = o.industries.map((industry) => sample(storeRows.filter((r) => r.industry === industry && (r.brand_id === null || (standing.get(r.id) ?? 'current') === 'current')), o.storesPerIndustry, random));
  const negatives = await gatherAll(db, [...land, ...hdb], o.radius, now);
  const storePoints = await gatherAll(db, picked.flat(), o.radius, now);
  let at = 0;
  return o.industries.map((industry, i) => {
    const stores = picked[i]!.map((r) => inputsFrom(storePoints[at++]!, industry, null, r.id).values);
    const of = (list: SiteGathered[]) => list.map((g) => inputsFrom(g, industry, null).values);
    return { industry, stores, land: of(negatives.slice(0, land.length)), hdb: of(negatives.slice(land.length)) };
  });
}

/**
 * A market's validation on a chain's outlets kept out of every store count (the Klang Valley's 99 Speedmart): each
 * outlet inside the market's land, up to `outlets`, against the same random land points.
 */
export async function outletValidationSet(db: Db, market: Market, outlets: number, landPoints: number, seed: number, now: Date): Promise<ValidationSet | null> {
  if (!market.validationOutlets) return null;
  const random = prng(seed);
  const areas = await repo.marketAreas(db, market, now);
  const [minLon, minLat, maxLon, maxLat] = repo.jointBox(areas);
  const box = { minLon, minLat, maxLon, maxLat };
  const inside = (await geo.validationOutletsInBox(db, market.validationOutlets.datasetId, box)).filter((o) => repo.inAreas(areas, o.lat, o.lon));
  const land = await randomLandPoints(db, market, landPoints, random, now);
  const picked = sample(inside, outlets, random);
  const [storePoints, negatives] = [await gatherAll(db, picked, VALIDATION.radius, now), await gatherAll(db, land, VALIDATION.radius, now)];
  const { industry } = market.validationOutlets;
  const of = (list: SiteGathered[]) => list.map((g) => inputsFrom(g, industry, null).values);
  return { industry, stores: of(storePoints), land: of(negatives), hdb: [] };
}

/** The single inputs the composite is compared with (each in its better direction). */
export const SINGLE_INPUTS: readonly InputKey[] = [
  'busStops', 'stores', 'neighbours', 'footfall', 'residents', 'workers', 'transportCoverage', 'consumptionIndex', 'malls', 'railStations', 'hawkerCentres', 'competitors',
];

export interface AucRow {
  industry: Industry;
  stores: number;
  negatives: number;
  /** The composite on every point, and on the half not used to fit the weights (odd-numbered points). */
  composite: number;
  compositeHeldOut: number;
  /** Against each kind of point alone. */
  compositeVsLand: number;
  compositeVsHdb: number;
  /** Each single input's AUC in its better direction (max of AUC and 1 − AUC), on every point. */
  singles: Record<string, number>;
  best: { key: string; auc: number };
}

const valueOf = (v: SiteVector, key: InputKey): number => (v[key] as number | null) ?? -1;
const heldOut = <T,>(list: readonly T[]) => list.filter((_, i) => i % 2 === 1);
export const fitHalf = <T,>(list: readonly T[]) => list.filter((_, i) => i % 2 === 0);

export function aucRow(set: ValidationSet, config: ScoringConfig = SCORING_CONFIG): AucRow {
  const score = (v: SiteVector) => scoreSite(v, set.industry, config).score;
  const negatives = [...set.land, ...set.hdb];
  const s = set.stores.map(score);
  const n = negatives.map(score);
  const singles = Object.fromEntries(SINGLE_INPUTS.map((key) => {
    const a = auc(set.stores.map((v) => valueOf(v, key)), negatives.map((v) => valueOf(v, key)));
    return [key, Math.max(a, 1 - a)];
  }));
  const [bestKey, bestAuc] = Object.entries(singles).filter(([k]) => k !== 'competitors').sort((a, b) => b[1] - a[1])[0]!;
  return {
    industry: set.industry, stores: set.stores.length, negatives: negatives.length,
    composite: auc(s, n), compositeHeldOut: auc(heldOut(s), heldOut(n)),
    compositeVsLand: auc(s, set.land.map(score)), compositeVsHdb: auc(s, set.hdb.map(score)),
    singles, best: { key: bestKey, auc: bestAuc },
  };
}

/** Three decimals; 'n/a' where there were no points of the kind (a market without residential points). */
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');
/** The README's table. */
export function formatTable(rows: readonly AucRow[]): string {
  const keys = SINGLE_INPUTS;
  return [
    `| industry | stores | points without | composite | composite, held-out half | vs land | vs HDB | best single input | ${keys.join(' | ')} |`,
    `|---|---|---|---|---|---|---|---|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.industry} | ${r.stores} | ${r.negatives} | **${f3(r.composite)}** | ${f3(r.compositeHeldOut)} | ${f3(r.compositeVsLand)} | ${f3(r.compositeVsHdb)} | ${r.best.key} ${f3(r.best.auc)} | ${keys.map((k) => f3(r.singles[k]!)).join(' | ')} |`),
  ].join('\n');
}
