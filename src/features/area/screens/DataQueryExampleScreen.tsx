import { useState } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { areaApi } from '../api.js';
import { createExampleModel } from '../model/reports.js';
import { DataQueryView } from '../views/DataQueryView.js';
import '../area.css';

/** `/report/data-query/example`: a real saved Singapore query, every block free (the server seeds it once). */
export default function DataQueryExampleScreen() {
  const [model] = useState(() => createExampleModel({ api: areaApi }));
  return (
    <ReportScreen
      namespace="area"
      target="example"
      create={() => model}
      texts={() => ({
        title: LL.value.titles.dataQueryExample(),
        failed: LL.value.area.report.failed(),
        nothingChosen: LL.value.area.report.noQuery(),
        choose: LL.value.area.report.newQuery(),
      })}
      pickerPath="/report/data-query"
      exportAs={() => ({ report: 'area', id: 'example' })}
    >
      {(report) => <DataQueryView report={report} example />}
    </ReportScreen>
  );
}
