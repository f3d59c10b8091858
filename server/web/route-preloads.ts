import path from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { build, createServer, runnerImport, type Plugin, type Rollup } from 'vite';
import type { Prerendered, PreloadRoute } from './first-script.js';

/** What the build reads of a route of src/app/routes.ts (its RouteDef): the server's code names no type of src/. */
interface TableRoute {
  path: string;
  figures?: boolean;
  load: () => unknown;
}

/** One route of the table as the page's first script sees it: its path and the files its screen needs. */
export interface RoutePreload {
  /** The route path of src/app/routes.ts, e.g. `/report/city/:id?`. */
  path: string;
  /** Built files (`assets/...`), scripts and style sheets, that the entry's own files do not already cover. */
  files: readonly string[];
  /** The screen shows numbers or dates as it opens (`RouteDef.figures`). */
  figures?: boolean;
  /** The route's screen is the one prerendered into index.html. */
  prerendered?: boolean;
}

/** What src/app/prerender.tsx gives the build. */
interface PrerenderModule {
  PRERENDERED_PATH: string;
  PRERENDERED: Prerendered;
  prerender(): Promise<{ html: string; title: string }>;
}

const FIRST_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'first-script.ts');
let firstScript: Promise<string> | undefined;

/** first-script.ts with react-router's matcher, bundled once per process for the app's build target. */
function bundledFirstScript(): Promise<string> {
  firstScript ??= build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: { write: false, target: 'es2020', minify: true, emptyOutDir: false, lib: { entry: FIRST_SCRIPT, formats: ['iife'], name: 'firstScript' } },
  }).then((result) => {
    const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
    return output.output[0].code.trim();
  });
  return firstScript;
}

/**
 * The page's first script (first-script.ts) given the route table: each route's path as src/app/routes.ts declares it
 * (so react-router ranks them as the app does), its files and whether it shows figures.
 */
export async function preloadScript(routes: readonly RoutePreload[], prerendered: Prerendered | null = null): Promise<string> {
  const files = [...new Set(routes.flatMap((r) => r.files))];
  const table: PreloadRoute[] = routes.map((r) => ({
    path: r.path,
    files: r.files.map((f) => files.indexOf(f)),
    ...(r.figures ? { figures: 1 } : {}),
    ...(r.prerendered ? { prerendered: 1 } : {}),
  }));
  const args = [files, table, prerendered].map((a) => JSON.stringify(a)).join(',');
  return `(function(PRELOAD_FILES,PRELOAD_ROUTES,PRERENDERED){${await bundledFirstScript()}})(${args})`;
}

/** The screen module a route's `load` imports, as Vite's module runner writes it (`/src/features/.../X.tsx`). */
function screenModule(route: TableRoute): string {
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

/**
 * Each route of the table with the files its screen needs beyond what the entry's own tags load; `prerenderedPath`
 * marks the routes showing the same screen as that path's route (the one prerendered into index.html).
 */
export function routePreloads(routes: readonly TableRoute[], bundle: Rollup.OutputBundle, root: string, prerenderedPath?: string): RoutePreload[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route preloads: the build has no entry chunk');
  const shell = closure(bundle, entry.fileName);
  const prerendered = routes.find((r) => r.path === prerenderedPath);
  if (prerenderedPath !== undefined && !prerendered) throw new Error(`prerender: no route has the path ${prerenderedPath}`);
  return routes.map((route) => {
    const id = path.join(root, screenModule(route));
    const screen = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === id);
    if (!screen) throw new Error(`route ${route.path}: no chunk of its own for ${id}`);
    const files = [...closure(bundle, screen.fileName)].filter((f) => !shell.has(f));
    const showsPrerendered = !!prerendered && screenModule(prerendered) === screenModule(route);
    return { path: route.path, files, figures: route.figures === true, ...(showsPrerendered ? { prerendered: true } : {}) };
  });
}

/**
 * The introduction's markup and what the first script needs to know of it: src/app/prerender.tsx run in Node through
 * Vite (the preset's JSX and react → preact/compat alias; react-router bundled rather than loaded as Node's CommonJS,
 * which would ask for the real React). The server stays up until the render's lazy imports are in.
 */
async function prerenderPage(root: string): Promise<{ path: string; prerendered: Prerendered; markup: string; title: string }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
    resolve: { mainFields: ['module'] },
    ssr: { noExternal: [/react-router/, '@remix-run/router'] },
    // Modules that keep a reference to `window` for later (the bridge) load without one; none is used in a render.
    define: { window: 'undefined' },
  });
  try {
    const page = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    const { html, title } = await page.prerender();
    return { path: page.PRERENDERED_PATH, prerendered: page.PRERENDERED, markup: html, title };
  } finally {
    await server.close();
  }
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the prerendered screen in #app, its title (the app sets its own screen's as it renders) and that
 * screen's style sheets in the head, ahead of its first paint.
 */
function withPrerenderedScreen(html: string, page: { markup: string; title: string }, styleSheets: readonly string[]): string {
  const empty = '<div id="app"></div>';
  if (!html.includes(empty)) throw new Error(`prerender: index.html has no ${empty}`);
  const links = styleSheets.map((f) => `\n    <link rel="stylesheet" crossorigin href="./${f}">`).join('');
  return html
    .replace(empty, () => `<div id="app">${page.markup}</div>`)
    .replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/\n\s*<\/head>/, (end) => `${links}${end}`);
}

/**
 * Writes the preload script as the first thing in index.html's head, ahead of the entry's tags: an inline script
 * after a pending style sheet would wait for it. The server allows exactly this script by its hash
 * (`inlineScriptHashes` in security-headers.ts). Puts the prerendered introduction (src/app/prerender.tsx) in #app
 * and its screen's style sheets in the head, so the page paints it before the entry has run.
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
        const { module } = await runnerImport<{ routes: readonly TableRoute[] }>('/src/app/routes.ts', { root, configFile: false, logLevel: 'error' });
        const page = await prerenderPage(root);
        const preloads = routePreloads(module.routes, ctx.bundle, root, page.path);
        const script = await preloadScript(preloads, page.prerendered);
        const styleSheets = preloads.find((r) => r.path === page.path)!.files.filter((f) => f.endsWith('.css'));
        const withScript = html.replace(/<title>.*?<\/title>/s, (title) => `${title}\n    <script>${script}</script>`);
        return withPrerenderedScreen(withScript, page, styleSheets);
      },
    },
  };
}
