import { LL } from '../../../platform/i18n/index.js';
import { useParams, useSearchParams } from '../../../platform/routing/router.js';
import { parseQueryId } from '../model/paths.js';
import { AnalysisReportScreen } from '../views/AnalysisReportScreen.js';

/** `/report/ai-analysis/:id?` (10009): the analysis of a saved query; without one, a way to the selector. */
export default function AnalysisScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  return <AnalysisReportScreen target={parseQueryId(id ?? search.get('id'))} title={() => LL.value.titles.aiAnalysis()} />;
}
