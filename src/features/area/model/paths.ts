import type { ReportKind } from '../../../../contracts/area.js';

/** The route of each detailed report, by the API's report kind. */
export const REPORT_ROUTES: Record<ReportKind, string> = {
  population: '/report/regional-analysis',
  'passenger-flow': '/report/passenger-flow',
  consumption: '/report/consumption-index',
  'business-district': '/report/business-district',
  surroundings: '/report/surrounding-analysis',
  'ai-analysis': '/report/ai-analysis',
};

/**
 * Every detailed report in the order the data query lists them; a list of its own because importing the contract's
 * would bring TypeBox (12 KiB gzip) into the screen's chunk.
 */
export const REPORT_KINDS = Object.keys(REPORT_ROUTES) as ReportKind[];

export const reportPath = (kind: ReportKind, id: string) => `${REPORT_ROUTES[kind]}/${encodeURIComponent(id)}`;
export const dataQueryPath = (id: string) => `/report/data-query/${encodeURIComponent(id)}`;

/** The `:id?` of an area report route or its `?id=` query as a saved query id (contracts/area.ts); null when absent or malformed. */
export function parseQueryId(raw: string | null | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{16,64}$/.test(raw) ? raw : null;
}
