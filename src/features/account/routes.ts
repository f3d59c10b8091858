import { PRODUCT, type RouteDef } from '../../platform/routing/route-def.js';

/** The feature's texts, downloaded with each of its screens. */
const texts: RouteDef['texts'] = ['account'];

export const routes: RouteDef[] = [
  {
    path: `/${PRODUCT}/user-notes`,
    trackingId: 10026,
    title: (LL) => LL.titles.userNotes(),
    // The request's state is re-read on every visit: a review may have decided it meanwhile.
    keepAlive: false,
    texts,
    figures: true,
    load: () => import('./screens/DeletionScreen.js'),
  },
  {
    path: `/${PRODUCT}/feedback`,
    trackingId: 10024,
    title: (LL) => LL.titles.feedback(),
    keepAlive: false,
    texts,
    account: true,
    load: () => import('./screens/FeedbackScreen.js'),
  },
  {
    path: `/${PRODUCT}/download-report`,
    trackingId: 10027,
    title: (LL) => LL.titles.downloadReport(),
    keepAlive: true,
    texts,
    figures: true,
    load: () => import('./screens/MyDataScreen.js'),
  },
];
