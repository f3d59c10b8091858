import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { precompress } from './server/web/precompress.js';
import { routePreloadPlugin } from './server/web/route-preloads.js';

/** Where `npm start` serves the API: its PORT (server/config.ts), so `npm run dev` proxies to the same port. */
const apiOrigin = `http://127.0.0.1:${process.env.PORT || 8080}`;

/** Every production build (npm run build, npm start's rebuild, the perf gate) gets its .br/.gz siblings. */
const precompressBuild: Plugin = {
  name: 'lokasi-precompress',
  apply: 'build',
  writeBundle(options) {
    const totals = precompress(options.dir ?? 'dist');
    this.info(`precompressed ${totals.files} files: ${totals.bytes} B → brotli ${totals.brotliBytes} B, gzip ${totals.gzipBytes} B`);
  },
};

/**
 * Which source modules went into each output chunk (the manifest lists chunks, not their contents), written beside the
 * manifest on every build: the perf gate's bundle budgets read it, so the gate can judge the build `npm test` made.
 */
function moduleMap(): Plugin {
  let root = process.cwd();
  let modules: Record<string, string[]> = {};
  return {
    name: 'lokasi-module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      modules = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') modules[fileName] = output.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, '')));
      }
    },
    writeBundle(options) {
      writeFileSync(path.join(options.dir ?? 'dist', '.vite/modules.json'), JSON.stringify(modules, null, 1));
    },
  };
}

/**
 * The files the entry needs before it runs (itself, its static imports, their style sheets): index.html loads them with
 * its own tags, so they are in place before any lazy import. Vite still lists them in every lazy import's preload list
 * (`__vite__mapDeps`), where they only cost bytes: the modulepreload they ask for is one the page already has. Kept out
 * of those lists (`dropShellPreloads`), with the imported chunk itself when nothing else is left to preload beside it
 * (Vite's own rule for an import with no dependencies); index.html's own tags stay as they were.
 */
function shellFiles(): Plugin & { files: Set<string>; css: Map<string, boolean> } {
  const files = new Set<string>();
  /** Whether a chunk, with its static imports outside the shell, brings a style sheet (its preload waits for it). */
  const css = new Map<string, boolean>();
  return {
    name: 'lokasi-shell-files',
    apply: 'build',
    files,
    css,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        files.clear();
        css.clear();
        const closure = (fileName: string, into: Set<string>): Set<string> => {
          const chunk = bundle[fileName];
          if (into.has(fileName) || !chunk || chunk.type !== 'chunk') return into;
          into.add(fileName);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) into.add(sheet);
          for (const imported of chunk.imports) closure(imported, into);
          return into;
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) closure(chunk.fileName, files);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') css.set(chunk.fileName, [...closure(chunk.fileName, new Set())].some((f) => f.endsWith('.css') && !files.has(f)));
        }
      },
    },
  };
}
const shell = shellFiles();
const dropShellPreloads = (imported: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] => {
  if (hostType !== 'js' || shell.files.size === 0) return deps;
  const left = deps.filter((dep) => !shell.files.has(dep));
  return left.length === 1 && left[0] === imported && !shell.css.get(imported) ? [] : left;
};

// One config for the app build and for vitest.
export default defineConfig({
  plugins: [preact(), routePreloadPlugin(), moduleMap(), shell, precompressBuild],
  base: './',
  // `npm run dev` talks to the API of `npm start`, on the port it uses: PORT, as server/config.ts reads it (default 8080).
  server: { proxy: { '/v1': apiOrigin, '/healthz': apiOrigin } },
  build: {
    target: 'es2020',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    modulePreload: { polyfill: false, resolveDependencies: dropShellPreloads },
    // perf/run.mjs reads the manifest to find the first-screen chunks and each route's chunk.
    manifest: true,
  },
  test: {
    // react-router-dom goes through Vite (and so the preset's react → preact/compat alias), not Node's own loader.
    server: { deps: { inline: [/react-router/] } },
    projects: [
      {
        extends: true,
        // react-router-dom 6 has no exports map: its ESM build ("module") reaches react through the preset's alias to
        // preact/compat, where its CommonJS main would require the real React.
        resolve: { mainFields: ['module', 'jsnext:main', 'jsnext'] },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'i18n/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['contracts/**/*.test.ts', 'server/**/*.test.ts', 'perf/**/*.test.ts'],
          // The files of a worker share one module graph: each starts its own app on its own database and none mocks a
          // module, so a fresh graph per file would only import the server again (about 1.8 s of CPU per file: the
          // project took 387 s with it and 278 s without, on 3 workers of the 2-core host).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real Chromium against the built app on the production server (tests/e2e/harness): each file starts its own
        // server (its own database copied from the template, its own rate limits) and browser, so files may run side
        // by side (tests/run-all.mjs runs two at a time). The template database (migrations + the whole data import)
        // is made once before any file starts.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/harness/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
