import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, runnerImport, type Plugin, type Rollup } from 'vite';
import type { PreloadRoute } from './first-script.js';

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
export async function preloadScript(routes: readonly RoutePreload[]): Promise<string> {
  const files = [...new Set(routes.flatMap((r) => r.files))];
  const table: PreloadRoute[] = routes.map((r) => ({ path: r.path, files: r.files.map((f) => files.indexOf(f)), ...(r.figures ? { figures: 1 } : {}) }));
  return `(function(PRELOAD_FILES,PRELOAD_ROUTES){${await bundledFirstScript()}})(${JSON.stringify(files)},${JSON.stringify(table)})`;
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

/** Each route of the table with the files its screen needs beyond what the entry's own tags load. */
export function routePreloads(routes: readonly TableRoute[], bundle: Rollup.OutputBundle, root: string): RoutePreload[] {
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
        const { module } = await runnerImport<{ routes: readonly TableRoute[] }>('/src/app/routes.ts', { root, configFile: false, logLevel: 'error' });
        const script = await preloadScript(routePreloads(module.routes, ctx.bundle, root));
        return html.replace(/<title>.*?<\/title>/s, (title) => `${title}\n    <script>${script}</script>`);
      },
    },
  };
}
