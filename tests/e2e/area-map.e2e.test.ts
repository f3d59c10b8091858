import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaQuery } from '../../contracts/area.js';
import enArea from '../../i18n/en/area/index.js';
import thArea from '../../i18n/th/area/index.js';
import { DEFAULT_MAP_CENTRE } from '../../src/ui/place-entry/model.js';
import { centredView, circleBounds, fitView, unproject } from '../../src/ui/map/view.js';
import { launchChromium, phoneContext, startServer, type RunningServer } from './harness/index.js';

/*
 * Choosing the data query's point with a tap on the map, in real Chromium on a phone (390 × 844) against the production
 * server with the real imported data (no base-map tiles configured, as on this machine): the map shows Singapore's
 * planning-area outlines and rail stations to aim at, the tap names the point, and the data query is run for exactly
 * that point. Screenshots of the entry in English and Thai go to AREA_SHOTS_DIR (default /tmp/area-shots).
 */

const SHOTS = process.env.AREA_SHOTS_DIR ?? '/tmp/area-shots';
/** The map's own figure size (src/ui/map/layers.tsx); the screen scales it to its width. */
const FIGURE = { width: 320, height: 240 };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium(), mkdir(SHOTS, { recursive: true })]);
}, 600_000);
afterAll(() => Promise.all([browser?.close(), server?.stop()]));

/** The entry on a fresh phone in `locale`, its map drawn; the phone is put away after `use`, which must see no page error. */
async function onEntry(locale: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await phoneContext(browser, { locale });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openEntry(page);
    await use(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

async function openEntry(page: Page): Promise<void> {
  await page.goto(`${server.url}/#/report/data-query`);
  await page.locator('.area-entry').waitFor({ timeout: 30_000 });
  await page.locator('.point-picker-surface').scrollIntoViewIfNeeded();
  // Without tiles the map draws what the server has in view: the outlines and the stations.
  await expect.poll(() => page.locator('.point-picker .area-map-outline').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.locator('.point-picker-place text').count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

describe('choosing the point on the map', () => {
  it('a tap on the map is the point of the data query, and its report is for that point', () => onEntry('en', async (page) => {
    expect(await page.getByText(enArea.entry.mapDefault).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/map-en-entry.png`, fullPage: true });

    // A quarter of the map's width east of its middle and an eighth of its height north.
    const surface = page.locator('.point-picker-surface');
    const box = (await surface.locator('svg').boundingBox())!;
    const at = { x: box.width * 0.75, y: box.height * (0.5 - 0.125) };
    await surface.tap({ position: at });
    const view = centredView(DEFAULT_MAP_CENTRE, fitView(circleBounds(DEFAULT_MAP_CENTRE, 500), FIGURE.width, FIGURE.height, 16, true).zoom, FIGURE.width, FIGURE.height);
    const expected = unproject(view, (at.x * FIGURE.width) / box.width, (at.y * FIGURE.height) / box.height);
    const chosen = page.locator('.area-chosen');
    await expect.poll(() => chosen.textContent()).toContain('Point on map');
    await expect.poll(() => page.locator('.point-picker .area-map-radius').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/map-en-tapped.png`, fullPage: true });

    await page.locator('.area-create').click();
    await page.waitForURL(/#\/report\/data-query\/[A-Za-z0-9_-]{16,}/, { timeout: 30_000 });
    const id = new URL(page.url()).hash.split('/').pop()!;
    const report = page.locator('[data-report="data-query"]').filter({ visible: true });
    await report.waitFor({ timeout: 30_000 });
    expect(await report.locator('[data-headline]').count()).toBe(8);
    const query = await page.evaluate(async (queryId) => {
      const res = await fetch(`/v1/area/queries/${queryId}`, { headers: { authorization: `Bearer ${localStorage.getItem('lokasi-token')}`, 'tenant-id': '000000' } });
      return (await res.json()).data.query as AreaQuery;
    }, id);
    // One screen pixel is about 2 figure pixels' worth of ground at most: 10 m here.
    expect(Math.abs(query.lat - expected.lat)).toBeLessThan(1e-4);
    expect(Math.abs(query.lon - expected.lon)).toBeLessThan(1e-4);
    expect(query.placeName).toBe(`Point on map ${query.lat.toFixed(5)}, ${query.lon.toFixed(5)}`);
    expect(await report.textContent()).toContain(query.placeName);
    await page.screenshot({ path: `${SHOTS}/map-en-report.png`, fullPage: true });
  }), 180_000);

  it('in Thai, with the keyboard: an arrow key moves the map, Enter puts the point at its centre, named in Thai', () => onEntry('th', async (page) => {
    expect(await page.getByText(thArea.entry.mapDefault).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/map-th-entry.png`, fullPage: true });
    const surface = page.locator('.point-picker-surface');
    await surface.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.area-chosen').textContent()).toContain('จุดบนแผนที่');
    await page.getByRole('button', { name: thArea.entry.zoomOut }).click();
    await page.screenshot({ path: `${SHOTS}/map-th-chosen.png`, fullPage: true });
  }), 120_000);
});
