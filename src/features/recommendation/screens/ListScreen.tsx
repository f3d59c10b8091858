import { lazy } from 'preact-iso';
import { LL, useNamespace } from '../../../platform/i18n/index.js';
import { useParams, useSearchParams } from '../../../platform/routing/router.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { parseRecommendationId } from '../model/paths.js';
import { RecommendationScreen } from '../views/RecommendationScreen.js';
import '../recommendation.css';

/** The picker's code (searches, the confirm dialog) comes only without an id: a list's cold open does not carry it. */
const PickerView = lazy(() => import('../views/PickerView.js'));

/** `/report/location-recommendation/:id?` (10010): a saved recommendation's five sites; without an id, the picker. */
export default function ListScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const target = parseRecommendationId(id ?? search.get('id'));
  const title = () => LL.value.titles.locationRecommendation();
  if (target) return <RecommendationScreen target={target} title={title} />;
  return <Picker title={title()} />;
}

function Picker({ title }: { title: string }) {
  if (!useNamespace('recommendationScreens')) return <Loading />;
  return (
    <>
      <PageHeader title={title} />
      <main class="page">
        <PickerView />
      </main>
    </>
  );
}
