import type { BrandReport } from '../../../../contracts/geo.js';
import { createKeptAnswer, type KeptAnswerStore } from '../../../platform/saved-reports/index.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { BrandApi, BrandScope } from '../api.js';

/** The saved reports' kind of a kept brand report (the export service's kind too: 'my data' lists and exports it). */
export const KIND = 'brand';

/** What a brand report route names: the brand, and where to look. */
export interface BrandTarget {
  brandId: string;
  scope: BrandScope;
}

export interface BrandReportDeps {
  api: Pick<BrandApi, 'report'>;
  /** The device's saved reports (tinybase, loaded on first use: never during the report's first load). */
  store: () => Promise<KeptAnswerStore>;
  lang: () => string;
}

/**
 * The brand report screen's data: the report of the brand and scope in the route, as it loads (or fails, for retry).
 * Kept on this device by its route (brand and scope: each scope is a report of its own) when the reader leaves it
 * (`save`), so it opens again offline, with the date it was kept (`savedAt`).
 */
export function createBrandReportModel({ api, store, lang }: BrandReportDeps) {
  const kept = createKeptAnswer<BrandTarget, BrandReport>({
    kind: KIND,
    key: ({ brandId, scope }) => brandReportPath(brandId, scope),
    fetch: ({ brandId, scope }) => api.report(brandId, scope),
    store,
    lang,
  });
  return { ...createReportLoader(kept.fetch), savedAt: kept.savedAt, save: kept.save };
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
