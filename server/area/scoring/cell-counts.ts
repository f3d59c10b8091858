import type { Industry } from '../../geo/index.js';
import { siteVector, type SiteGathered } from './site-inputs.js';
import { FRONTAGE_M, type SiteVector } from './site-vector.js';
import type { StoredCounts } from '../tables.js';

/*
 * What a city grid cell keeps of its gathered trade area: the industry-independent inputs, and per industry and per
 * brand the counts siteVector would filter the cell's stores for. A few hundred bytes instead of every store, so a
 * grid is stored once per data version and read back by every instance (cellVector gives siteVector's figures).
 */

export interface CellCounts {
  /** siteVector for any industry without a brand: the fields below replace its industry's and brand's own. */
  base: SiteVector;
  /** Per industry: its stores, the distance of the first (nearest) of them, and those within FRONTAGE_M. */
  byIndustry: ReadonlyMap<string, IndustryCount>;
  /** Stores of every industry within FRONTAGE_M. */
  frontage: number;
  /** Per brand: its stores. */
  byBrand: ReadonlyMap<string, number>;
}

interface IndustryCount {
  count: number;
  firstM: number;
  frontage: number;
}

/** The cell's stores counted by industry and brand, once (stores come nearest first). */
export function countsOf(g: SiteGathered): CellCounts {
  const byIndustry = new Map<string, IndustryCount>();
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

/** siteVector(gathered, industry, brandId) from the cell's counts: the same figures without a pass over its stores. */
export function cellVector(counts: CellCounts, industry: Industry, brandId: string | null): SiteVector {
  const { base, byIndustry, frontage, byBrand } = counts;
  const own = byIndustry.get(industry);
  return {
    ...base,
    competitors: own?.count ?? 0,
    neighbours: frontage - (own?.frontage ?? 0),
    ownBrandStores: brandId === null ? null : byBrand.get(brandId) ?? 0,
    nearestCompetitorM: own ? Math.round(own.firstM) : null,
  };
}

/** The counts as plain JSON: how a grid is stored. */
export const storedCounts = (c: CellCounts): StoredCounts => ({
  base: c.base,
  industries: [...c.byIndustry].map(([k, v]) => [k, v.count, v.firstM, v.frontage]),
  frontage: c.frontage,
  brands: [...c.byBrand],
});

export const countsFromStored = (s: StoredCounts): CellCounts => ({
  base: s.base,
  byIndustry: new Map(s.industries.map(([k, count, firstM, frontage]) => [k, { count, firstM, frontage }])),
  frontage: s.frontage,
  byBrand: new Map(s.brands),
});
