import type { CityReport } from '../../../../contracts/geo.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { CityApi } from '../api.js';

/** The city report screen's data: the report of the city id in the route, as it loads (or fails, for retry). */
export function createCityReportModel({ api }: { api: Pick<CityApi, 'report'> }) {
  return createReportLoader<number, CityReport>((id) => api.report(id));
}

export type CityReportModel = ReturnType<typeof createCityReportModel>;

/** The `:id?` of /report/city/:id? or its `?id=` query, as a city id; null when absent or malformed. */
export function parseCityId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
