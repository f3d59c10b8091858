import { PRODUCT, type RouteDef } from '../../platform/routing/route-def.js';

/** The feature's texts, downloaded with each of its screens. */
const texts: RouteDef['texts'] = ['membership'];

export const routes: RouteDef[] = [
  {
    path: `/${PRODUCT}/member/home`,
    trackingId: 10005,
    title: (LL) => LL.titles.memberHome(),
    // Membership and credits change with every purchase elsewhere: always re-read.
    keepAlive: false,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/MemberHomeScreen.js'),
  },
  {
    path: `/${PRODUCT}/member/equity-purchase`,
    trackingId: 10006,
    title: (LL) => LL.titles.equityPurchase(),
    keepAlive: false,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/EquityPurchaseScreen.js'),
  },
  {
    // The credits purchase page (path not given there): every 'Get Credits' leads here.
    path: `/${PRODUCT}/member/credits`,
    title: (LL) => LL.titles.equityPurchase(),
    keepAlive: false,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/CreditsPurchaseScreen.js'),
  },
  {
    path: `/${PRODUCT}/member/pay-success`,
    trackingId: 10022,
    title: (LL) => LL.titles.paySuccess(),
    keepAlive: false,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/PaySuccessScreen.js'),
  },
  {
    path: `/${PRODUCT}/member/order`,
    trackingId: 10025,
    title: (LL) => LL.titles.orders(),
    keepAlive: false,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/OrdersScreen.js'),
  },
];
