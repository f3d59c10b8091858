import { useParams, useSearchParams } from '../../platform/routing/router.js';
import { LL } from '../../platform/i18n/index.js';
import { ReportScreen } from '../../ui/ReportScreen.js';
import { brandApi } from './api.js';
import { BrandReportView } from './BrandReportView.js';
import { createBrandReportModel, parseBrandScope } from './model/report.js';
import './brand.css';

export default function BrandReportScreen() {
  const params = useParams();
  const [query] = useSearchParams();
  const brandId = params.id ?? query.get('id');
  return (
    <ReportScreen
      namespace="brand"
      target={brandId ? { brandId, scope: parseBrandScope(query) } : null}
      create={() => createBrandReportModel({ api: brandApi })}
      texts={() => ({
        title: LL.value.titles.brandDetails(),
        failed: LL.value.brand.report.failed(),
        nothingChosen: LL.value.brand.report.noBrand(),
        choose: LL.value.brand.report.chooseBrand(),
      })}
      pickerPath="/report/brand-select"
    >
      {(report) => <BrandReportView report={report} />}
    </ReportScreen>
  );
}
