import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../platform/routing/router.js';
import { useNamespace, type Namespaces } from '../platform/i18n/index.js';
import { PageHeader } from './PageHeader.js';
import type { ReportLoader } from './report-loader.js';
import { Empty, ErrorState, Loading } from './states.js';
import { useLanguageChange } from './use-language-change.js';
import { ApiError } from '../api/errors.js';
import type { ExportKind } from '../../contracts/exports.js';
import { bridge } from '../platform/bridge/index.js';
import { LL } from '../platform/i18n/index.js';
import { ExportButton } from './export/ExportButton.js';

/** A 404 will not change on retry. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface ReportScreenTexts {
  title: string;
  failed: string;
  /** Said when the target does not exist (a permanent 404: no retry); `failed` when absent. */
  notFound?: string;
  /** Said when the route names no target, above the link to the picker. */
  nothingChosen: string;
  choose: string;
}

/** A report route: loads the report of the route's target (again on a language switch) and shows it or its state. */
export function ReportScreen<T, R>({ namespace, target, create, texts, pickerPath, children, exportAs }: {
  namespace: Namespaces;
  /** What the route names; null when it names nothing usable. */
  target: T | null;
  create: () => ReportLoader<T, R>;
  /** Read once the namespace is loaded. */
  texts: () => ReportScreenTexts;
  pickerPath: string;
  children: (report: R) => ComponentChildren;
  /** The report's PDF (POST /v1/exports): shared through the app, saved in a browser or the mini-program. */
  exportAs?: (report: R) => { report: ExportKind; id: string };
}) {
  const ready = useNamespace(namespace);
  const [m] = useState(create);
  useEffect(() => void m.open(target), [JSON.stringify(target)]);
  useLanguageChange(() => target !== null && m.retry());
  if (!ready) return <Loading />;

  const t = texts();
  const report = m.report.value;
  return (
    <>
      <PageHeader title={t.title} />
      <main class="page">
        {report.status === 'ready' ? (
          <>
            {exportAs && <ExportRow {...exportAs(report.data)} />}
            {children(report.data)}
          </>
        ) : report.status === 'error' && isNotFound(report.error) ? (
          <Empty>
            <p>{t.notFound ?? t.failed}</p>
            <Link class="btn" to={pickerPath}>
              {t.choose}
            </Link>
          </Empty>
        ) : report.status === 'error' ? (
          <ErrorState title={t.failed} onRetry={() => void m.retry()} />
        ) : report.status === 'loading' ? (
          <Loading />
        ) : (
          <Empty>
            <p>{t.nothingChosen}</p>
            <Link class="btn" to={pickerPath}>
              {t.choose}
            </Link>
          </Empty>
        )}
      </main>
    </>
  );
}

/** The report's PDF button, worded for what it does here: the app's share sheet, else a file saved. */
function ExportRow({ report, id }: { report: ExportKind; id: string }) {
  const t = LL.value.exportPdf;
  return (
    <div class="report-export">
      <ExportButton report={report} id={id} label={bridge.context.kind === 'app' ? t.share() : t.save()} />
    </div>
  );
}
