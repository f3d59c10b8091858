import type { AreaQuery } from '../../../../contracts/area.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { coordinates, dateText, metres } from './format.js';
import { DataAsOf } from '../../../ui/DataAsOf.js';
import { useIndustryName } from './industry-name.js';

/**
 * What a report is about: the place (its name, else its coordinates), radius, industry, when it was made and the date
 * of the oldest source its figures (`answer`) draw on (a saved report keeps the data of its day).
 */
export function QueryHeader({ query, answer, notice }: { query: AreaQuery; answer: unknown; notice?: string }) {
  const industryName = useIndustryName(query.industry);
  const r = LL.value.area.report;
  const locale = language.value;
  const where = coordinates(query.lat, query.lon, locale);
  return (
    <header class="card area-query">
      <h2>{query.placeName ?? where}</h2>
      <dl class="area-query-facts">
        {query.placeName && (
          <>
            <dt>{r.analysisTarget()}</dt>
            <dd>{where}</dd>
          </>
        )}
        <dt>{r.radius()}</dt>
        <dd>{metres(query.radius, locale)}</dd>
        <dt>{r.industry()}</dt>
        <dd>{query.industry === null ? r.allIndustries() : industryName ?? '…'}</dd>
        <dt>{r.analysisDate()}</dt>
        <dd>{dateText(query.createdAt, locale)}</dd>
      </dl>
      <DataAsOf answer={answer} />
      {notice && <p class="report-notice">{notice}</p>}
    </header>
  );
}
