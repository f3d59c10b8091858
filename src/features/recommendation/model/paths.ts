import { PRODUCT } from '../../../platform/routing/route-def.js';

/** The feature's routes and the routes it leads to. */
export const LIST_PATH = '/report/location-recommendation';
export const EXAMPLE_PATH = '/report/location-recommendation/example';
export const RELAY_PATH = '/report/report-relay';
export const MEMBER_HOME_PATH = `/${PRODUCT}/member/home`;
export const listPath = (id: string) => `${LIST_PATH}/${encodeURIComponent(id)}`;
export const detailPath = (id: string, rank: number) => `/report/recommended-details?id=${encodeURIComponent(id)}&rank=${rank}`;
/** The AI analysis of a saved query (src/features/ai-analysis/model/paths.ts): the relay's analyses open there. */
export const analysisPath = (queryId: string) => `/report/ai-analysis/${encodeURIComponent(queryId)}`;

/** A recommendation id of the route (`:id?` or `?id=`), 'example', or null when absent or malformed. */
export function parseRecommendationId(raw: string | null | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/** `?rank=` of the detail route: 1..5, else null. */
export function parseRank(raw: string | null | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}
