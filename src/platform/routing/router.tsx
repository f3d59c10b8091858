import { createContext, toChildArray, type ComponentChildren, type JSX, type VNode } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';

/*
 * The hash router of the app: the part of react-router-dom's API the screens use (HashRouter, Routes/Route, Link,
 * useLocation, useNavigate, useParams, useSearchParams, matchRoutes), with the same history entries
 * (`{ usr, key, idx }`, so `idx` tells the first page from the others; the first page's entry has none, read as 0).
 * react-router weighed 15.5 KiB gzip of every first screen for these few pieces; this is about 1.5 KiB.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Another key for each history entry, 'default' for the page's first one. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Steps through the page history, like history.go. */
  (delta: number): void;
}

type Params = Readonly<Record<string, string | undefined>>;

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** `/a/b?x=1#y` → its parts; a path that does not start with `/` is taken from the root. */
function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  let hash = '';
  let search = '';
  const h = rest.indexOf('#');
  if (h >= 0) [rest, hash] = [rest.slice(0, h), rest.slice(h)];
  const q = rest.indexOf('?');
  if (q >= 0) [rest, search] = [rest.slice(0, q), rest.slice(q)];
  return { pathname: rest.startsWith('/') ? rest : `/${rest}`, search: search === '?' ? '' : search, hash };
}

function currentLocation(): Location {
  const state = window.history.state as EntryState | null;
  return { ...parsePath(window.location.hash.slice(1)), state: state?.usr ?? null, key: state?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);
/** The location screens see: `<Routes location>` freezes it for a hidden kept-alive screen. */
const LocationContext = createContext<Location | null>(null);
const ParamsContext = createContext<Params>({});

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('used outside <HashRouter>');
  return router;
}

/** The location after `#`, kept in step with the page history (back, forward, and each navigation). */
export function HashRouter({ children }: { children?: ComponentChildren }) {
  const [location, setLocation] = useState(currentLocation);
  const value = useMemo<RouterValue>(() => {
    const navigate = ((to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const idx = (window.history.state as EntryState | null)?.idx ?? 0;
      const entry: EntryState = { usr: options.state ?? null, key: newKey(), idx: options.replace ? idx : idx + 1 };
      const url = `#${to.startsWith('?') ? currentLocation().pathname + to : to}`;
      if (options.replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      setLocation(currentLocation());
    }) as NavigateFunction;
    return { location, navigate };
  }, [location]);

  useEffect(() => {
    // The first entry keeps the state it has (null): every reader takes a missing idx as 0, and a replaceState here
    // was a synchronous round trip to the browser (1-15 ms at boot on this host) in the task after the first paint.
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  const frozen = useContext(LocationContext);
  const router = useRouter();
  return frozen ?? router.location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

interface Match<R> {
  route: R;
  params: Params;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How `path` (`/report/city/:id?`, `/lokasi/about-us`, `*`) matches `pathname`, case-insensitively and with or without
 * a trailing slash, with react-router's ranking score: 10 per static segment, 3 per parameter, -2 for a splat, plus
 * the number of segments; null when it does not match.
 */
export function matchPath(path: string, pathname: string): { params: Record<string, string>; score: number } | null {
  const pattern = path.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let score = 0;
  let i = 0;
  for (const seg of pattern) {
    if (seg === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return { params, score: score - 1 };
    }
    const optional = seg.endsWith('?');
    const name = seg.startsWith(':') ? seg.slice(1, optional ? -1 : undefined) : null;
    const part = parts[i];
    if (part === undefined) {
      if (optional) continue;
      return null;
    }
    if (name !== null) params[name] = decode(part);
    else if (seg.toLowerCase() !== part.toLowerCase()) return null;
    score += (name !== null ? 3 : 10) + 1;
    i++;
  }
  return i === parts.length ? { params, score } : null;
}

/** The best route for `pathname` (highest score, the first of equals), as react-router's `matchRoutes(...)[0]`. */
export function matchRoutes<R extends { path: string }>(routes: readonly R[], pathname: string): Match<R>[] | null {
  let best: (Match<R> & { score: number }) | null = null;
  for (const route of routes) {
    const found = matchPath(route.path, pathname);
    if (found && (!best || found.score > best.score)) best = { route, params: found.params, score: found.score };
  }
  return best ? [{ route: best.route, params: best.params }] : null;
}

interface RouteProps {
  path: string;
  element: VNode | null;
}

/** Declares a route inside `<Routes>`; `<Routes>` renders its element. */
export function Route(_props: RouteProps): null {
  return null;
}

/** Renders the best-matching `<Route>` for `location` (default: the router's), with its params and that location. */
export function Routes({ location, children }: { location?: Location; children?: ComponentChildren }) {
  const current = useLocation();
  const shown = location ?? current;
  const routes = toChildArray(children).flatMap((c) => (typeof c === 'object' && c.type === Route ? [c.props as unknown as RouteProps] : []));
  const match = matchRoutes(routes, shown.pathname)?.[0];
  if (!match) return null;
  return (
    <LocationContext.Provider value={shown}>
      <ParamsContext.Provider value={match.params}>{match.route.element}</ParamsContext.Provider>
    </LocationContext.Provider>
  );
}

type LinkProps = Omit<JSX.HTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An in-app link: a real `href` (open in a new tab works), a plain click navigates without reloading. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  const click = (e: JSX.TargetedMouseEvent<HTMLAnchorElement>) => {
    (onClick as ((e: JSX.TargetedMouseEvent<HTMLAnchorElement>) => void) | undefined)?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={`#${to}`} onClick={click} />;
}
