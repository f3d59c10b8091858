import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import enAi from '../../i18n/en/aiAnalysis/index.js';
import enRec from '../../i18n/en/recommendationScreens/index.js';
import thAi from '../../i18n/th/aiAnalysis/index.js';
import thRec from '../../i18n/th/recommendationScreens/index.js';
import { apiData, buyCredits, creditBalance, launchChromium, phoneContext, startServer, type RunningServer } from './harness/index.js';

/*
 * Location recommendation through the report relay in real Chromium on a 360 × 740 phone, against the production
 * server with the real imported data: the relay's conversation (the country asked for, the price before Start), the
 * stages streamed to the report, the five sites on the list, a site's detail, marking it on the device, and its AI
 * analysis opened locked and unlocked through its own dialog; in the browser and in the fake native shell, in English
 * and Thai. Screenshots go to RECOMMENDATION_SHOTS_DIR (default /tmp/recommendation-shots) for a person to look at.
 */

const SHOTS = process.env.RECOMMENDATION_SHOTS_DIR ?? '/tmp/recommendation-shots';

let server: RunningServer;
let browser: Browser;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  const sandbox = { PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_SECRET: `e2e-rec-sandbox-${Date.now()}` };
  [server, browser] = await Promise.all([startServer({ env: sandbox }), launchChromium(), mkdir(SHOTS, { recursive: true })]);
}, 900_000);
afterEach(() => Promise.all(opened.splice(0).map((c) => c.close())));
afterAll(() => Promise.all([browser?.close(), server?.stop()]));

const api = <T,>(path: string, token: string | null, init: RequestInit = {}) => apiData<T>(server.url, path, token, init);

/** The browser's anonymous account, made while the screen's code downloads (the route asks for one). */
async function browserToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lokasi-token')), { timeout: 30_000 }).not.toBeNull();
  return (await page.evaluate(() => localStorage.getItem('lokasi-token')))!;
}

const balance = (token: string) => creditBalance(server.url, token);
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** Kept-alive screens stay in the page, hidden: only what is on screen. */
const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true });

async function say(page: Page, text: string): Promise<void> {
  const input = visible(page, '.rec-ask input');
  await input.fill(text);
  await input.press('Enter');
}

