import { LL } from '../../../platform/i18n/index.js';
import { RecommendationScreen } from '../views/RecommendationScreen.js';

/** `/report/location-recommendation/example` (10020): a real Singapore recommendation, free. */
export default function ExampleScreen() {
  return <RecommendationScreen target="example" title={() => LL.value.titles.locationRecommendationExample()} />;
}
