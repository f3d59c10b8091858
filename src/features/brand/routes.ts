import type { RouteDef } from '../../platform/routing/route-def.js';

export const routes: RouteDef[] = [
  {
    path: '/report/brand-select',
    title: (LL) => LL.titles.brandSelect(),
    keepAlive: true,
    texts: ['brand'],
    load: () => import('./BrandPickerScreen.js'),
  },
  {
    path: '/report/brand-details/:id?',
    title: (LL) => LL.titles.brandDetails(),
    keepAlive: true,
    texts: ['brand'],
    figures: true,
    load: () => import('./BrandReportScreen.js'),
  },
];
