import type { RouteDef } from '../../platform/routing/route-def.js';

/** The feature's texts, downloaded with each of its screens. */
const texts: RouteDef['texts'] = ['area'];

/** The area reports of a point and radius: the data query entry and report, its example and five detailed reports. */
export const routes: RouteDef[] = [
  {
    path: '/report/data-query/:id?',
    trackingId: 10008,
    title: (LL) => LL.titles.dataQuery(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/DataQueryScreen.js'),
  },
  {
    path: '/report/data-query/example',
    trackingId: 10018,
    title: (LL) => LL.titles.dataQueryExample(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/DataQueryExampleScreen.js'),
  },
  {
    path: '/report/regional-analysis/:id?',
    title: (LL) => LL.titles.regionalAnalysis(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/PopulationScreen.js'),
  },
  {
    path: '/report/passenger-flow/:id?',
    title: (LL) => LL.titles.passengerFlow(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/PassengerFlowScreen.js'),
  },
  {
    path: '/report/consumption-index/:id?',
    title: (LL) => LL.titles.consumptionIndex(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/ConsumptionScreen.js'),
  },
  {
    path: '/report/business-district/:id?',
    title: (LL) => LL.titles.businessDistrict(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/BusinessDistrictScreen.js'),
  },
  {
    path: '/report/surrounding-analysis/:id?',
    title: (LL) => LL.titles.surroundingAnalysis(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/SurroundingsScreen.js'),
  },
];
