import { LL } from '../../../platform/i18n/index.js';
import { AnalysisReportScreen } from '../views/AnalysisReportScreen.js';

/** `/report/ai-analysis/example` (10019): the seeded Singapore query's analysis (Raffles Place, café, 500 m), free. */
export default function ExampleScreen() {
  return <AnalysisReportScreen target="example" title={() => LL.value.titles.aiAnalysisExample()} />;
}
