import type { CityReport } from '../../../../contracts/geo.js';
import { createKeptAnswer, type KeptAnswerStore } from '../../../platform/saved-reports/index.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { CityApi } from '../api.js';

/** The saved reports' kind of a kept city report (the export service's kind too: 'my data' lists and exports it). */
export const KIND = 'city';

export interface CityReportDeps {
  api: Pick<CityApi, 'report'>;
  /** The device's saved reports (tinybase, loaded on first use: never during the report's first load). */
  store: () => Promise<KeptAnswerStore>;
  lang: () => string;
}

/**
 * The city report screen's data: the report of the city id in the route, as it loads (or fails, for retry). Kept on
 * this device by its route when the reader leaves it (`save`), so it opens again offline, with the date it was kept
 * (`savedAt`).
 */
export function createCityReportModel({ api, store, lang }: CityReportDeps) {
  const kept = createKeptAnswer<number, CityReport>({ kind: KIND, key: cityReportPath, fetch: (id) => api.report(id), store, lang });
  return { ...createReportLoader(kept.fetch), savedAt: kept.savedAt, save: kept.save };
}

export type CityReportModel = ReturnType<typeof createCityReportModel>;

/** The city report route of a city. */
export const cityReportPath = (id: number) => `/report/city/${id}`;

/** The `:id?` of /report/city/:id? or its `?id=` query, as a city id; null when absent or malformed. */
export function parseCityId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
