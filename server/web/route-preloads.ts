import path from 'node:path';
import { runnerImport, type Plugin, type Rollup } from 'vite';
import type { RouteDef } from '../../src/platform/routing/route-def.js';

/** One route of the table as the page's first script sees it: a pattern and the files its screen needs. */
export interface RoutePreload {
  /** The route path of src/app/routes.ts, e.g. `/report/city/:id?`. */
  path: string;
  /** Built files (`assets/...`), scripts and style sheets, that the entry's own files do not already cover. */
  files: readonly string[];
  /** The screen shows numbers or dates as it opens (`RouteDef.figures`). */
  figures?: boolean;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The route path as a regular expression over the hash's path, matching what `matchPath` (src/platform/routing/router.tsx)
 * matches: case-insensitive (the caller adds the flag), with or without a trailing slash, `:param?` may be absent.
 */
export function routePattern(routePath: string): string {
  const parts = routePath.split('/').filter(Boolean).map((seg) => {
    if (seg === '*') return '(?:/.*)?';
    if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    return `/${escapeRegExp(seg)}`;
  });
  return `^${parts.join('')}/?$`;
}

/**
 * `matchRoutes` ranks a match by 11 per static segment and 4 per parameter over the same path segments, so among the
 * routes that match one path the one with the most static segments wins (a splat loses), the first of equals.
 */
function rank(routePath: string): number {
  const segs = routePath.split('/').filter(Boolean);
  return segs.includes('*') ? -1 : segs.filter((s) => !s.startsWith(':')).length;
}

/**
 * The page's first script (ES5, for old WebViews): it matches the hash's path as the router will, and asks for that
 * screen's files with `<link rel=modulepreload>` (scripts) and `<link rel=preload as=style>` (style sheets) while the
 * entry is still downloading. Vite's preload helper then finds the scripts already asked for; style sheets stay its
 * own to apply, so a screen still renders only once its styles are in. A path of 2,048 characters or more (no route
 * has one; a crafted link might) is left to the router without matching.
 *
 * On every route it then opens local storage, session storage and the cookie jar, a task each, while the main thread
 * would otherwise wait for the entry: the first touch of each is a synchronous round trip to the browser process
 * (1-42 ms each here at boot; the shell reads its token and language, and every request reads the cookie jar and
 * writes the recent-requests ring), which otherwise lands in the render and effect tasks after the first paint.
 *
 * For a screen that shows figures it also makes the first Intl number and date formatters in the next task, while
 * the main thread would otherwise wait for the entry: Intl's one-time start-up (its locale tables) took 35-135 ms here
 * in one piece that cannot be split, and later it lands as a long task after the first paint. The browser's own
 * locale is the app's in the usual case; another language still finds the tables loaded.
 */
export function preloadScript(routes: readonly RoutePreload[]): string {
  const files = [...new Set(routes.flatMap((r) => r.files))];
  const table = routes
    .map((r, order) => ({ r, order }))
    .sort((a, b) => rank(b.r.path) - rank(a.r.path) || a.order - b.order)
    .map(({ r }) => [routePattern(r.path), r.files.map((f) => files.indexOf(f)), r.figures ? 1 : 0]);
  return (
    `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},` +
    `p=("/"+location.hash.replace(/^#/,"").split("?")[0]).replace(/\\/+/g,"/"),d=document,i,j,l;` +
    `setTimeout(function(){try{localStorage.length}catch(e){}},0);setTimeout(function(){try{sessionStorage.length}catch(e){}},0);` +
    `setTimeout(function(){try{d.cookie}catch(e){}},0);` +
    `for(i=0;p.length<2048&&i<r.length;i++)if(new RegExp(r[i][0],"i").test(p)){for(j=0;j<r[i][1].length;j++){` +
    `l=d.createElement("link");l.href="./"+f[r[i][1][j]];l.crossOrigin="";` +
    `if(/\\.css$/.test(l.href)){l.rel="preload";l.as="style"}else l.rel="modulepreload";d.head.appendChild(l)}` +
    `if(r[i][2]&&typeof Intl==="object")setTimeout(function(){try{new Intl.NumberFormat().format(1);` +
    `new Intl.DateTimeFormat(void 0,{dateStyle:"medium"}).format(0)}catch(e){}},0);return}})()`
  );
}

/** The screen module a route's `load` imports, as Vite's module runner writes it (`/src/features/.../X.tsx`). */
function screenModule(route: RouteDef): string {
  const found = /__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/.exec(route.load.toString());
  if (!found) throw new Error(`route ${route.path}: its load() is not a single dynamic import of its screen`);
  return found[1]!;
}

/** Every built file a chunk needs before it runs: itself, its static imports, and their style sheets. */
function closure(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/** Each route of the table with the files its screen needs beyond what the entry's own tags load. */
export function routePreloads(routes: readonly RouteDef[], bundle: Rollup.OutputBundle, root: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route preloads: the build has no entry chunk');
  const shell = closure(bundle, entry.fileName);
  return routes.map((route) => {
    const id = path.join(root, screenModule(route));
    const screen = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === id);
    if (!screen) throw new Error(`route ${route.path}: no chunk of its own for ${id}`);
    return { path: route.path, files: [...closure(bundle, screen.fileName)].filter((f) => !shell.has(f)), figures: route.figures === true };
  });
}

/**
 * Writes the preload script as the first thing in index.html's head, ahead of the entry's tags: an inline script
 * after a pending style sheet would wait for it. The server allows exactly this script by its hash
 * (`inlineScriptHashes` in security-headers.ts).
 */
export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'lokasi-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const { module } = await runnerImport<{ routes: readonly RouteDef[] }>('/src/app/routes.ts', { root, configFile: false, logLevel: 'error' });
        const script = preloadScript(routePreloads(module.routes, ctx.bundle, root));
        return html.replace(/<title>.*?<\/title>/s, (title) => `${title}\n    <script>${script}</script>`);
      },
    },
  };
}
