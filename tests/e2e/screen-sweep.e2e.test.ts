import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en/counter/index.js';
import membership from '../../i18n/en/membership/index.js';
import ko from '../../i18n/ko/counter/index.js';
import th from '../../i18n/th/counter/index.js';
import { apiData } from './harness/api-client.js';
import { launchChromium, phoneContext, startServer, type RunningServer } from './harness/index.js';

/*
 * The screen sweep: every screen a reader reaches from the home, in English, Thai and Korean, on a small and
 * a large phone, in real Chromium. It fails on a page wider than the phone, a Latin word broken inside its letters
 * anywhere on the screen ('Pl/ac/e' in a tag squeezed by a long name; a token longer than a word, a link or a
 * checksum, may wrap), two labels glued together (the last letter of one element's text touching the first of the
 * next on the same line: 'analysisReport'), a sheet's backdrop that does not cover the viewport, and on a Thai or
 * Korean screen a Latin-script sentence (four Latin words in a row, two of them in lower case: names are capitalised,
 * units short). The place search's results are swept too (a search typed on the assessment's selector). Screenshots go to
 * SWEEP_SHOTS_DIR (default /tmp/sweep-shots) to be looked at.
 * SWEEP_E2E_URL: a server already running (its data imported), instead of a fresh one.
 */

const SIZES = [{ width: 360, height: 740 }, { width: 412, height: 915 }] as const;
const LANGUAGES = ['en', 'th', 'ko'] as const;
const SHOTS = process.env.SWEEP_SHOTS_DIR ?? '/tmp/sweep-shots';
const SETTINGS = { en: en.settings.open, th: th.settings.open, ko: ko.settings.open };

let server: Pick<RunningServer, 'url' | 'stop'>;
let browser: Browser;
let routes: string[] = [];
/** The report screens: each offers its PDF (saved, or shared through the app's sheet). */
const REPORT_ROUTE = /^\/report\/(city\/|brand-details\/|regional-analysis\/|passenger-flow\/|consumption-index\/|business-district\/|surrounding-analysis\/|location-recommendation\/example)/;

const api = async <T>(path: string): Promise<T> => ((await (await fetch(server.url + path)).json()) as { data: T }).data;

beforeAll(async () => {
  const url = process.env.SWEEP_E2E_URL;
  [server, browser] = await Promise.all([url ? { url: url.replace(/\/$/, ''), stop: async () => undefined } : startServer(), launchChromium()]);
  await mkdir(SHOTS, { recursive: true });
  // The example's saved query, Singapore and McDonald's: the ids the data gives them.
  const example = await api<{ id: string }>('/v1/area/example');
  const [city] = (await api<{ items: Array<{ id: number }> }>('/v1/geo/cities?q=singapore')).items;
  const [brand] = (await api<{ items: Array<{ id: string }> }>('/v1/geo/brands?q=mcdonald&countryIso2=SG')).items;
  // The recommendation example is searched once per import (tens of seconds on a busy machine): before the sweeps.
  const { token } = await apiData<{ token: string }>(server.url, '/v1/auth/anonymous', null, { method: 'POST', body: '{}' });
  await apiData(server.url, '/v1/recommendations/example', token);
  routes = [
    '/', '/lokasi/about-us', '/contact-us',
    '/report/city-list', `/report/city/${city!.id}`, '/report/brand-select', `/report/brand-details/${brand!.id}?countryIso2=SG`,
    '/report/data-query', '/report/data-query/example',
    ...['regional-analysis', 'passenger-flow', 'consumption-index', 'business-district', 'surrounding-analysis'].map((r) => `/report/${r}/${example.id}`),
    '/lokasi/capacity-counter/home', '/lokasi/counterDetail', '/lokasi/sales-estimate', '/lokasi/member/home', '/lokasi/member/credits',
    '/lokasi/member/pay-success', '/report/ai-analysis-select', '/report/location-recommendation/example', '/report/report-relay',
  ];
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a reader would notice on the screen as it is: each problem as one line. */
function problems(page: Page, lang: string): Promise<string[]> {
  return page.evaluate((latinChecked) => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`page ${doc.scrollWidth} px wide on a ${window.innerWidth} px phone`);
    const visibleTexts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('script,style,[hidden],[aria-hidden="true"],svg,option') || el.getClientRects().length === 0) continue;
      visibleTexts.push(node as Text);
    }
    const rectsOf = (text: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return [...range.getClientRects()].filter((r) => r.width > 0);
    };
    // A word of up to 15 Latin letters is never broken inside (a longer run is a link, a code or a checksum); a line
    // that cannot wrap (a title cut with an ellipsis) breaks no word.
    for (const text of visibleTexts) {
      if (getComputedStyle(text.parentElement!).whiteSpace.startsWith('nowrap')) continue;
      for (const m of text.data.matchAll(/(?<![A-Za-z0-9./])[A-Za-z]{2,15}(?![A-Za-z0-9./])/g)) {
        if (rectsOf(text, m.index!, m.index! + m[0].length).length > 1) out.push(`word broken inside its letters: ${m[0]} (in "${text.data.trim().slice(0, 60)}")`);
      }
    }
    // Two elements' texts on one line with no space between: the last letter of one touches the first of the next.
    for (let i = 1; i < visibleTexts.length; i++) {
      const [a, b] = [visibleTexts[i - 1]!, visibleTexts[i]!];
      const [aText, bText] = [a.data.replace(/\s+$/, ''), b.data.replace(/^\s+/, '')];
      if (a.data !== aText || b.data.length !== bText.length || !/[A-Za-z]$/.test(aText) || !/^[A-Za-z]/.test(bText)) continue;
      const last = rectsOf(a, aText.length - 1, aText.length).at(-1);
      const first = rectsOf(b, b.data.length - bText.length, b.data.length - bText.length + 1)[0];
      if (last && first && Math.abs(last.top - first.top) < 2 && first.left - last.right < 2 && first.left >= last.left) {
        out.push(`labels glued together: "${aText.slice(-30)}" + "${bText.slice(0, 30)}"`);
      }
    }
    for (const backdrop of document.querySelectorAll<HTMLElement>('.dialog-backdrop')) {
      const r = backdrop.getBoundingClientRect();
      if (r.top > 0 || r.left > 0 || r.bottom < window.innerHeight || r.right < window.innerWidth) out.push(`sheet backdrop covers ${r.left},${r.top} to ${r.right},${r.bottom}`);
    }
    if (latinChecked) {
      for (const node of visibleTexts) {
        // A text marked as written in another language (a dataset's own English name) is declared, not untranslated.
        if (node.parentElement!.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
        // Four Latin words in a row with two or more in lower case: a sentence, not a name ('The Mad Men Attic',
        // 'Department of Statistics Malaysia' are names).
        for (const run of (node.textContent ?? '').matchAll(/(?:[A-Za-z][A-Za-z'’-]*[ ,]+){3,}[A-Za-z][A-Za-z'’-]*/g)) {
          if ((run[0].match(/(?:^|[ ,])[a-z]/g) ?? []).length >= 2) out.push(`Latin sentence on a ${document.documentElement.lang} screen: ${run[0]}`);
        }
      }
    }
    return out;
  }, lang !== 'en');
}

