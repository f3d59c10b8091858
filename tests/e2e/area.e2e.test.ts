import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AreaQuery, ReportKind } from '../../contracts/area.js';
import enArea from '../../i18n/en/area/index.js';
import { phoneSuite } from './harness/index.js';

/*
 * The area reports in real Chromium on a phone, against the production server with the real imported data: a data
 * query at a Singapore point from the device's location, every detailed report it opens, a locked block unlocked for
 * one credit through the dialog (the credits bought through the sandbox checkout), all in English and in Thai; in Thai
 * the free example shows no English text of the server's answers or of the client's own texts. Screenshots of every
 * screen go to AREA_SHOTS_DIR (default /tmp/area-shots) for a person to look at.
 */

const SHOTS = process.env.AREA_SHOTS_DIR ?? '/tmp/area-shots';
/** Tanjong Pagar, Singapore: HDB blocks, an MRT station, shops and offices within 500 m. */
const POINT = { latitude: 1.27646, longitude: 103.84564 };
const REPORTS: { kind: ReportKind; path: string }[] = [
  { kind: 'population', path: 'regional-analysis' },
  { kind: 'passenger-flow', path: 'passenger-flow' },
  { kind: 'consumption', path: 'consumption-index' },
  { kind: 'business-district', path: 'business-district' },
  { kind: 'surroundings', path: 'surrounding-analysis' },
];

const suite = phoneSuite(SHOTS, { env: { PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_SECRET: `e2e-area-sandbox-${Date.now()}` } });

async function phone(locale: string): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.phone({ locale });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(POINT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Buys 5 credits for the page's own account through the sandbox checkout (the test plays the paying user). */
async function buyCredits(page: Page): Promise<void> {
  const result = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('lokasi-token')}`, 'tenant-id': '000000', 'content-type': 'application/json' };
    const made = await fetch('/v1/payments/orders', { method: 'POST', headers, body: JSON.stringify({ productId: 'credits-5', currency: 'USD', channel: 'checkout' }) });
    const order = (await made.json()).data.order;
    const paid = await fetch(`/v1/payments/sandbox/orders/${order.id}/checkout`, { method: 'POST', headers, body: JSON.stringify({ outcome: 'paid' }) });
    return (await paid.json()).data.status as string;
  });
  expect(result).toBe('paid');
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The report on screen (kept-alive screens stay in the page, hidden). */
const report = (page: Page, kind: ReportKind | 'data-query') => page.locator(`[data-report="${kind}"]`).filter({ visible: true });

/** The report on screen with all its parts (those below the first screen arrive a task at a time, `aria-busy` until then). */
async function whole(page: Page, kind: ReportKind | 'data-query'): Promise<void> {
  await report(page, kind).waitFor({ timeout: 30_000 });
  await expect.poll(() => report(page, kind).locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
}

/** Every figure of the report on screen names its source (read as text: a figure may sit in a closed rule), or says why it has none. */
async function expectSources(page: Page, kind: ReportKind | 'data-query'): Promise<void> {
  expect(await report(page, kind).locator('.figure-source').count(), kind).toBeGreaterThan(0);
  for (const figure of await report(page, kind).locator('.figure').all()) {
    if ((await figure.locator('.figure-value[data-empty]').count()) > 0) continue;
    expect((await figure.locator('.figure-source > span').textContent())?.trim(), (await figure.textContent()) ?? '').not.toBe('');
  }
}

/** Data query from the device location → its report → every detailed report → a locked block unlocked for a credit. */
async function runDataQuery(locale: string, tag: string): Promise<void> {
  const { page, errors } = await phone(locale);
  await page.goto(`${suite.url}/#/report/data-query`);
  await page.locator('.area-entry').waitFor({ timeout: 30_000 });
  await page.locator('.area-entry select').selectOption('cafe', { timeout: 30_000 });
  await page.locator('.area-entry .card button.btn.secondary').first().click();
  await page.locator('.area-chosen').waitFor();
  await shot(page, `${tag}-entry`);
  await page.locator('.area-create').click();
  await page.waitForURL(/#\/report\/data-query\/[A-Za-z0-9_-]{16,}/, { timeout: 30_000 });
  const id = new URL(page.url()).hash.split('/').pop()!;
  await report(page, 'data-query').waitFor({ timeout: 30_000 });
  expect(await report(page, 'data-query').locator('[data-headline]').count()).toBe(8);
  await expectSources(page, 'data-query');
  await shot(page, `${tag}-data-query`);

  for (const { kind, path } of REPORTS) {
    await report(page, 'data-query').locator(`a[href$="/report/${path}/${id}"]`).first().click();
    await whole(page, kind);
    await shot(page, `${tag}-${kind}`);
    await expectSources(page, kind);
    // Headline blocks are free, deeper ones locked for an ordinary user who has not unlocked the report.
    expect(await report(page, kind).locator('.unlock-prompt').count(), kind).toBeGreaterThan(0);
    await page.goBack();
    await report(page, 'data-query').waitFor();
  }

  await buyCredits(page);
  await report(page, 'data-query').locator(`a[href$="/report/surrounding-analysis/${id}"]`).first().click();
  const surroundings = report(page, 'surroundings');
  await whole(page, 'surroundings');
  await surroundings.locator('.unlock-prompt button').first().click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.locator('[data-unlock="available"]').textContent(), { timeout: 20_000 }).toBe('5');
  await shot(page, `${tag}-unlock-dialog`);
  await dialog.locator('.unlock-actions .btn:not(.secondary)').click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(() => surroundings.locator('.unlock-prompt').count(), { timeout: 20_000 }).toBe(0);
  await surroundings.locator('.area-table tbody tr').first().waitFor();
  await shot(page, `${tag}-surroundings-unlocked`);

  // Reopening the unlocked report charges nothing again.
  await page.reload();
  await whole(page, 'surroundings');
  expect(await surroundings.locator('.unlock-prompt').count()).toBe(0);
  const balance = await page.evaluate(async () => {
    const res = await fetch('/v1/me', { headers: { authorization: `Bearer ${localStorage.getItem('lokasi-token')}`, 'tenant-id': '000000' } });
    return (await res.json()).data.credits.total as number;
  });
  expect(balance).toBe(4);

  // The saved report is listed on the entry, below the place choice (its store loads as the reader scrolls to it), with
  // the data version it was made from.
  await page.goto(`${suite.url}/#/report/data-query`);
  await page.locator('.area-open').scrollIntoViewIfNeeded();
  await page.locator(`.area-saved a[href$="/report/data-query/${id}"]`).waitFor({ timeout: 30_000 });
  expect(errors).toEqual([]);
}

