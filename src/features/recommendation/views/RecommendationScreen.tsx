import { useState } from 'preact/hooks';
import { language, LL } from '../../../platform/i18n/index.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { useKeepOnDevice } from '../../../ui/use-keep-on-device.js';
import { recommendationApi } from '../api.js';
import { LIST_PATH } from '../model/paths.js';
import { createRecommendationModel, type RecommendationTarget } from '../model/recommendation.js';
import { RecommendationView } from './RecommendationView.js';
import '../recommendation.css';

/** A recommendation route: the list of the target's sites (a saved recommendation or the example). */
export function RecommendationScreen({ target, title }: { target: RecommendationTarget | null; title: () => string }) {
  const [model] = useState(() => createRecommendationModel({ api: recommendationApi, store: loadSavedReports, lang: () => language.value }));
  useKeepOnDevice(model.save, model);
  return (
    <ReportScreen
      namespace="recommendationScreens"
      target={target}
      create={() => model}
      texts={() => ({
        title: title(),
        failed: LL.value.recommendationScreens.list.failed(),
        notFound: LL.value.recommendationScreens.list.notFound(),
        nothingChosen: LL.value.recommendationScreens.detail.noSite(),
        choose: LL.value.recommendationScreens.detail.choose(),
      })}
      pickerPath={LIST_PATH}
      exportAs={(rec) => ({ report: 'recommendation', id: target === 'example' ? 'example' : rec.id })}
    >
      {(rec) => <RecommendationView rec={rec} savedAt={model.savedAt.value} example={target === 'example'} />}
    </ReportScreen>
  );
}
