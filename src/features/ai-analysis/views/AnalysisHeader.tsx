import type { AiAnalysisReport } from '../../../../contracts/ai-analysis.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { DataAsOf, datasetsIn } from '../../../ui/DataAsOf.js';
import { coordinates, dateText, metres } from '../../../ui/format.js';

/**
 * What the analysis is about: the place (its name, else its coordinates), industry, brand, radius, the day it was made
 * and the date of the oldest source behind its figures, named (never the import date; a copy saved before answers
 * named it, without figures to read it from, says which import it was made from); for a copy opened offline, the day
 * this device saved it.
 */
export function AnalysisHeader({ report, savedAt, example }: { report: AiAnalysisReport; savedAt: string | null; example?: boolean }) {
  const t = LL.value.aiAnalysis.report;
  const locale = language.value;
  const { query } = report;
  const where = coordinates(query.lat, query.lon, locale);
  return (
    <header class="card ai-header">
      <h2>{query.placeName ?? where}</h2>
      <dl class="ai-facts">
        {query.placeName && (
          <>
            <dt>{t.coordinates()}</dt>
            <dd>{where}</dd>
          </>
        )}
        <dt>{t.industry()}</dt>
        <dd>{report.industry.name}</dd>
        {report.brand && (
          <>
            <dt>{t.brand()}</dt>
            <dd>{report.brand.name}</dd>
          </>
        )}
        <dt>{t.radius()}</dt>
        <dd>{metres(query.radius, locale)}</dd>
        <dt>{t.analysisDate()}</dt>
        <dd>{dateText(query.createdAt, locale)}</dd>
      </dl>
      {sourceDate(report) || datasetsIn(report).length ? (
        <DataAsOf answer={report} oldest={sourceDate(report)} />
      ) : (
        <p class="muted" data-version={query.dataVersion}>
          {t.dataVersion({ version: dateText(query.dataVersion, locale) })}
        </p>
      )}
      {example && <p class="report-notice">{t.example()}</p>}
      {savedAt && (
        <p class="report-notice" role="status">
          {t.savedCopy({ date: dateText(savedAt, locale) })}
        </p>
      )}
    </header>
  );
}

/** The oldest source date of the answer; a copy kept on the device before answers named it has none. */
const sourceDate = (report: AiAnalysisReport): string | null => (report as Partial<AiAnalysisReport>).preview?.dataAsOf || null;
