import { computed, signal } from '@preact/signals';
import type { AreaQuery, DataQueryReport, ReportKind, UnlockAnswer } from '../../../../contracts/area.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { RemoteData } from '../../../ui/remote-data.js';
import type { AreaApi } from '../api.js';

/** The data query report of a saved query id. */
export function createDataQueryModel({ api }: { api: Pick<AreaApi, 'dataQuery'> }) {
  return createReportLoader<string, DataQueryReport>((id) => api.dataQuery(id));
}

/** The example (spec §2 `/report/data-query/example`): the seeded Singapore query's data query report. */
export function createExampleModel({ api }: { api: Pick<AreaApi, 'example' | 'dataQuery'> }) {
  return createReportLoader<'example', DataQueryReport>(async () => api.dataQuery((await api.example()).id));
}

/**
 * One detailed report of a saved query: its blocks as the server sends them (locked ones without data), and `unlock`,
 * which spends the credit (once per user and report, the server decides) and then shows the report with its data in
 * place, without a loading screen in between (the dialog and the scroll position stay).
 */
export function createAreaReportModel<R extends { query: AreaQuery }>({ api, kind }: { api: Pick<AreaApi, 'report' | 'unlock'>; kind: ReportKind }) {
  const loader = createReportLoader<string, R>((id) => api.report<R>(id, kind));
  const unlocked = signal<RemoteData<R> | null>(null);
  let id: string | null = null;

  async function unlock(): Promise<UnlockAnswer> {
    if (!id) throw new Error('No report to unlock');
    const target = id;
    const answer = await api.unlock(target, kind);
    try {
      const data = await api.report<R>(target, kind);
      if (id === target) unlocked.value = { status: 'ready', data };
    } catch {
      void loader.retry(); // unlocked but not reloaded: the error state offers to try again
    }
    return answer;
  }

  return {
    report: computed(() => unlocked.value ?? loader.report.value),
    open(target: string | null) {
      id = target;
      unlocked.value = null;
      return loader.open(target);
    },
    retry() {
      unlocked.value = null;
      return loader.retry();
    },
    unlock,
  };
}
