import type { AreaQuery, DataQueryReport, ReportKind } from '../../../../contracts/area.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import { createUnlockableReport } from '../../../ui/unlockable-report.js';
import type { AreaApi } from '../api.js';

/** The data query report of a saved query id. */
export function createDataQueryModel({ api }: { api: Pick<AreaApi, 'dataQuery'> }) {
  return createReportLoader<string, DataQueryReport>((id) => api.dataQuery(id));
}

/** The example (`/report/data-query/example`): the seeded Singapore query's data query report. */
export function createExampleModel({ api }: { api: Pick<AreaApi, 'example' | 'dataQuery'> }) {
  return createReportLoader<'example', DataQueryReport>(async () => api.dataQuery((await api.example()).id));
}

/**
 * One detailed report of a saved query: its blocks as the server sends them (locked ones without data), and `unlock`,
 * whose answer carries the report unlocked.
 */
export function createAreaReportModel<R extends { query: AreaQuery }>({ api, kind }: { api: Pick<AreaApi, 'report' | 'unlock'>; kind: ReportKind }) {
  return createUnlockableReport<string, R>({
    fetch: (id) => api.report<R>(id, kind),
    unlock: (report) => api.unlock<R>(report.query.id, kind),
  });
}
