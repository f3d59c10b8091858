import type { DataQueryReport, ReportKind } from '../../../../contracts/area.js';
import { useId } from 'preact/hooks';
import { LL, type TranslationFunctions } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { Figure } from '../../../ui/Figure.js';
import { ReportSection } from '../../../ui/ReportSection.js';
import { REPORT_KINDS, reportPath } from '../model/paths.js';
import { QueryHeader } from './QueryHeader.js';
import { useRememberReport } from './remember.js';

/** The route title of each detailed report, as its link names it. */
export function reportTitle(kind: ReportKind, t: TranslationFunctions): string {
  const titles = t.titles;
  switch (kind) {
    case 'population':
      return titles.regionalAnalysis();
    case 'passenger-flow':
      return titles.passengerFlow();
    case 'consumption':
      return titles.consumptionIndex();
    case 'business-district':
      return titles.businessDistrict();
    case 'surroundings':
      return titles.surroundingAnalysis();
    case 'ai-analysis':
      return titles.aiAnalysis();
  }
}

/** The data query report: headline measures, each a figure with its source and a link to its detailed report, then every detailed report. */
export function DataQueryView({ report, example = false }: { report: DataQueryReport; example?: boolean }) {
  useRememberReport(example ? null : report.query, null);
  const navId = useId();
  const t = LL.value;
  const r = t.area.report;
  return (
    <article class="area-report" data-report="data-query">
      <QueryHeader query={report.query} answer={report} notice={example ? r.example() : undefined} />
      <ReportSection title={r.headlines()}>
        <ul class="list area-headlines">
          {report.headlines.map((h) => (
            <li key={h.key} data-headline={h.key}>
              <Figure label={h.label} figure={h.figure} />
              <Link class="area-open" to={reportPath(h.report, report.query.id)}>
                {r.open({ report: reportTitle(h.report, t) })}
              </Link>
            </li>
          ))}
        </ul>
      </ReportSection>
      <nav class="card area-reports" aria-labelledby={navId}>
        <h3 id={navId}>{r.reports()}</h3>
        <ul class="list">
          {REPORT_KINDS.map((kind) => (
            <li key={kind}>
              <Link class="area-open" to={reportPath(kind, report.query.id)}>
                {reportTitle(kind, t)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
