import { PRODUCT, type RouteDef } from '../../platform/routing/route-def.js';

const intro = {
  title: (LL) => LL.titles.introduction(),
  // The home: coming back from a report finds it scrolled where it was.
  keepAlive: true,
  load: () => import('./IntroScreen.js'),
} satisfies Omit<RouteDef, 'path'>;

/** `/` and `/{product}/introdude` (the address partners already link to, misspelt), plus the correctly spelled `/{product}/introduce`. */
export const routes: RouteDef[] = [
  { path: '/', ...intro },
  { path: `/${PRODUCT}/introdude`, ...intro },
  { path: `/${PRODUCT}/introduce`, ...intro },
];
