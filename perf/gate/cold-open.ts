import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/harness/chromium.js';
import { phoneContext } from '../../tests/e2e/harness/phone.js';
import { check, kib, type Check } from './check.js';
import { DIST } from './build.js';

export interface ColdOpenBudgets {
  /** Every gated route: at most this much JS (gzip) fetched by a cold open until the route is idle. */
  maxGzipKiB: number;
  routes: Array<{ name: string; hash: string; maxGzipKiB?: number; warnGzipKiB?: number }>;
  /** After the network is quiet: how long the page must stay without a new script request to count as idle. */
  quietMs: number;
  reason: string;
}

export interface ColdOpenFigures {
  route: string;
  hash: string;
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
}

const gzipSize = (dist: string, file: string): number => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/**
 * Report routes name their subject by what the data calls it, not by an id an import may renumber:
 * `{city:Singapore}` and `{brand:Starbucks}` become the id the running server gives that name.
 */
export async function resolveHash(baseUrl: string, hash: string): Promise<string> {
  if (hash.includes('{area:example}')) {
    // The seeded Singapore example query (GET /v1/area/example), so an area report is measured on real data.
    const body = (await (await fetch(`${baseUrl}/v1/area/example`)).json()) as { data: { id: string } };
    return resolveHash(baseUrl, hash.replace('{area:example}', encodeURIComponent(body.data.id)));
  }
  const found = /\{(city|brand):([^}]+)\}/.exec(hash);
  if (!found) return hash;
  const [placeholder, kind, name] = found as unknown as [string, 'city' | 'brand', string];
  const url = `${baseUrl}/v1/geo/${kind === 'city' ? 'cities' : 'brands'}?q=${encodeURIComponent(name)}&limit=30`;
  const body = (await (await fetch(url)).json()) as { data: { items: Array<{ id: number | string; name: string; mapStoreCount?: number }> } };
  const matches = body.data.items.filter((item) => item.name === name).sort((a, b) => (b.mapStoreCount ?? 0) - (a.mapStoreCount ?? 0));
  if (!matches[0]) throw new Error(`no ${kind} named ${name} on ${baseUrl}`);
  return resolveHash(baseUrl, hash.replace(placeholder, encodeURIComponent(String(matches[0].id))));
}

/**
 * What a phone downloads: each gated route opened cold (new browser profile, empty cache) in Chromium as a phone,
 * every script response recorded until the page is idle (no script requested for `quietMs` after the network went
 * quiet, and the main thread had an idle period). Sizes are the gzip of the built file, as the server sends it.
 */
export async function checkColdOpens(
  baseUrl: string,
  budgets: ColdOpenBudgets,
  dist = DIST,
): Promise<{ checks: Check[]; figures: ColdOpenFigures[] }> {
  const browser = await launchChromium();
  const figures: ColdOpenFigures[] = [];
  try {
    for (const route of budgets.routes) figures.push(await coldOpen(browser, baseUrl, dist, route, budgets.quietMs));
  } finally {
    await browser.close();
  }
  const checks = figures.map((f, i) => {
    const route = budgets.routes[i]!;
    const max = route.maxGzipKiB ?? budgets.maxGzipKiB;
    const over = f.gzipBytes > max * 1024;
    const aim = route.warnGzipKiB;
    const result: Check = check('download', `${f.route} cold open: JS fetched until idle (${f.files.length} files)`, kib(f.gzipBytes), `≤ ${max} KiB${aim ? ` (aim ${aim})` : ''}`, !over);
    if (!over && aim && f.gzipBytes > aim * 1024) result.status = 'warn';
    return result;
  });
  return { checks, figures };
}

async function coldOpen(
  browser: Browser,
  baseUrl: string,
  dist: string,
  route: { name: string; hash: string },
  quietMs: number,
): Promise<ColdOpenFigures> {
  const hash = await resolveHash(baseUrl, route.hash);
  const context = await phoneContext(browser, { context: 'browser', os: 'android' });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(baseUrl)) return;
      scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
      lastScriptAt = Date.now();
    });
    await page.goto(`${baseUrl}/${hash}`, { waitUntil: 'networkidle' });
    for (;;) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })));
      await page.waitForLoadState('networkidle');
      const quietFor = Date.now() - lastScriptAt;
      if (quietFor >= quietMs) break;
      await page.waitForTimeout(quietMs - quietFor);
    }
    const files = [...scripts].sort().map((file) => ({ file, gzipBytes: gzipSize(dist, file) }));
    return { route: route.name, hash, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}
