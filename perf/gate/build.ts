import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { webBuildIsStale } from '../../server/web/build.js';
import { REPO_ROOT } from '../../tests/e2e/harness/server.js';

/** Which source modules ended up in each output chunk (dist/.vite/modules.json, written by every build: vite.config.ts). */
export type ModuleMap = Record<string, string[]>;

export const DIST = path.join(REPO_ROOT, 'dist');
const MODULE_MAP = path.join(DIST, '.vite/modules.json');

/**
 * The production build, exactly as `npm run build` (same vite.config.ts), with its record of every chunk's modules so
 * the gate can tell where lightweight-charts, tinybase, locales or a debug console went. A build no source is newer
 * than (the one `npm test` made just before, in CI) is judged as it is instead of being made again.
 */
export async function buildWithModuleMap(): Promise<ModuleMap> {
  if (!webBuildIsStale(REPO_ROOT, DIST) && existsSync(MODULE_MAP)) console.log('dist/ is newer than every source: judging that build');
  else await build({ root: REPO_ROOT, configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'error' });
  return JSON.parse(readFileSync(MODULE_MAP, 'utf8')) as ModuleMap;
}
