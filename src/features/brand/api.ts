import { getPublic } from '../../api/request.js';
import type {
  BrandCityList,
  BrandCountryList,
  BrandList,
  BrandReport,
  ReportPreview,
} from '../../../contracts/geo.js';

/** Where a brand report looks: the whole map data, one country, or one city. */
export interface BrandScope {
  countryIso2?: string;
  cityId?: number;
}

/** The geo API calls of the brand picker and report (server/geo/contract.ts). */
export const brandApi = {
  search: (q: string) => getPublic<BrandList>('/v1/geo/brands', { query: { q, limit: BRAND_SEARCH_LIMIT } }).then((r) => r.items),
  countries: (brandId: string) =>
    getPublic<BrandCountryList>(`/v1/geo/brands/${encodeURIComponent(brandId)}/countries`).then((r) => r.items),
  cities: (brandId: string, countryIso2: string) =>
    getPublic<BrandCityList>(`/v1/geo/brands/${encodeURIComponent(brandId)}/cities`, { query: { countryIso2 } }).then(
      (r) => r.items,
    ),
  preview: (brandId: string, scope: BrandScope) =>
    getPublic<ReportPreview>(`/v1/geo/brands/${encodeURIComponent(brandId)}/preview`, { query: { ...scope } }),
  report: (brandId: string, scope: BrandScope) =>
    getPublic<BrandReport>(`/v1/geo/brands/${encodeURIComponent(brandId)}/report`, { query: { ...scope } }),
};

const BRAND_SEARCH_LIMIT = 30;

export type BrandApi = typeof brandApi;
