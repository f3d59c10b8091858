import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the web build reads: when any of these is newer than dist/index.html the build is stale. */
const SOURCES = ['src', 'i18n', 'public', 'index.html', 'vite.config.ts', 'package.json', 'server/web/precompress.ts', 'server/web/route-preloads.ts', 'server/web/first-script.ts'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(root: string, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/** What `npm run build` does, into `distDir` (vite.config.ts adds the .br/.gz siblings). Throws if the build fails. */
export function buildWebApp(root: string, distDir: string): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status ?? result.signal})`);
}
