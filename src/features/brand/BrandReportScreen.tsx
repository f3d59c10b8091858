import { useState } from 'preact/hooks';
import { brandExportId } from '../../../contracts/brand-export-id.js';
import { useParams, useSearchParams } from '../../platform/routing/router.js';
import { language, LL } from '../../platform/i18n/index.js';
import { loadSavedReports } from '../../platform/saved-reports/index.js';
import { ReportScreen } from '../../ui/ReportScreen.js';
import { useKeepOnDevice } from '../../ui/use-keep-on-device.js';
import { brandApi } from './api.js';
import { BrandReportView } from './BrandReportView.js';
import { createBrandReportModel, parseBrandScope } from './model/report.js';
import './brand.css';

export default function BrandReportScreen() {
  const params = useParams();
  const [query] = useSearchParams();
  const brandId = params.id ?? query.get('id');
  const [model] = useState(() => createBrandReportModel({ api: brandApi, store: loadSavedReports, lang: () => language.value }));
  useKeepOnDevice(model.save, model);
  return (
    <ReportScreen
      namespace="brand"
      target={brandId ? { brandId, scope: parseBrandScope(query) } : null}
      create={() => model}
      texts={() => ({
        title: LL.value.titles.brandDetails(),
        failed: LL.value.brand.report.failed(),
        nothingChosen: LL.value.brand.report.noBrand(),
        choose: LL.value.brand.report.chooseBrand(),
      })}
      pickerPath="/report/brand-select"
      exportAs={() => ({ report: 'brand', id: brandExportId(brandId!, parseBrandScope(query)) })}
    >
      {(report) => <BrandReportView report={report} savedAt={model.savedAt.value} />}
    </ReportScreen>
  );
}
