import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en/account/index.js';
import th from '../../i18n/th/account/index.js';
import { apiData, buyCredits, launchChromium, phoneContext, startServer, type RunningServer } from './harness/index.js';

/*
 * Erasure cleans the device: an anonymous buyer with a saved query and a mark asks for the account's
 * deletion, sees before submitting the credits it forfeits, and once an operator approves, the phone keeps nothing of
 * the account and says why, in English and Thai. Screenshots go to ACCOUNT_END_SHOTS_DIR (default
 * /tmp/account-end-shots) for a person to look at.
 */
const SHOTS = process.env.ACCOUNT_END_SHOTS_DIR ?? '/tmp/account-end-shots';
const OPERATOR_TOKEN = `e2e-operator-${Date.now()}-0123456789abcdef`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      // Accounts, payments and marks need no geo data: start empty and skip the import.
      emptyDatabase: true,
      env: { LOKASI_DATA_DIR: '/nonexistent-lokasi-data', PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_SECRET: `e2e-end-${Date.now()}`, OPERATOR_TOKEN },
    }),
    launchChromium(),
    mkdir(SHOTS, { recursive: true }),
  ]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const operator = (path: string, method = 'GET') => fetch(`${server.url}/v1/operator${path}`, { method, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } }).then(async (r) => (await r.json()) as { data: any });

describe.each([
  ['en', 'en-US', en],
  ['th', 'th-TH', th],
] as const)('after an approved deletion the phone keeps nothing of the account (%s)', (lang, locale, t) => {
  it('states what is forfeited, follows the request to approval, clears the device and says why', async () => {
    const context = await phoneContext(browser, { locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/#/lokasi/download-report?lang=${lang}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lokasi-token')), { timeout: 30_000 }).toMatch(/^.{32}$/);
    const token = (await page.evaluate(() => localStorage.getItem('lokasi-token')))!;
    await buyCredits(server.url, token);
    const query = await apiData<{ id: string }>(server.url, '/v1/area/queries', token, { method: 'POST', body: JSON.stringify({ lat: 1.27646, lon: 103.84564, radius: 500, industry: 'cafe', placeName: 'Tanjong Pagar' }) });
    const mark = { id: '1.27646,103.84564', lat: 1.27646, lon: 103.84564, name: 'Tanjong Pagar Road', path: '/report/recommended-details?id=r&rank=1', createdAt: new Date().toISOString() };
    await apiData(server.url, '/v1/marks/sync', token, { method: 'POST', body: JSON.stringify({ put: [mark], removed: [] }) });

    // My data keeps them on the device: the saved query, and the mark on the location scout tab.
    await page.reload();
    await page.locator(`[data-report="area/${query.id}"]`).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: t.myData.tabs.scout }).click();
    await page.locator(`[data-mark="${mark.id}"]`).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/${lang}-my-data-before.png`, fullPage: true });

    // Before submitting: the 5 credits bought are named as forfeited.
    await page.goto(`${server.url}/#/lokasi/user-notes`);
    const forfeit = page.locator('.account-forfeit');
    await forfeit.getByRole('heading', { name: t.deletion.forfeit.title }).waitFor({ timeout: 30_000 });
    expect(await forfeit.innerText()).toContain('5');
    await page.screenshot({ path: `${SHOTS}/${lang}-deletion-form.png`, fullPage: true });
    await page.getByRole('button', { name: t.deletion.submit }).click();
    const state = page.getByRole('status');
    await state.getByText(t.deletion.pending).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/${lang}-deletion-pending.png`, fullPage: true });

    // The operator approves this phone's request (the id the phone kept to ask about it).
    const requestId = (await page.evaluate(() => localStorage.getItem('lokasi-deletion-request')))!;
    expect((await operator('/deletions')).data).toContainEqual(expect.objectContaining({ id: requestId, status: 'pending' }));
    expect((await operator(`/deletions/${requestId}/approve`, 'POST')).data).toMatchObject({ status: 'approved' });

    // Coming back: the first answer that says the account is gone clears the device, and the screen says so.
    await page.reload();
    await page.locator('[data-deletion="approved"]').getByText(t.deletion.deviceCleared).waitFor({ timeout: 30_000 });
    // The state's words are the server's: no "signed out until the review" once it is approved.
    const said = await page.locator('main').innerText();
    expect(said).not.toContain(t.deletion.pending);
    expect(said).not.toContain(t.deletion.pendingSince.split('{')[0]!.trim());
    expect(await page.evaluate(() => localStorage.getItem('lokasi-deletion-request'))).toBeNull();
    await page.screenshot({ path: `${SHOTS}/${lang}-deletion-approved.png`, fullPage: true });

    // Anywhere else the app says once why it is empty; My data lists nothing of the account.
    await page.goto(`${server.url}/#/lokasi/download-report`);
    await page.reload();
    const notice = page.getByRole('dialog', { name: t.ended.goneTitle });
    await notice.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/${lang}-ended-notice.png` });
    await notice.getByRole('button', { name: t.ended.ok }).click();
    await page.getByText(t.myData.empty.intelligence).waitFor({ timeout: 30_000 });
    expect(await page.locator(`[data-report="area/${query.id}"]`).count()).toBe(0);
    await page.getByRole('tab', { name: t.myData.tabs.scout }).click();
    await page.getByText(t.myData.marks.empty).waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-mark]').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/${lang}-my-data-after.png`, fullPage: true });
    // The notice is said once.
    await page.reload();
    await page.getByRole('tablist').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
