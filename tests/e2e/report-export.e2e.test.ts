import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { CityItem } from '../../contracts/geo.js';
import enAccount from '../../i18n/en/account/index.js';
import en from '../../i18n/en/index.js';
import koAccount from '../../i18n/ko/account/index.js';
import ko from '../../i18n/ko/index.js';
import th from '../../i18n/th/index.js';
import { apiData } from './harness/api-client.js';
import { phoneSuite } from './harness/index.js';

/*
 * A report's PDF from the report screen itself, in the three hosts: a browser saves the file, the native app hands the
 * file's link to its share sheet (the fake shell records the call), the mini-program's web-view offers the long image
 * and the link. The city report of Singapore stands for every report screen (they share ReportScreen's button).
 * Screenshots go to REPORT_EXPORT_SHOTS_DIR (default /tmp/report-export-shots).
 */

const SHOTS = process.env.REPORT_EXPORT_SHOTS_DIR ?? '/tmp/report-export-shots';
// The app's share sheet and the mini-program take the file's signed link: a production server needs the key of such links.
const suite = phoneSuite(SHOTS, { env: { EXPORT_LINK_SECRET: 'report-export-e2e-links' } });

async function singapore(): Promise<number> {
  const res = await fetch(`${suite.url}/v1/geo/cities?q=singapore`);
  return ((await res.json()) as { data: { items: CityItem[] } }).data.items[0]!.id;
}

describe('a report screen exports its PDF', () => {
  it('in a browser (English): the button saves the PDF', async () => {
    const page = await (await suite.phone({ locale: 'en-US', viewport: { width: 360, height: 740 } })).newPage();
    await page.goto(`${suite.url}/#/report/city/${await singapore()}`);
    const button = page.getByRole('button', { name: en.exportPdf.save });
    await button.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/browser-en-city.png` });
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lokasi-city-singapore-.*\.pdf$/);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('status').filter({ hasText: enAccount.export.downloaded }).waitFor({ timeout: 10_000 });
  }, 180_000);

  it('in the native app (Thai): the button hands the file to the share sheet', async () => {
    // The app's session: an account the server knows, handed to the page by the fake shell.
    const { token } = await apiData<{ token: string }>(suite.url, '/v1/auth/anonymous', null, { method: 'POST', body: '{}' });
    const page = await (await suite.phone({ context: 'app', locale: 'th-TH', viewport: { width: 360, height: 740 }, fakeNative: { token } })).newPage();
    await page.goto(`${suite.url}/#/report/city/${await singapore()}?lang=th`);
    const button = page.getByRole('button', { name: th.exportPdf.share });
    await button.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/app-th-city.png` });
    await button.click();
    const shared = () => page.evaluate(() => ((window as unknown as { __fakeNative?: { log: Array<{ kind: string; action: string; payload: unknown }> } }).__fakeNative?.log ?? []).filter((e) => e.kind === 'call' && e.action === 'share'));
    await expect.poll(async () => (await shared()).length, { timeout: 120_000 }).toBe(1);
    const [call] = await shared();
    expect((call!.payload as { url: string; title: string }).title).toMatch(/\.pdf$/);
    expect((call!.payload as { url: string }).url).toMatch(/^http.*\/v1\/exports\/[0-9a-f-]+\/file\?.*sig=/);
  }, 180_000);

  it("in the mini-program's Android web-view (Korean): the dialog offers the long image and the link", async () => {
    const page = await (await suite.phone({ context: 'miniprogram', locale: 'ko-KR', viewport: { width: 360, height: 740 } })).newPage();
    await page.goto(`${suite.url}/#/report/city/${await singapore()}?lang=ko`);
    const button = page.getByRole('button', { name: ko.exportPdf.save });
    await button.waitFor({ timeout: 30_000 });
    await button.click();
    const dialog = page.getByRole('dialog', { name: koAccount.export.title });
    await dialog.getByRole('link', { name: koAccount.export.openImage }).or(dialog.getByRole('button', { name: koAccount.export.openImage })).waitFor({ timeout: 120_000 });
    await page.screenshot({ path: `${SHOTS}/miniprogram-ko-city.png` });
    await dialog.getByRole('button', { name: koAccount.export.copyLink }).waitFor();
  }, 180_000);
});