async function run(where: 'browser' | 'app', locale: 'en-US' | 'th-TH'): Promise<void> {
  const [t, ai] = locale === 'en-US' ? [enRec, enAi] : [thRec, thAi];
  const tag = `${where}-${locale.slice(0, 2)}`;
  const appToken = where === 'app' ? (await api<{ token: string }>('/v1/auth/anonymous', null, { method: 'POST', body: '{}' })).token : null;
  const context = await phoneContext(browser, { context: where, locale, viewport: { width: 360, height: 740 }, fakeNative: appToken ? { token: appToken } : undefined });
  opened.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The relay: the expert asks for the city with its country and says so when it is missing.
  await page.goto(`${server.url}/#/report/report-relay`);
  await page.getByText(t.relay.hints).waitFor({ timeout: 30_000 });
  await say(page, 'Singapore');
  await page.getByText(t.relay.say.needCountry).waitFor();
  const token = appToken ?? (await browserToken(page));
  await buyCredits(server.url, token);
  await say(page, locale === 'en-US' ? 'Singapore, Singapore' : 'Singapore, SG');
  const pick = visible(page, '.rec-choices button').first();
  await Promise.race([visible(page, '.rec-ask button.secondary').waitFor({ timeout: 30_000 }), pick.waitFor({ timeout: 30_000 })]);
  if (await pick.isVisible()) await pick.click();
  await page.getByRole('button', { name: t.relay.noBrand }).click();
  await visible(page, '.rec-ask select').selectOption('restaurant');
  await page.getByRole('button', { name: t.relay.recommendation }).click();
  // The price before anything is charged.
  const start = page.getByRole('button', { name: t.relay.start });
  await start.waitFor({ timeout: 30_000 });
  expect(await visible(page, '.rec-line-engineer').last().innerText()).toMatch(/1/);
  expect(await balance(token)).toBe(5);
  await shot(page, `${tag}-relay-price`);
  await start.click();

  // The stages as the run streams, brought into view; the report opens when the reader taps for it, not by itself.
  await visible(page, '.rec-stages').waitFor({ timeout: 30_000 });
  await expect.poll(() => visible(page, '.rec-progress').evaluate((e) => e.getBoundingClientRect().top < innerHeight), { timeout: 5_000 }).toBe(true);
  const openReport = page.getByRole('button', { name: t.relay.openReport });
  await openReport.waitFor({ timeout: 120_000 });
  await shot(page, `${tag}-relay-done`);
  expect(page.url()).toMatch(/#\/report\/report-relay/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.relay.openReport);
  await openReport.click();
  await page.waitForURL(/#\/report\/location-recommendation\/[A-Za-z0-9_-]+$/, { timeout: 120_000 });
  await expect.poll(() => visible(page, '.rec-site').count(), { timeout: 30_000 }).toBe(5);
  expect(await balance(token)).toBe(4);
  // The map follows the sites and is drawn as it nears the view; its box is never blank meanwhile (the placeholder, the
  // map's size, says it is loading), and without tiles the streets of the imported data are drawn in it.
  await visible(page, '.rec-method').scrollIntoViewIfNeeded();
  const t0 = Date.now();
  expect(await page.locator('.area-map-placeholder [role="status"], figure.area-map svg').count()).toBeGreaterThan(0);
  await visible(page, 'figure.area-map svg').waitFor({ timeout: 20_000 });
  const drawnMs = Date.now() - t0;
  await visible(page, 'figure.area-map .area-map-street').waitFor({ timeout: 20_000 });
  if (process.env.MAP_TIMINGS) console.log(`TIMING map drawn ${drawnMs} ms after scrolling to it, streets ${Date.now() - t0} ms`);
  // Each site is named by a landmark or street in the data, with an address line, never a planning area in capitals.
  for (const name of await page.locator('.rec-site h3').allInnerTexts()) expect(name).not.toMatch(/\b[A-Z]{4,}\b/);
  expect(await page.locator('.rec-site .rec-address').count()).toBeGreaterThan(0);
  await shot(page, `${tag}-list`);
  if (locale === 'th-TH') expect(await visible(page, '.rec-list').innerText()).toMatch(/[\u0E00-\u0E7F]/);

  // A site's detail: mark it on the device, then its AI analysis through the analysis's own unlock dialog.
  await visible(page, 'a.rec-details').first().click();
  await visible(page, '.rec-actions').waitFor({ timeout: 30_000 });
  const mark = page.getByRole('button', { name: t.detail.mark, exact: true });
  await expect.poll(() => mark.isEnabled(), { timeout: 10_000 }).toBe(true);
  await mark.click();
  await page.getByText(t.detail.marked).waitFor();
  expect(await page.getByRole('button', { name: t.detail.unmark }).getAttribute('aria-pressed')).toBe('true');
  await shot(page, `${tag}-detail-marked`);
  await page.getByRole('button', { name: t.detail.analyze }).click();
  await page.waitForURL(/#\/report\/ai-analysis\/[A-Za-z0-9_-]{16,}/, { timeout: 30_000 });
  await page.getByRole('button', { name: ai.report.unlock }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.locator('[data-unlock="available"]').textContent(), { timeout: 30_000 }).toBe('4');
  await dialog.locator('.unlock-actions .btn:not(.secondary)').click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await visible(page, '[data-section="score"]').waitFor({ timeout: 60_000 });
  expect(await balance(token)).toBe(3);
  await shot(page, `${tag}-analysis`);
  expect(errors).toEqual([]);
}

/** The picker's way to a recommendation: city, industry, the price in the confirm dialog, then the list; a site marked. */
async function picker(where: 'browser' | 'app'): Promise<void> {
  const appToken = where === 'app' ? (await api<{ token: string }>('/v1/auth/anonymous', null, { method: 'POST', body: '{}' })).token : null;
  const context = await phoneContext(browser, { context: where, viewport: { width: 360, height: 740 }, fakeNative: appToken ? { token: appToken } : undefined });
  opened.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/#/report/location-recommendation`);
  await page.getByRole('button', { name: enRec.picker.recommend }).click({ timeout: 30_000 });
  await page.getByText(enRec.picker.needCity).waitFor();
  const token = appToken ?? (await browserToken(page));
  await buyCredits(server.url, token);
  await page.getByLabel(enRec.picker.citySearch).fill('Singapore');
  await visible(page, '.rec-option').filter({ hasText: 'Singapore' }).first().click({ timeout: 30_000 });
  await visible(page, '.rec-picker select').selectOption('restaurant');
  await page.getByRole('button', { name: enRec.picker.recommend }).click();
  // The price and the credits before any charge.
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.locator('[data-unlock="available"]').textContent(), { timeout: 30_000 }).toBe('5');
  expect(await dialog.locator('[data-unlock="cost"]').textContent()).toMatch(/1/);
  expect(await balance(token)).toBe(5);
  await shot(page, `${where}-picker-dialog`);
  await dialog.locator('.unlock-actions .btn:not(.secondary)').click();
  await page.waitForURL(/#\/report\/location-recommendation\/[A-Za-z0-9_-]+$/, { timeout: 60_000 });
  await expect.poll(() => visible(page, '.rec-site').count(), { timeout: 30_000 }).toBe(5);
  expect(await balance(token)).toBe(4);
  await shot(page, `${where}-picker-list`);
  await visible(page, 'a.rec-details').nth(2).click();
  await page.getByRole('button', { name: enRec.detail.mark, exact: true }).click({ timeout: 30_000 });
  await page.getByText(enRec.detail.marked).waitFor();
  // Kept on the device: the mark is still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: enRec.detail.mark, exact: true }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: enRec.detail.unmark }).waitFor();
  await shot(page, `${where}-picker-detail`);
  expect(errors).toEqual([]);
}

describe('location recommendation on a phone', () => {
  it('browser, English: picker → price in the dialog → list → detail → mark kept across a reload', () => picker('browser'), 300_000);
  it('native app, English: the picker and a mark kept in the fake native shell', () => picker('app'), 300_000);
  it('browser, English: relay → list → detail → mark → analyze → unlock', () => run('browser', 'en-US'), 300_000);
  it('browser, Thai: the same', () => run('browser', 'th-TH'), 300_000);
  it('native app, English: relay → list → detail → mark → analyze → unlock in the fake native shell', () => run('app', 'en-US'), 300_000);

  it('the example is free and opens its sites’ details', async () => {
    const context = await phoneContext(browser, { viewport: { width: 360, height: 740 } });
    opened.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/#/report/location-recommendation/example`);
    await expect.poll(() => visible(page, '.rec-site').count(), { timeout: 60_000 }).toBe(5);
    await visible(page, 'a.rec-details').nth(1).click();
    await page.waitForURL(/recommended-details\?id=example&rank=2/);
    await visible(page, '.rec-actions').waitFor({ timeout: 30_000 });
    await shot(page, 'browser-en-example-detail');
  }, 120_000);
});
