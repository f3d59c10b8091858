import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { MAX_COLUMN_PX } from '../../src/platform/layout.js';
import { FOLDABLE_SCREENS, matchesScreen, NOTCH_SCREENS, type ScreenSize } from '../../src/platform/screens.js';
import { launchChromium } from '../../tests/e2e/harness/chromium.js';
import { REPO_ROOT } from '../../tests/e2e/harness/server.js';
import { check, type Check } from './check.js';

const SCREENSHOTS = path.join(REPO_ROOT, 'perf/screenshots');

/** Phones in neither list (no flag expected), including DPR 1 and a tablet wider than the column cap. */
const PLAIN_SCREENS: readonly ScreenSize[] = [
  { name: 'budget Android 360×640 @1', width: 360, height: 640, dpr: 1 },
  { name: 'budget Android 360×640 @1.5', width: 360, height: 640, dpr: 1.5 },
  { name: 'iPhone SE (2nd/3rd gen)', width: 375, height: 667, dpr: 2 },
  { name: 'iPhone 5 / SE (1st gen)', width: 320, height: 568, dpr: 2 },
  { name: 'tablet 768×1024 @1', width: 768, height: 1024, dpr: 1 },
];

const SIZES_AT_ONCE = 3;

export interface LayoutRow {
  screen: string;
  width: number;
  height: number;
  dpr: number;
  rootFontPx: number;
  expectedRootFontPx: number;
  hairlinePx: number;
  overflowPx: number;
  classes: string[];
  expected: { notch: boolean; foldable: boolean; hairline: boolean };
  problems: string[];
  screenshot: string;
}

/**
 * Opens the built intro screen at every size of src/platform/screens.ts (and a few plain phones) in real Chromium
 * with that size and DPR, and checks what the layout module promises.
 */
export async function checkLayout(baseUrl: string): Promise<{ checks: Check[]; figures: LayoutRow[] }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const screens = [...NOTCH_SCREENS, ...FOLDABLE_SCREENS, ...PLAIN_SCREENS];
  const browser = await launchChromium();
  const rows: LayoutRow[] = [];
  try {
    // A few sizes at a time, each in its own context: a size mostly waits for its page to go quiet, and what is
    // measured (layout, not time) does not depend on the host's load.
    for (let i = 0; i < screens.length; i += SIZES_AT_ONCE) {
      rows.push(...(await Promise.all(screens.slice(i, i + SIZES_AT_ONCE).map((screen, j) => measure(browser, baseUrl, screen, i + j)))));
    }
  } finally {
    await browser.close();
  }
  const bad = rows.filter((r) => r.problems.length > 0);
  const dprs = rows.map((r) => r.dpr);
  const checks: Check[] = [
    check(
      'layout',
      `layout matrix: ${rows.length} sizes, DPR ${Math.min(...dprs)}–${Math.max(...dprs)}`,
      bad.length ? `${bad.length} size(s) wrong: ${bad.slice(0, 2).map((r) => `${r.screen}: ${r.problems.join(', ')}`).join('; ')}` : 'all correct',
      'root font = min(width, 540)/10 ±0.5 px, hairline 0.5 px at DPR ≥ 2, no overflow, notch/foldable flags',
      bad.length === 0 && rows.length >= 12,
    ),
  ];
  return { checks, figures: rows };
}

async function measure(browser: Browser, baseUrl: string, screen: ScreenSize, index: number): Promise<LayoutRow> {
  const size = { width: screen.width, height: screen.height };
  const context = await browser.newContext({ viewport: size, screen: size, deviceScaleFactor: screen.dpr, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/`, { waitUntil: 'load' });
    // #app holds the prerendered introduction before any script runs: wait for the app's own layout and flags instead.
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--safe-top'), null, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const seen = await page.evaluate(() => {
      const root = document.documentElement;
      const probe = document.createElement('div');
      // Hairlines are drawn as inset box-shadows of var(--hair) (src/ui/base.css): measure that length as laid out.
      probe.style.cssText = 'position:absolute;left:0;top:0;width:10px;height:var(--hair)';
      document.body.appendChild(probe);
      const hairlinePx = probe.getBoundingClientRect().height;
      probe.remove();
      return {
        rootFontPx: parseFloat(getComputedStyle(root).fontSize),
        hairlinePx,
        overflowPx: Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth,
        classes: [...root.classList],
        viewportFitCover: /viewport-fit=cover/.test(document.querySelector('meta[name=viewport]')?.getAttribute('content') ?? ''),
        safeVars: ['top', 'right', 'bottom', 'left'].every((side) => root.style.getPropertyValue(`--safe-${side}`).includes(`safe-area-inset-${side}`)),
      };
    });
    const expected = {
      notch: matchesScreen(NOTCH_SCREENS, screen.width, screen.height),
      foldable: matchesScreen(FOLDABLE_SCREENS, screen.width, screen.height),
      hairline: screen.dpr >= 2,
    };
    const expectedRootFontPx = Math.min(screen.width, MAX_COLUMN_PX) / 10;
    const problems: string[] = [];
    if (Math.abs(seen.rootFontPx - expectedRootFontPx) > 0.5) problems.push(`root font ${seen.rootFontPx}px, expected ${expectedRootFontPx}px`);
    const hairline = expected.hairline ? 0.5 : 1;
    if (seen.hairlinePx !== hairline) problems.push(`hairline ${seen.hairlinePx}px, expected ${hairline}px`);
    if (seen.overflowPx > 0) problems.push(`${seen.overflowPx}px horizontal overflow`);
    for (const flag of ['notch', 'foldable', 'hairline'] as const) {
      if (seen.classes.includes(flag) !== expected[flag]) problems.push(`html.${flag} ${expected[flag] ? 'missing' : 'set'}`);
    }
    if (!seen.viewportFitCover) problems.push('no viewport-fit=cover (safe-area insets stay 0)');
    if (!seen.safeVars) problems.push('--safe-* variables not set from env(safe-area-inset-*)');
    const screenshot = `perf/screenshots/${String(index).padStart(2, '0')}-${screen.width}x${screen.height}@${screen.dpr}.png`;
    await page.screenshot({ path: path.join(REPO_ROOT, screenshot) });
    return { screen: screen.name, ...size, dpr: screen.dpr, rootFontPx: seen.rootFontPx, expectedRootFontPx, hairlinePx: seen.hairlinePx, overflowPx: seen.overflowPx, classes: seen.classes, expected, problems, screenshot };
  } finally {
    await context.close();
  }
}

export function layoutMarkdown(rows: LayoutRow[]): string {
  const head = ['| screen | CSS px | DPR | root font (expected) | hairline | overflow | flags on <html> | result |', '|---|---|---|---|---|---|---|---|'];
  const body = rows.map(
    (r) =>
      `| ${r.screen} | ${r.width}×${r.height} | ${r.dpr} | ${r.rootFontPx} (${r.expectedRootFontPx}) | ${r.hairlinePx} px | ${r.overflowPx} px | ${r.classes.filter((c) => ['notch', 'foldable', 'hairline'].includes(c)).join(' ') || '-'} | ${r.problems.length ? r.problems.join('; ') : 'ok'} |`,
  );
  return [...head, ...body].join('\n');
}
