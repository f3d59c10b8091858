import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { AreaQuery, ReportKind } from '../../../../contracts/area.js';
import { LL } from '../../../platform/i18n/index.js';
import { useParams, useSearchParams } from '../../../platform/routing/router.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { LazyUnlockDialog } from '../../../ui/unlock/LazyUnlockDialog.js';
import { areaApi } from '../api.js';
import { parseQueryId } from '../model/paths.js';
import { createAreaReportModel } from '../model/reports.js';
import { QueryHeader } from './QueryHeader.js';
import { useRememberReport } from './remember.js';
import '../area.css';

export interface AreaReportShape {
  query: AreaQuery;
  unlocked: boolean;
  unlockCost: number;
  unlockOpens: number;
}

/**
 * A detailed area report route (`/report/<report>/:id?`): the report of the saved query in the route, its header with
 * the data version, its blocks, and the unlock dialog any locked block opens.
 */
export function AreaReportScreen<R extends AreaReportShape>({ kind, title, children }: {
  kind: ReportKind;
  title: () => string;
  children: (report: R, unlock: () => void) => ComponentChildren;
}) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const [model] = useState(() => createAreaReportModel<R>({ api: areaApi, kind }));
  const [unlocking, setUnlocking] = useState(false);
  return (
    <ReportScreen
      namespace="area"
      target={parseQueryId(id ?? search.get('id'))}
      create={() => model}
      texts={() => ({
        title: title(),
        failed: LL.value.area.report.failed(),
        notFound: LL.value.area.report.notFound(),
        nothingChosen: LL.value.area.report.noQuery(),
        choose: LL.value.area.report.newQuery(),
      })}
      pickerPath="/report/data-query"
      exportAs={(report) => ({ report: 'area', id: report.query.id })}
    >
      {(report) => (
        <article class="area-report" data-report={kind}>
          <Remember query={report.query} unlocked={report.unlocked ? kind : null} />
          <QueryHeader query={report.query} answer={report} />
          {children(report, () => setUnlocking(true))}
          {unlocking && (
            <LazyUnlockDialog cost={report.unlockCost} opens={report.unlockOpens} unlock={model.unlock} onUnlocked={() => undefined} onClose={() => setUnlocking(false)} />
          )}
        </article>
      )}
    </ReportScreen>
  );
}

function Remember({ query, unlocked }: { query: AreaQuery; unlocked: ReportKind | null }) {
  useRememberReport(query, unlocked);
  return null;
}
