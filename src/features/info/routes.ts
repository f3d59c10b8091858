import { PRODUCT, type RouteDef } from '../../platform/routing/route-def.js';

export const routes: RouteDef[] = [
  {
    path: '/contact-us',
    title: (LL) => LL.titles.contactUs(),
    keepAlive: false,
    load: () => import('./ContactScreen.js'),
  },
  {
    path: `/${PRODUCT}/about-us`,
    trackingId: 10023,
    title: (LL) => LL.titles.aboutUs(),
    keepAlive: false,
    load: () => import('./AboutScreen.js'),
  },
  {
    path: '/iframe/agreement',
    trackingId: 10021,
    title: (LL) => LL.titles.agreement(),
    keepAlive: false,
    load: () => import('./AgreementScreen.js'),
  },
];
