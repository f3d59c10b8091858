import type { BrandReport } from '../../../../contracts/geo.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { BrandApi, BrandScope } from '../api.js';

/** What a brand report route names: the brand, and where to look. */
export interface BrandTarget {
  brandId: string;
  scope: BrandScope;
}

/** The brand report screen's data: the report of the brand and scope in the route, as it loads (or fails, for retry). */
export function createBrandReportModel({ api }: { api: Pick<BrandApi, 'report'> }) {
  return createReportLoader<BrandTarget, BrandReport>(({ brandId, scope }) => api.report(brandId, scope));
}

export type BrandReportModel = ReturnType<typeof createBrandReportModel>;

/** Reads the report scope from the route query (`countryIso2`, `cityId`), dropping malformed values. */
export function parseBrandScope(params: URLSearchParams): BrandScope {
  const iso2 = params.get('countryIso2');
  const cityId = params.get('cityId');
  return {
    ...(iso2 && /^[A-Za-z]{2}$/.test(iso2) ? { countryIso2: iso2.toUpperCase() } : {}),
    ...(cityId && /^[1-9]\d{0,9}$/.test(cityId) ? { cityId: Number(cityId) } : {}),
  };
}

/** The brand report route for a brand and scope (the inverse of `parseBrandScope`). */
export function brandReportPath(brandId: string, scope: BrandScope): string {
  const query = new URLSearchParams();
  if (scope.countryIso2) query.set('countryIso2', scope.countryIso2);
  if (scope.cityId) query.set('cityId', String(scope.cityId));
  const search = query.toString();
  return `/report/brand-details/${encodeURIComponent(brandId)}${search ? `?${search}` : ''}`;
}
