import { PRODUCT, type RouteDef } from '../../platform/routing/route-def.js';

const texts: RouteDef['texts'] = ['counter'];

export const routes: RouteDef[] = [
  {
    path: `/${PRODUCT}/capacity-counter/home`,
    trackingId: 10012,
    title: (LL) => LL.titles.counterHome(),
    // A count in progress must survive a trip to another screen (the leave warning lets the user choose).
    keepAlive: true,
    texts,
    load: () => import('./screens/CounterHomeScreen.js'),
  },
  {
    path: `/${PRODUCT}/counterDetail`,
    trackingId: 10014,
    title: (LL) => LL.titles.counterDetail(),
    // Always re-read: the count may have been renamed, synced or deleted elsewhere in the meantime.
    keepAlive: false,
    texts,
    figures: true,
    load: () => import('./screens/CounterDetailScreen.js'),
  },
  {
    path: `/${PRODUCT}/sales-estimate`,
    trackingId: 10013,
    title: (LL) => LL.titles.salesEstimate(),
    // A form that produced a result starts fresh next time.
    keepAlive: false,
    texts,
    figures: true,
    load: () => import('./screens/SalesEstimateScreen.js'),
  },
];
