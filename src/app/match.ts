import { matchRoutes } from '../platform/routing/router.js';
import type { RouteDef } from '../platform/routing/route-def.js';

export interface ScreenMatch {
  route: RouteDef;
  params: Readonly<Record<string, string | undefined>>;
}

const tables = new WeakMap<readonly RouteDef[], { path: string; def: RouteDef }[]>();

/**
 * The route a path shows, ranked the way react-router ranked (router.tsx) (`/report/data-query/example` wins over
 * `/report/data-query/:id?`); null when no route matches (the not-found screen).
 */
export function matchScreen(routes: readonly RouteDef[], pathname: string): ScreenMatch | null {
  let table = tables.get(routes);
  if (!table) tables.set(routes, (table = routes.map((def) => ({ path: def.path, def }))));
  const found = matchRoutes(table, pathname)?.[0];
  return found ? { route: found.route.def, params: found.params } : null;
}

/** The path part of a hash-router URL hash (`#/report/city/7?x=1` → `/report/city/7`). */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path ? (path.startsWith('/') ? path : `/${path}`) : '/';
}
