import { memo } from 'preact/compat';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { useLocation } from '../platform/routing/router.js';
import { LL } from '../platform/i18n/index.js';
import type { RouteDef } from '../platform/routing/route-def.js';
import { pageViewFor, trackPageView } from '../platform/tracking.js';
import { ScreenActiveContext } from '../ui/screen-active.js';
import { nextEntries, screenKey, type ScreenEntry } from './keep-alive.js';
import { matchScreen } from './match.js';
import { NOT_FOUND_ROUTE } from './not-found.js';
import { ScreenBoundary } from './ScreenBoundary.js';

const Slot = memo(function Slot({ entry, active }: { entry: ScreenEntry; active: boolean }) {
  return (
    <div class="screen" hidden={!active}>
      <ScreenActiveContext.Provider value={active}>
        <ScreenBoundary entry={entry} />
      </ScreenActiveContext.Provider>
    </div>
  );
});

/** Query parameters as the page view's `extra` (campaign tags and the like); null when there are none. */
function queryExtra(query: URLSearchParams): Record<string, string> | null {
  const extra = Object.fromEntries(query);
  return Object.keys(extra).length ? extra : null;
}

/**
 * The route outlet: shows the screen of the current location, keeps kept-alive screens mounted but hidden (with their
 * scroll position), sets the document title and reports a page view after each navigation.
 */
export function Screens({ routes }: { routes: readonly RouteDef[] }) {
  const location = useLocation();
  const match = useMemo(() => matchScreen(routes, location.pathname), [routes, location.pathname]);
  const route = match?.route ?? NOT_FOUND_ROUTE;
  const key = screenKey(location);

  const state = useRef({ entries: [] as ScreenEntry[], tick: 0, scroll: new Map<string, number>(), shown: '' });
  const entries = useMemo(() => {
    const s = state.current;
    s.entries = nextEntries(s.entries, route, location, ++s.tick);
    return s.entries;
  }, [route, location]);

  // Each screen's scroll position is recorded as it scrolls (reading it at navigation time would be too late: hiding
  // the old screen has already shortened the page). A kept screen comes back there, anything else starts at the top.
  useEffect(() => {
    const s = state.current;
    const onScroll = () => s.scroll.set(s.shown, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    const s = state.current;
    for (const k of s.scroll.keys()) if (!entries.some((e) => e.key === k)) s.scroll.delete(k);
    const firstScreen = s.shown === '';
    s.shown = key;
    // A page opens at the top: scrolling there anyway forced a layout inside the first render's task.
    if (!firstScreen) window.scrollTo(0, s.scroll.get(key) ?? 0);
  }, [key]);

  const t = LL.value;
  useEffect(() => {
    document.title = route.title?.(t) ?? t.product();
  }, [route, t]);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    trackPageView(pageViewFor(route, location.pathname, match?.params ?? {}, query, queryExtra(query)));
  }, [location]);

  return (
    <>
      {entries.map((entry) => (
        <Slot key={entry.key} entry={entry} active={entry.key === key} />
      ))}
    </>
  );
}
