import { useState } from 'preact/hooks';
import { language, LL } from '../../../platform/i18n/index.js';
import { Link, useSearchParams } from '../../../platform/routing/router.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { useKeepOnDevice } from '../../../ui/use-keep-on-device.js';
import { Empty } from '../../../ui/states.js';
import { recommendationApi } from '../api.js';
import { EXAMPLE_PATH, LIST_PATH, listPath, parseRank, parseRecommendationId } from '../model/paths.js';
import { createRecommendationModel } from '../model/recommendation.js';
import { SiteActions } from '../views/SiteActions.js';
import { SiteCard } from '../views/SiteCard.js';
import { SitesMap } from '../views/SitesMap.js';
import '../recommendation.css';

/** `/report/recommended-details?id=<recommendation>&rank=<1..5>` (10011): one site, its map, reasons and actions. */
export default function DetailScreen() {
  const [search] = useSearchParams();
  const id = parseRecommendationId(search.get('id'));
  const rank = parseRank(search.get('rank'));
  const [model] = useState(() => createRecommendationModel({ api: recommendationApi, store: loadSavedReports, lang: () => language.value }));
  useKeepOnDevice(model.save, model);
  const t = () => LL.value.recommendationScreens;
  return (
    <ReportScreen
      namespace="recommendationScreens"
      target={id && rank ? id : null}
      create={() => model}
      texts={() => ({
        title: LL.value.titles.recommendedDetails(),
        failed: t().list.failed(),
        notFound: t().list.notFound(),
        nothingChosen: t().detail.noSite(),
        choose: t().detail.choose(),
      })}
      pickerPath={LIST_PATH}
      exportAs={(rec) => ({ report: 'recommendation', id: id === 'example' ? 'example' : rec.id })}
    >
      {(rec) => {
        const site = rec.sites.find((s) => s.rank === rank);
        const back = id === 'example' ? EXAMPLE_PATH : listPath(rec.id);
        if (!site) return <Empty><p>{t().detail.noSite()}</p><Link class="btn" to={back}>{t().detail.choose()}</Link></Empty>;
        return (
          <div class="rec-detail">
            <SiteCard site={site} />
            <SiteActions rec={rec} site={site} target={id ?? rec.id} />
            <Link class="btn secondary" to={back}>
              {t().detail.allSites()}
            </Link>
            {/* Last, below the first screen: the map's code comes as the reader scrolls near it, not with the detail. */}
            <SitesMap rec={rec} only={site.rank} />
          </div>
        );
      }}
    </ReportScreen>
  );
}