// The six sweeps run side by side, each in its own browser context: a sweep mostly waits for screens to settle.
describe.concurrent('every screen reads well', () => {
  for (const lang of LANGUAGES) {
    for (const size of SIZES) {
      it(`in ${lang} on a ${size.width}×${size.height} phone`, async () => {
        const context = await phoneContext(browser, { locale: lang, viewport: size, dpr: 1 });
        await context.addInitScript(`localStorage.setItem('lokasi-language', ${JSON.stringify(lang)})`);
        const page = await context.newPage();
        const found: string[] = [];
        try {
          for (const route of routes) {
            await page.goto(`${server.url}/#${route}`);
            // The screen as a reader sees it once it has loaded: no spinner, no section still on its way.
            await page.waitForTimeout(500);
            await page.waitForFunction(() => !document.querySelector('.spinner, [aria-busy="true"]'), null, { timeout: 20_000 });
            await page.waitForTimeout(300);
            const name = `${lang}-${size.width}-${route.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}`;
            await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
            found.push(...(await problems(page, lang)).map((p) => `${route}: ${p}`));
            // The button comes with the report's answer: waited for on the screen shown (kept-alive screens stay hidden in the page).
            const pdf = REPORT_ROUTE.test(route) && (await page.locator('[data-export]:visible').first().waitFor({ timeout: 15_000 }).then(() => true, () => false));
            if (REPORT_ROUTE.test(route) && !pdf) found.push(`${route}: no PDF button`);
          }
          // The place search's results: names with their detail and kind tags, long and short.
          await page.goto(`${server.url}/#/report/ai-analysis-select`);
          for (const q of ['Tanjong Pagar', 'Punggol Field']) {
            await page.locator('input[type="search"]').first().fill(q);
            await page.locator('.area-places-found .area-place').first().waitFor({ timeout: 20_000 });
            await page.waitForTimeout(300);
            await page.screenshot({ path: `${SHOTS}/${lang}-${size.width}-places-${q.replace(/\W+/g, '_')}.png`, fullPage: true });
            found.push(...(await problems(page, lang)).map((p) => `place search "${q}": ${p}`));
          }
          // A bottom sheet: the counter's item settings.
          await page.goto(`${server.url}/#/lokasi/capacity-counter/home`);
          await page.getByRole('button', { name: SETTINGS[lang] }).click();
          await page.getByRole('dialog').waitFor();
          await page.screenshot({ path: `${SHOTS}/${lang}-${size.width}-sheet.png` });
          found.push(...(await problems(page, lang)).map((p) => `counter settings sheet: ${p}`));
        } finally {
          await context.close();
        }
        expect(found).toEqual([]);
      }, 600_000);
    }
  }
});

describe('screens say what happened', () => {
  it("the payment page without an order says there is none, never 'Payment Successful'", async () => {
    const context = await phoneContext(browser, { locale: 'en' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/#/lokasi/member/pay-success`);
      await page.getByText(membership.pay.noOrder).waitFor();
      expect(await page.locator('.page-header h1').textContent()).toBe(membership.pay.noOrderTitle);
      expect(await page.locator('body').textContent()).not.toContain(membership.pay.success);
    } finally {
      await context.close();
    }
  });
});
