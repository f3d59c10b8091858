import { useState } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { areaApi } from '../api.js';
import { createDataQueryModel } from '../model/reports.js';
import { DataQueryView } from '../views/DataQueryView.js';

/** A saved query's data query report (`/report/data-query/:id`). */
export default function DataQueryReport({ id }: { id: string | null }) {
  const [model] = useState(() => createDataQueryModel({ api: areaApi }));
  return (
    <ReportScreen
      namespace="area"
      target={id}
      create={() => model}
      texts={() => ({
        title: LL.value.titles.dataQuery(),
        failed: LL.value.area.report.failed(),
        notFound: LL.value.area.report.notFound(),
        nothingChosen: LL.value.area.report.notFound(),
        choose: LL.value.area.report.newQuery(),
      })}
      pickerPath="/report/data-query"
      exportAs={(report) => ({ report: 'area', id: report.query.id })}
    >
      {(report) => <DataQueryView report={report} />}
    </ReportScreen>
  );
}
