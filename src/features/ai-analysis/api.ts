import { api, getPublic } from '../../api/request.js';
import type { AiAnalysisPreview, AiAnalysisPreviewQuery, AiAnalysisReport } from '../../../contracts/ai-analysis.js';
import type { AreaQuery, AreaQueryInput, EntryMap, EntryMapQuery, IndustryList, PlaceList, UnlockAnswer } from '../../../contracts/area.js';
import type { BrandList } from '../../../contracts/geo.js';

const query = (id: string) => `/v1/area/queries/${encodeURIComponent(id)}`;

/** A brand search shows this many at most: enough to find one by a few letters. */
const BRAND_SEARCH_LIMIT = 20;

/** The AI analysis calls (contracts/ai-analysis.ts, contracts/area.ts). Names come back in the App-Language. */
export const aiAnalysisApi = {
  industries: () => getPublic<IndustryList>('/v1/area/industries').then((r) => r.items),
  places: (q: string) => getPublic<PlaceList>('/v1/area/places', { query: { q } }).then((r) => r.items),
  /** Planning-area outlines and rail stations in a box: what to aim at on the selector's map. */
  entryMap: (box: EntryMapQuery) => getPublic<EntryMap>('/v1/area/entry-map', { query: { ...box }, silent: true }),
  brands: (q: string) => getPublic<BrandList>('/v1/geo/brands', { query: { q, limit: BRAND_SEARCH_LIMIT } }).then((r) => r.items),
  /** What an analysis of the place and industry will measure, before anything is saved or charged. */
  preview: (query: AiAnalysisPreviewQuery) => api.get<AiAnalysisPreview>('/v1/area/ai-analysis/preview', { query: { ...query }, silent: true }),
  /** Saves the point, radius, industry and brand as an area query (the analysis is one of its reports). */
  create: (input: AreaQueryInput) => api.post<AreaQuery>('/v1/area/queries', input),
  /** The seeded Singapore example (Raffles Place, café, 500 m): its analysis is free. */
  example: () => api.get<AreaQuery>('/v1/area/example'),
  /** The analysis of a saved query: every block locked (data null) until this user unlocks it. */
  analysis: (id: string) => api.get<AiAnalysisReport>(`${query(id)}/ai-analysis`),
  /**
   * At the price the analysis quoted, once per user and query; answers the balance after it and the analysis unlocked.
   * The insufficient-credits refusal is the unlock dialog's to show.
   */
  unlock: (id: string) => api.post<UnlockAnswer<AiAnalysisReport>>(`${query(id)}/ai-analysis/unlock`, undefined, { silent: true }),
};

export type AiAnalysisApi = typeof aiAnalysisApi;