/** The English texts the server translates (they differ between its English and Thai answers). */
async function serverEnglish(id: string): Promise<string[]> {
  const token = ((await (await fetch(`${suite.url}/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000' }, body: '{}' })).json()) as { data: { token: string } }).data.token;
  const strings = async (lang: string) => {
    const out = new Set<string>();
    const walk = (v: unknown, key: string): void => {
      if (typeof v === 'string') {
        if (['name', 'label', 'rule', 'note', 'doc', 'wording', 'kindName', 'groupName', 'baseline', 'source', 'licence'].includes(key)) out.add(v);
      } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    for (const path of ['', ...REPORTS.map((r) => `/${r.kind}`)]) {
      const res = await fetch(`${suite.url}/v1/area/queries/${id}${path}`, { headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000', 'app-language': lang } });
      walk(((await res.json()) as { data: unknown }).data, '');
    }
    return out;
  };
  const [en, th] = await Promise.all([strings('en'), strings('th')]);
  return [...en].filter((s) => !th.has(s) && /[a-z]{4,}/.test(s));
}

/** The client's own English phrases of the area screens (split at their placeholders). */
function clientEnglish(): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    // Phrases only: a single word (a country, 'Radius') may rightly be part of a name in any language.
    if (typeof v === 'string') out.push(...v.split(/\{[^}]*\}/).map((s) => s.trim()).filter((s) => s.includes(' ') && /[a-z]{4,}/.test(s)));
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(enArea);
  return out;
}

async function anonymousToken(): Promise<string> {
  const res = await fetch(`${suite.url}/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000' }, body: '{}' });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('area reports on a phone', () => {
  it("in the app: the place from the app's location, the industry from the app's picker", async () => {
    const context = await suite.phone({
      context: 'app',
      fakeNative: { token: await anonymousToken(), location: { ...POINT, accuracy: 20 }, industry: { key: 'cafe', name: 'Café' } },
    });
    const page = await context.newPage();
    await page.goto(`${suite.url}/#/report/data-query`);
    await page.locator('.area-entry').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: enArea.entry.useLocation }).click();
    await page.locator('.area-chosen').waitFor();
    await page.getByRole('button', { name: enArea.entry.chooseIndustry }).click();
    await page.getByRole('button', { name: 'Café' }).waitFor();
    await page.locator('.area-create').click();
    await report(page, 'data-query').waitFor({ timeout: 30_000 });
    const calls = await page.evaluate(() => window.__fakeNative!.log.filter((e) => e.kind === 'call').map((e) => e.action));
    expect(calls).toEqual(expect.arrayContaining(['getLocation', 'selectIndustry']));
    const id = new URL(page.url()).hash.split('/').pop()!;
    const saved = await page.evaluate(async (queryId) => {
      const res = await fetch(`/v1/area/queries/${queryId}`, { headers: { authorization: `Bearer ${window.__fakeNative!.config.token}`, 'tenant-id': '000000' } });
      return (await res.json()).data.query;
    }, id);
    expect(saved).toMatchObject({ lat: POINT.latitude, lon: POINT.longitude, radius: 500, industry: 'cafe' });
  }, 120_000);

  it('a searched planning area is the place of the report, named in its header', async () => {
    const { page, errors } = await phone('en-US');
    await page.goto(`${suite.url}/#/report/data-query`);
    await page.getByRole('searchbox', { name: enArea.entry.search }).fill('Bishan', { timeout: 30_000 });
    const result = page.locator('.area-place').filter({ hasText: 'Bishan' }).first();
    await result.waitFor({ timeout: 20_000 });
    const name = (await result.locator('span').first().textContent())!;
    await result.click();
    await page.getByText(`Chosen: ${name}`).waitFor();
    await page.getByRole('radio', { name: '1,000 m' }).check();
    await page.locator('.area-create').click();
    await report(page, 'data-query').locator('h2', { hasText: name }).waitFor({ timeout: 30_000 });
    expect(await report(page, 'data-query').getByText('1,000 m').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('English: data query at a Singapore point, each report, a locked block unlocked for one credit', () => runDataQuery('en-US', 'en'), 240_000);

  it('Thai: the same', () => runDataQuery('th-TH', 'th'), 240_000);

  it('Thai: the free example and its reports show no English dataset, category or label text', async () => {
    const { page, errors } = await phone('th-TH');
    const example = ((await (await fetch(`${suite.url}/v1/area/example`, { headers: { 'tenant-id': '000000' } })).json()) as { data: AreaQuery }).data;
    const english = [...(await serverEnglish(example.id)), ...clientEnglish()];
    expect(english.length).toBeGreaterThan(20);
    await page.goto(`${suite.url}/#/report/data-query/example`);
    await report(page, 'data-query').waitFor({ timeout: 30_000 });
    await shot(page, 'th-example');
    const pages = [await report(page, 'data-query').innerText()];
    for (const { kind, path } of REPORTS) {
      await page.goto(`${suite.url}/#/report/${path}/${example.id}`);
      const shown = report(page, kind);
      await shown.waitFor({ timeout: 30_000 });
      expect(await shown.locator('.unlock-prompt').count(), kind).toBe(0);
      // Open every rule and every source so their texts are on screen too.
      for (const summary of await shown.locator('summary').all()) await summary.click();
      const closed = shown.locator('button[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      await shot(page, `th-example-${kind}`);
      pages.push(await shown.innerText());
    }
    for (const shown of pages) {
      expect(shown).toMatch(/[\u0E00-\u0E7F]/);
      for (const text of english) expect(shown, `Thai page shows "${text}"`).not.toContain(text);
      expect(shown).not.toMatch(/\b(amenity|shop|leisure|tourism)\/[a-z_]+/);
    }
    expect(errors).toEqual([]);
  }, 240_000);
});
