import { matchRoutes } from '../platform/routing/router.js';
import type { RouteDef } from '../platform/routing/route-def.js';

export interface ScreenMatch {
  route: RouteDef;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The route a path shows, by react-router's own ranking (`/report/data-query/example` wins over
 * `/report/data-query/:id?`); null when no route matches (the not-found screen). The page's first script
 * (server/web/first-script.ts) matches the same table with the same function.
 */
export function matchScreen(routes: readonly RouteDef[], pathname: string): ScreenMatch | null {
  const found = matchRoutes(routes as RouteDef[], pathname)?.[0];
  return found ? { route: found.route, params: found.params } : null;
}

/** The path part of a hash-router URL hash (`#/report/city/7?x=1` → `/report/city/7`). */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path ? (path.startsWith('/') ? path : `/${path}`) : '/';
}
