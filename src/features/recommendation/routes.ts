import type { RouteDef } from '../../platform/routing/route-def.js';

/** The feature's texts, downloaded with each of its screens. */
const texts: RouteDef['texts'] = ['recommendationScreens'];

/** Location recommendation and the report relay. */
export const routes: RouteDef[] = [
  {
    path: '/report/location-recommendation/:id?',
    trackingId: 10010,
    title: (LL) => LL.titles.locationRecommendation(),
    // Kept: back from a site's detail (or from buying credits), the list or the picker is as it was left.
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/ListScreen.js'),
  },
  {
    path: '/report/location-recommendation/example',
    trackingId: 10020,
    title: (LL) => LL.titles.locationRecommendationExample(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/ExampleScreen.js'),
  },
  {
    path: '/report/recommended-details',
    trackingId: 10011,
    title: (LL) => LL.titles.recommendedDetails(),
    keepAlive: false,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/DetailScreen.js'),
  },
  {
    path: '/report/report-relay',
    title: (LL) => LL.titles.reportRelay(),
    // Kept: back from buying credits, the conversation is where it was.
    keepAlive: true,
    texts,
    account: true,
    load: () => import('./screens/RelayScreen.js'),
  },
];
