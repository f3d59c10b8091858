import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { check, kib, type Check } from './check.js';
import { DIST, type ModuleMap } from './build.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Budget {
  maxGzipKiB: number;
  reason: string;
}
export interface BundleBudgets {
  firstScreen: Budget & { warnGzipKiB: number };
  routes: Array<Budget & { match: string }>;
  defaultRoute: Budget;
  lazyLibraries: Array<Budget & { match: string }>;
  defaultLazyChunk: Budget;
  forbiddenInFirstScreen: Array<{ pattern: string; what: string }>;
  debugConsoles: string[];
}

export interface BundleFigures {
  firstScreenFiles: Array<{ file: string; gzipBytes: number }>;
  firstScreenGzipBytes: number;
  lazyChunks: Array<{ src: string; files: string[]; gzipBytes: number; budgetKiB: number }>;
}

const gzipSize = (file: string): number => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;

/** The JS a browser fetches for the first screen: index.html's entry script and modulepreloads, and (from the manifest) the entry's static imports. */
function firstScreenFiles(manifest: Manifest): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = new Set(fromHtml);
  for (const entry of Object.values(manifest).filter((c) => c.isEntry)) {
    for (const file of staticClosure(manifest, entry)) files.add(file);
  }
  return [...files];
}

function staticClosure(manifest: Manifest, start: ManifestChunk): string[] {
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const dep = manifest[key];
      if (dep) visit(dep);
    }
  };
  visit(start);
  return [...seen].filter((f) => f.endsWith('.js'));
}

function allJsFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === '.vite' ? [] : allJsFiles(full);
    return d.name.endsWith('.js') ? [path.relative(DIST, full)] : [];
  });
}

export function checkBundles(budgets: BundleBudgets, modules: ModuleMap): { checks: Check[]; figures: BundleFigures } {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const checks: Check[] = [];

  const first = firstScreenFiles(manifest).map((file) => ({ file, gzipBytes: gzipSize(file) }));
  const firstBytes = first.reduce((sum, f) => sum + f.gzipBytes, 0);
  const fs = budgets.firstScreen;
  checks.push({
    area: 'bundle',
    name: `first-screen JS, static: entry + modulepreloads (${first.length} files)`,
    value: kib(firstBytes),
    budget: `≤ ${fs.maxGzipKiB} KiB (aim ${fs.warnGzipKiB})`,
    status: firstBytes > fs.maxGzipKiB * 1024 ? 'fail' : firstBytes > fs.warnGzipKiB * 1024 ? 'warn' : 'pass',
  });

  const firstModules = first.flatMap((f) => (modules[f.file] ?? []).map((m) => ({ file: f.file, module: m })));
  for (const rule of budgets.forbiddenInFirstScreen) {
    const pattern = new RegExp(rule.pattern);
    const hits = firstModules.filter((m) => pattern.test(m.module));
    const where = [...new Set(hits.map((h) => `${h.module} in ${h.file}`))].slice(0, 3).join('; ');
    checks.push(check('bundle', `first screen has no ${rule.what}`, hits.length ? `found: ${where}` : 'absent', 'absent', hits.length === 0));
  }

  const consoles = Object.entries(modules).flatMap(([file, ids]) =>
    ids.filter((id) => budgets.debugConsoles.some((p) => id.includes(p))).map((id) => `${id} in ${file}`),
  );
  const consoleText = allJsFiles().filter((f) => /\beruda\b|\bvconsole\b/i.test(readFileSync(path.join(DIST, f), 'utf8')));
  checks.push(
    check(
      'bundle',
      'no debug console in the production build',
      consoles.length || consoleText.length ? `found: ${[...consoles, ...consoleText.map((f) => `the text "eruda"/"vconsole" in ${f}`)].slice(0, 3).join('; ')}` : 'absent',
      'absent',
      consoles.length === 0 && consoleText.length === 0,
    ),
  );

  const firstSet = new Set(first.map((f) => f.file));
  const lazyChunks: BundleFigures['lazyChunks'] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const src = chunk.src ?? key;
    const files = staticClosure(manifest, chunk).filter((f) => !firstSet.has(f));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    lazyChunks.push({ src, files, gzipBytes: bytes, budgetKiB: budgetFor(budgets, src).maxGzipKiB });
  }
  // Screens and lazy libraries get a line each; translations and small helpers one line per group (all are in results.json).
  const isScreen = (src: string) => /^src\/(features|app)\//.test(src) || budgets.lazyLibraries.some((b) => src.includes(b.match));
  for (const c of lazyChunks.filter((c) => isScreen(c.src))) {
    const extra = c.files.length > 1 ? ` (+${c.files.length - 1} shared)` : '';
    checks.push(check('bundle', `lazy ${c.src}${extra}`, kib(c.gzipBytes), `≤ ${c.budgetKiB} KiB`, c.gzipBytes <= c.budgetKiB * 1024));
  }
  const groups: Array<[string, (src: string) => boolean]> = [
    ['translation chunks', (src) => src.startsWith('i18n/')],
    ['other lazy chunks', (src) => !src.startsWith('i18n/')],
  ];
  for (const [label, member] of groups) {
    const group = lazyChunks.filter((c) => !isScreen(c.src) && member(c.src));
    if (group.length === 0) continue;
    const over = group.filter((c) => c.gzipBytes > c.budgetKiB * 1024);
    const largest = group.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    checks.push(
      check(
        'bundle',
        `${label} (${group.length})`,
        over.length ? `over budget: ${over.map((c) => `${c.src} ${kib(c.gzipBytes)}`).join(', ')}` : `largest ${kib(largest.gzipBytes)} (${largest.src})`,
        `each ≤ ${largest.budgetKiB} KiB`,
        over.length === 0,
      ),
    );
  }
  return { checks, figures: { firstScreenFiles: first, firstScreenGzipBytes: firstBytes, lazyChunks } };
}

function budgetFor(budgets: BundleBudgets, src: string): Budget {
  const lib = budgets.lazyLibraries.find((b) => src.includes(b.match));
  if (lib) return lib;
  if (src.startsWith('src/')) return budgets.routes.find((b) => src.startsWith(b.match)) ?? budgets.defaultRoute;
  return budgets.defaultLazyChunk;
}
