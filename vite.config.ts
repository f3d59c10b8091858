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

// One config for the app build and for vitest.
export default defineConfig({
  plugins: [preact(), routePreloadPlugin(), moduleMap(), precompressBuild],
  base: './',
  // `npm run dev` talks to the API of `npm start`, on the port it uses: PORT, as server/config.ts reads it (default 8080).
  server: { proxy: { '/v1': apiOrigin, '/healthz': apiOrigin } },
  build: {
    target: 'es2020',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    modulePreload: { polyfill: false },
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real Chromium against the built app on the production server (tests/e2e/harness): one file at a time,
        // each file starts its own server and browser. The first server of a run may have to make the template
        // database (migrations + the whole data import), hence the long hook time-out.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
