import { createRemote } from './remote-data.js';

/** A report screen's data: the report of the target its route names, fetched once per target, with retry. */
export function createReportLoader<T, R>(fetch: (target: T) => Promise<R>) {
  const report = createRemote<R>();
  let shown: string | null = null;

  /** Shows the report of `target`; null means the route names none (nothing was chosen). */
  function open(target: T | null): Promise<boolean> {
    const key = target === null ? null : JSON.stringify(target);
    if (key === shown && report.state.value.status !== 'idle') return Promise.resolve(false);
    shown = key;
    if (target !== null) return report.run(() => fetch(target));
    report.reset();
    return Promise.resolve(false);
  }

  return { report: report.state, open, retry: () => report.retry() };
}

export type ReportLoader<T, R> = ReturnType<typeof createReportLoader<T, R>>;
