import { api, getPublic } from '../../api/request.js';
import type { AreaQuery, AreaQueryInput, IndustryList, PlaceList } from '../../../contracts/area.js';
import type { BrandList, CityList } from '../../../contracts/geo.js';
import type { Recommendation, RecommendationInput, RecommendationList, RecommendationPrice, RelayInput, RelayKind, RelayRun } from '../../../contracts/recommendation.js';

/** A search offers this many at most: enough to find one by a few letters. */
const SEARCH_LIMIT = 20;
const rec = (id: string) => `/v1/recommendations/${encodeURIComponent(id)}`;

/** The recommendation and relay calls (contracts/recommendation.ts); names come back in the App-Language. */
export const recommendationApi = {
  cities: (q: string) => getPublic<CityList>('/v1/geo/cities', { query: { q, limit: SEARCH_LIMIT } }).then((r) => r.items),
  brands: (q: string) => getPublic<BrandList>('/v1/geo/brands', { query: { q, limit: SEARCH_LIMIT } }).then((r) => r.items),
  industries: () => getPublic<IndustryList>('/v1/area/industries').then((r) => r.items),
  places: (q: string) => getPublic<PlaceList>('/v1/area/places', { query: { q } }).then((r) => r.items),
  /**
   * What POST would cost now: 0 (with the saved one's id) when this user already bought the same request. With kind
   * 'analysis': what the relay's AI analysis of a point in the city costs.
   */
  price: (input: RecommendationInput & { kind?: RelayKind }) =>
    api.get<RecommendationPrice>('/v1/recommendations/price', {
      query: { cityId: input.cityId, industry: input.industry, ...(input.brandId ? { brandId: input.brandId } : {}), ...(input.kind ? { kind: input.kind } : {}) },
    }),
  /** 1 credit; the insufficient-credits refusal is the confirm dialog's to show. */
  create: (input: RecommendationInput) => api.post<Recommendation>('/v1/recommendations', input, { silent: true }),
  get: (id: string) => api.get<Recommendation>(rec(id)),
  /** The caller's own, newest first. */
  mine: () => api.get<RecommendationList>('/v1/recommendations', { silent: true }).then((r) => r.items),
  example: () => api.get<Recommendation>('/v1/recommendations/example'),
  /** Saves a point as an area query: its AI analysis opens locked, behind the analysis's own unlock dialog. */
  savePoint: (input: AreaQueryInput) => api.post<AreaQuery>('/v1/area/queries', input),
  startRelay: (input: RelayInput) => api.post<RelayRun>('/v1/relay', input, { silent: true }),
  /** The polling fallback: the run's events after `after`, its report once done. */
  relayRun: (runId: string, after: number) => api.get<RelayRun>(`/v1/relay/${encodeURIComponent(runId)}`, { query: { after }, silent: true }),
};

export type RecommendationApi = typeof recommendationApi;
