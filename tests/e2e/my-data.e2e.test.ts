import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CityItem } from '../../contracts/geo.js';
import en from '../../i18n/en/account/index.js';
import enCity from '../../i18n/en/city/index.js';
import ko from '../../i18n/ko/account/index.js';
import th from '../../i18n/th/account/index.js';
import { apiData, buyCredits, phoneSuite } from './harness/index.js';

/*
 * My data (10027) and the PDF export in real Chromium on a phone, against the production server: a data
 * query saved on the account is listed under location intelligence, and its "Download PDF" shows the export's progress
 * (an accessible progress bar), then downloads the PDF with the success toast, in English and in Thai; a city report
 * opened once is listed there too and opens again with the server out of reach. Screenshots go to MY_DATA_SHOTS_DIR
 * (default /tmp/my-data-shots) for a person to look at.
 */

const SHOTS = process.env.MY_DATA_SHOTS_DIR ?? '/tmp/my-data-shots';
/** Tanjong Pagar, Singapore. */
const POINT = { lat: 1.27646, lon: 103.84564 };

// The sandbox checkout pays for an analysis the way a user would (credits bought, then one spent).
const suite = phoneSuite(SHOTS, { env: { PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_SECRET: `e2e-my-data-${Date.now()}` } });

/** Saves a data query on the page's own (anonymous) account, as the data-query screen does. */
async function saveQuery(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lokasi-token')), { timeout: 20_000 }).toMatch(/^.{32}$/);
  return page.evaluate(async (point) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('lokasi-token')}`, 'tenant-id': '000000', 'content-type': 'application/json' };
    const res = await fetch('/v1/area/queries', { method: 'POST', headers, body: JSON.stringify({ ...point, radius: 500, industry: 'cafe', placeName: 'Tanjong Pagar' }) });
    return (await res.json()).data.id as string;
  }, POINT);
}

describe.each([
  ['en', 'en-US', en],
  ['th', 'th-TH', th],
] as const)('My data in %s', (lang, locale, t) => {
  it('lists a saved data query and exports it as PDF: progress, then the file and the success toast', async () => {
    const context = await suite.phone({ locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.url}/#/lokasi/download-report?lang=${lang}`);
    await page.getByRole('tab', { name: t.myData.tabs.intelligence }).waitFor({ timeout: 30_000 });
    const id = await saveQuery(page);
    await page.reload();

    const item = page.locator(`[data-report="area/${id}"]`);
    await item.waitFor({ timeout: 30_000 });
    await item.getByText('Tanjong Pagar').waitFor();
    await page.screenshot({ path: `${SHOTS}/my-data-${lang}.png`, fullPage: true });
    // The export's code is not part of the screen: it arrives when the button is tapped.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

    const download = page.waitForEvent('download', { timeout: 120_000 });
    await item.getByRole('button', { name: t.myData.downloadPdf }).click();
    const dialog = page.getByRole('dialog', { name: t.export.title });
    const bar = dialog.getByRole('progressbar');
    await bar.waitFor({ timeout: 20_000 });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/my-data-${lang}-progress.png` });
    expect(scripts.some((url) => /ExportDialog/.test(url))).toBe(true);

    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('status').filter({ hasText: t.export.downloaded }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/my-data-${lang}-done.png` });
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('My data, location scout', () => {
  it('says where recommendations will be listed when the account has none', async () => {
    const context = await suite.phone({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.url}/#/lokasi/download-report`);
    await page.getByRole('tab', { name: en.myData.tabs.scout }).click({ timeout: 30_000 });
    await page.getByText(en.myData.empty.scout).waitFor({ timeout: 20_000 });
  });
});

describe('My data, a city report kept on this device', () => {
  it('lists the city report of Singapore opened before under location intelligence and opens it offline', async () => {
    const res = await fetch(`${suite.url}/v1/geo/cities?q=Singapore`);
    const singapore = ((await res.json()) as { data: { items: CityItem[] } }).data.items.find((c) => c.countryIso2 === 'SG')!;
    const context = await suite.phone({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.url}/#/report/city/${singapore.id}`);
    // The first report of a fresh server is computed from the whole import: it may take a while.
    await page.locator('.city-report h2', { hasText: singapore.name }).waitFor({ timeout: 60_000 });
    // Leaving the report keeps it on this device.
    await page.evaluate(() => void (location.hash = '#/lokasi/download-report'));

    const item = page.locator(`[data-report="city/${singapore.id}"]`);
    await item.waitFor({ timeout: 30_000 });
    await item.getByText(singapore.name).waitFor();
    await item.getByText(en.myData.onDevice).waitFor();
    await item.getByRole('button', { name: en.myData.downloadPdf }).waitFor();
    await page.screenshot({ path: `${SHOTS}/my-data-city.png`, fullPage: true });

    // The server's data out of reach (a phone in a dead spot), on a fresh visit: the device's copy opens.
    await context.route('**/v1/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await item.getByRole('link', { name: en.myData.open }).click({ timeout: 30_000 });
    await page.waitForURL(new RegExp(`#/report/city/${singapore.id}$`));
    await page.locator('.city-report h2', { hasText: singapore.name }).waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: enCity.report.savedCopy.split('{')[0]! }).waitFor();
    await page.screenshot({ path: `${SHOTS}/my-data-city-offline.png`, fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('My data, location evaluation on a new device', () => {
  it('lists the analyses the account paid for on another device, which open unlocked (Korean)', async () => {
    // The first device: an account that bought credits and unlocked an AI analysis at Raffles Place.
    const { token } = await apiData<{ token: string }>(suite.url, '/v1/auth/anonymous', null, { method: 'POST', body: '{}' });
    await buyCredits(suite.url, token);
    const query = await apiData<{ id: string }>(suite.url, '/v1/area/queries', token, { method: 'POST', body: JSON.stringify({ lat: 1.28393, lon: 103.85151, radius: 500, industry: 'cafe', placeName: 'Raffles Place' }) });
    expect(await apiData(suite.url, `/v1/area/queries/${query.id}/ai-analysis/unlock`, token, { method: 'POST', body: '{}' })).toMatchObject({ unlocked: true });

    // A new session of the same account on a phone that has never opened it.
    const context = await suite.phone({ locale: 'ko-KR' });
    await context.addInitScript((t: string) => localStorage.setItem('lokasi-token', t), token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.url}/#/lokasi/download-report?lang=ko`);
    await page.getByRole('tab', { name: ko.myData.tabs.evaluation }).click({ timeout: 30_000 });
    const item = page.locator(`[data-report="ai-analysis/${query.id}"]`);
    await item.getByText('Raffles Place').waitFor({ timeout: 30_000 });
    await item.getByText(ko.myData.onAccount).waitFor();
    await page.screenshot({ path: `${SHOTS}/my-data-evaluation-ko.png`, fullPage: true });
    await item.getByRole('link', { name: ko.myData.open }).click();
    await page.waitForURL(new RegExp(`#/report/ai-analysis/${query.id}$`));
    // Paid already: the score at once, no unlock dialog.
    await page.locator('[data-section="score"] .figure-value').first().waitFor({ timeout: 90_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('My data, marks and all my personal data', () => {
  it('lists a place marked with the account, unmarks it there; the personal data file lists the account’s things, no bytes', async () => {
    const context = await suite.phone({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.url}/#/lokasi/download-report`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lokasi-token')), { timeout: 20_000 }).toMatch(/^.{32}$/);
    const token = (await page.evaluate(() => localStorage.getItem('lokasi-token')))!;
    // A site marked on the account (as the recommended site's Mark does, from this or another device).
    const path = '/report/recommended-details?id=example&rank=1';
    await apiData(suite.url, '/v1/marks/sync', token, { method: 'POST', body: JSON.stringify({ put: [{ id: '1.28393,103.85151', lat: 1.28393, lon: 103.85151, name: 'Raffles Place', path, createdAt: new Date().toISOString() }], removed: [] }) });
    await page.reload();
    await page.getByRole('tab', { name: en.myData.tabs.scout }).click({ timeout: 30_000 });
    const mark = page.locator('[data-mark="1.28393,103.85151"]');
    await mark.getByText('Raffles Place').waitFor({ timeout: 30_000 });
    expect(await mark.getByRole('link', { name: en.myData.open }).getAttribute('href')).toBe(`#${path}`);
    await page.screenshot({ path: `${SHOTS}/my-data-marks.png`, fullPage: true });

    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: en.myData.download }).click();
    const file = await readFile((await (await download).path())!);
    expect(file.length).toBeLessThan(1024 * 1024);
    const data = JSON.parse(file.toString()) as { modules: Record<string, Record<string, unknown[]>> };
    expect(data.modules.marks!.marks).toEqual([expect.objectContaining({ name: 'Raffles Place', path })]);
    expect(file.toString()).not.toContain('"type":"Buffer"');

    // Unmarked from My data: gone here and from the account.
    await mark.getByRole('button', { name: en.myData.marks.removeLabel.replace('{name:string}', 'Raffles Place') }).click();
    await page.getByText(en.myData.marks.empty).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await apiData<{ items: unknown[] }>(suite.url, '/v1/marks', token)).items.length, { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
