import { haversineM } from '../geo/index.js';

/*
 * Huff's gravity model (Huff 1963, "A probabilistic analysis of shopping center trade areas", Land Economics 39(1);
 * Huff 1964, "Defining and estimating a trading area", Journal of Marketing 28(3)): a customer at origin i chooses
 * store j with probability
 *
 *     P_ij = A_j^α / d_ij^β  ÷  Σ_k A_k^α / d_ik^β
 *
 * over every store k the customer can choose from (the new site among them). A site's expected share of a trade area
 * is the residents-weighted mean of P_i,site over the area's origins.
 *
 * Defaults: α = 1 (attractiveness counts in proportion; Huff's own form and the default of common implementations,
 * e.g. spopt's huff(), attractiveness_exponent = 1). β = 2: Huff (1964) estimated distance exponents of about 2 to 3
 * for shopping trips (≈2.7 for clothing, ≈3.2 for furniture), GIS tools default to 1.5-2 (spopt: 1.5), and walking
 * trips decay faster than driving ones; 2 is the middle of the published range for convenience goods.
 */

export interface HuffParams {
  /** Attractiveness exponent α (literature: 0.5-2; 1 by default). */
  alpha: number;
  /** Distance-decay exponent β (literature: 1-3; 2 by default). */
  beta: number;
  /**
   * Distances below this count as this (metres): an origin at a store would otherwise choose it with certainty; an
   * HDB block and the shop under it are about a block's footprint apart.
   */
  minDistanceM: number;
}

export const HUFF_DEFAULTS: HuffParams = { alpha: 1, beta: 2, minDistanceM: 50 };

/** A store a customer may choose: the candidate site or an existing competitor. */
export interface HuffStore {
  lat: number;
  lon: number;
  /** Its draw (floor area, assortment); 1 for every store when no source measures it. */
  attractiveness: number;
}

/** A residential origin: a place and the people living there. */
export interface HuffOrigin {
  lat: number;
  lon: number;
  people: number;
}

/** The probabilities of choosing each store from one origin, given its distances (the same order as the stores). */
export function huffProbabilities(distances: readonly number[], attractiveness: readonly number[], p: HuffParams = HUFF_DEFAULTS): number[] {
  const utility = distances.map((d, j) => attractiveness[j]! ** p.alpha / Math.max(d, p.minDistanceM) ** p.beta);
  const total = utility.reduce((s, u) => s + u, 0);
  return utility.map((u) => (total > 0 ? u / total : 0));
}

/**
 * The site's expected share (0..1) of the origins' people against the competitors: Σ people_i × P_i,site ÷ Σ people_i.
 * Null without origins (no one lives in the trade area to share).
 */
export function huffShare(site: HuffStore, competitors: readonly HuffStore[], origins: readonly HuffOrigin[], p: HuffParams = HUFF_DEFAULTS): number | null {
  const stores = [site, ...competitors];
  const attractiveness = stores.map((s) => s.attractiveness);
  let people = 0;
  let expected = 0;
  for (const o of origins) {
    if (o.people <= 0) continue;
    const probabilities = huffProbabilities(stores.map((s) => haversineM(o.lat, o.lon, s.lat, s.lon)), attractiveness, p);
    people += o.people;
    expected += o.people * probabilities[0]!;
  }
  return people > 0 ? expected / people : null;
}
