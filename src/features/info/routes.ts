import { PRODUCT, type RouteDef } from '../../platform/routing/route-def.js';

/** The feature's texts, downloaded with each of its screens. */
const texts: RouteDef['texts'] = ['info'];

export const routes: RouteDef[] = [
  {
    path: '/contact-us',
    title: (LL) => LL.titles.contactUs(),
    keepAlive: false,
    texts,
    load: () => import('./ContactScreen.js'),
  },
  {
    path: `/${PRODUCT}/about-us`,
    trackingId: 10023,
    title: (LL) => LL.titles.aboutUs(),
    keepAlive: false,
    texts,
    load: () => import('./AboutScreen.js'),
  },
  {
    path: '/iframe/agreement',
    trackingId: 10021,
    title: (LL) => LL.titles.agreement(),
    keepAlive: false,
    texts,
    load: () => import('./AgreementScreen.js'),
  },
];
