import type { RouteDef } from '../../platform/routing/route-def.js';

export const routes: RouteDef[] = [
  {
    path: '/report/city-list',
    title: (LL) => LL.titles.cityList(),
    keepAlive: true,
    texts: ['city'],
    load: () => import('./CityPickerScreen.js'),
  },
  {
    path: '/report/city/:id?',
    title: (LL) => LL.titles.city(),
    keepAlive: true,
    texts: ['city'],
    figures: true,
    load: () => import('./CityReportScreen.js'),
  },
];
