import { useState } from 'preact/hooks';
import { useParams, useSearchParams } from '../../platform/routing/router.js';
import { language, LL } from '../../platform/i18n/index.js';
import { loadSavedReports } from '../../platform/saved-reports/index.js';
import { ReportScreen } from '../../ui/ReportScreen.js';
import { useKeepOnDevice } from '../../ui/use-keep-on-device.js';
import { cityApi } from './api.js';
import { CityReportView } from './CityReportView.js';
import { createCityReportModel, parseCityId } from './model/report.js';
import './city.css';

export default function CityReportScreen() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const [model] = useState(() => createCityReportModel({ api: cityApi, store: loadSavedReports, lang: () => language.value }));
  useKeepOnDevice(model.save, model);
  return (
    <ReportScreen
      namespace="city"
      target={parseCityId(id ?? query.get('id'))}
      create={() => model}
      texts={() => ({
        title: LL.value.titles.city(),
        failed: LL.value.city.report.failed(),
        notFound: LL.value.city.report.notFound(),
        nothingChosen: LL.value.city.report.noCity(),
        choose: LL.value.city.report.chooseCity(),
      })}
      pickerPath="/report/city-list"
      exportAs={(report) => ({ report: 'city', id: String(report.city.id) })}
    >
      {(report) => <CityReportView report={report} savedAt={model.savedAt.value} />}
    </ReportScreen>
  );
}
