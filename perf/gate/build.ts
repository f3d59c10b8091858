import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { REPO_ROOT } from '../../tests/e2e/harness/server.js';

/** Which source modules ended up in each output chunk (the manifest lists chunks, not their contents). */
export type ModuleMap = Record<string, string[]>;

export const DIST = path.join(REPO_ROOT, 'dist');

/**
 * The production build, exactly as `npm run build` (same vite.config.ts), plus a record of every chunk's
 * modules so the gate can tell where lightweight-charts, tinybase, locales or a debug console went.
 */
export async function buildWithModuleMap(): Promise<ModuleMap> {
  const modules: ModuleMap = {};
  const recorder: Plugin = {
    name: 'lokasi-perf-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') modules[fileName] = output.moduleIds.map((id) => path.relative(REPO_ROOT, id.replace(/^\0/, '')));
      }
    },
  };
  await build({ root: REPO_ROOT, configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'error', plugins: [recorder] });
  await writeFile(path.join(DIST, '.vite/modules.json'), JSON.stringify(modules, null, 1));
  return modules;
}
