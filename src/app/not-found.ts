import type { RouteDef } from '../platform/routing/route-def.js';

/** What the outlet shows for a path no route matches. */
export const NOT_FOUND_ROUTE: RouteDef = {
  path: '*',
  title: (LL) => LL.titles.notFound(),
  keepAlive: false,
  load: () => import('./NotFoundScreen.js'),
};
