import { useState } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { useParams, useSearchParams } from '../../../platform/routing/router.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { areaApi } from '../api.js';
import { parseQueryId } from '../model/paths.js';
import { createDataQueryModel } from '../model/reports.js';
import { DataQueryView } from '../views/DataQueryView.js';
import { DataQueryEntry } from '../views/DataQueryEntry.js';
import '../area.css';

/** `/report/data-query/:id?`: without an id the entry (place, radius, industry); with one the saved query's report. */
export default function DataQueryScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const raw = id ?? search.get('id');
  if (!raw) return <DataQueryEntry />;
  return <DataQueryReportScreen id={parseQueryId(raw)} />;
}

function DataQueryReportScreen({ id }: { id: string | null }) {
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
    >
      {(report) => <DataQueryView report={report} />}
    </ReportScreen>
  );
}
