import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en/index.js';
import ko from '../../i18n/ko/index.js';
import th from '../../i18n/th/index.js';
import { launchChromium, phoneContext, REPO_ROOT, startServer, type PhoneOptions, type RunningServer } from './harness/index.js';

const OUTPUT = path.join(REPO_ROOT, 'tests/output');

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

async function openPhone(options: PhoneOptions): Promise<{ page: Page; errors: string[] }> {
  const context = await phoneContext(browser, options);
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function anonymousToken(): Promise<string> {
  const res = await fetch(`${server.url}/v1/auth/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '000000' },
    body: '{}',
  });
  const body = (await res.json()) as { code: number; data: { token: string } | null };
  expect(body.code, 'POST /v1/auth/anonymous').toBe(0);
  return body.data!.token;
}

const isApi = (request: Request) => new URL(request.url()).pathname.includes('/v1/');
/** Page views outside the app go out with sendBeacon, which carries no Authorization header (the token is optional there). */
const isTrackingBeacon = (request: Request) => new URL(request.url()).pathname.endsWith('/v1/tracking/batch');

/** The intro screen is up once its headline (in the page's language) is on screen. */
async function introShown(page: Page, headline: string): Promise<void> {
  await page.getByText(headline, { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
}

/** CDP's CSS.getPlatformFontsForNode for the element whose text starts with `text`. */
async function platformFontsFor(page: Page, text: string): Promise<Array<{ familyName: string; glyphCount: number }>> {
  await page.evaluate((t) => {
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    const el = all.find((e) => e.children.length === 0 && (e.textContent ?? '').trim().startsWith(t.trim()));
    el?.setAttribute('data-font-probe', '');
  }, text);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  expect(nodeId, `an element showing "${text}"`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

describe('the shell boots in every context', () => {
  const cases: Array<{ name: string; options: PhoneOptions }> = [
    { name: 'Android browser', options: { context: 'browser', os: 'android' } },
    { name: 'iPhone Safari', options: { context: 'browser', os: 'ios' } },
    { name: 'native app on Android', options: { context: 'app', os: 'android' } },
    { name: 'native app on iOS', options: { context: 'app', os: 'ios' } },
    { name: 'WeChat mini-program web-view', options: { context: 'miniprogram', os: 'android' } },
  ];
  for (const { name, options } of cases) {
    it(`shows the introduction in English as ${name}`, async () => {
      const { page, errors } = await openPhone(options);
      await page.goto(`${server.url}/#/`);
      await introShown(page, en.intro.headline);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.title()).toBe(en.titles.introduction);
      // Every report has its way in from the home, the data query too.
      expect(await page.getByRole('link', { name: new RegExp(en.intro.aiAnalysis) }).getAttribute('href')).toBe('#/report/ai-analysis-select');
      await page.getByRole('link', { name: new RegExp(en.intro.dataQuery) }).click();
      await page.waitForURL(/#\/report\/data-query$/);
      expect(errors).toEqual([]);
    });
  }
});

describe("the opened route's screen downloads alongside the entry", () => {
  for (const context of ['browser', 'miniprogram'] as const) {
    it(`asks for it while the entry script is still held back, under the page's own policy (${context})`, async () => {
      const { page, errors } = await openPhone({ context, os: 'android' });
      const refused: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
      });
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The entry (index.html's module script) waits until the picker's own chunk has been asked for.
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/#/report/city-list`, { waitUntil: 'commit' });
      await expect.poll(() => requested.some((p) => /\/assets\/CityPickerScreen-[^/]+\.js$/.test(p)), { timeout: 10_000 }).toBe(true);
      release();
      await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(en.titles.cityList);
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

describe('a token in the URL (OWASP ASVS 5.0 14.2.1)', () => {
  for (const where of ['query', 'hash'] as const) {
    it(`is gone from the address bar before the first API call carries it (token in the ${where})`, async () => {
      const token = await anonymousToken();
      const { page } = await openPhone({ context: 'browser', os: 'android' });
      // What the page itself could see at the moment it sent each request: the address bar and the URL asked for.
      await page.addInitScript(() => {
        const seen: Array<{ url: string; addressBar: string }> = ((window as unknown as { __requestsSeen: unknown[] }).__requestsSeen = []) as never;
        const originalFetch = window.fetch.bind(window);
        window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
          seen.push({ url: String(input instanceof Request ? input.url : input), addressBar: location.href });
          return originalFetch(input, init);
        };
        const beacon = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
          seen.push({ url: String(url), addressBar: location.href });
          return beacon(url, data);
        };
        const open = XMLHttpRequest.prototype.open;
        XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
          seen.push({ url: String(url), addressBar: location.href });
          return (open as (...a: unknown[]) => void).call(this, method, url, ...rest);
        } as typeof XMLHttpRequest.prototype.open;
      });
      const apiRequests: Array<{ url: string; authorization: string | undefined }> = [];
      const allUrls: string[] = [];
      page.on('request', (request) => {
        allUrls.push(request.url());
        if (isApi(request)) apiRequests.push({ url: request.url(), authorization: request.headers()['authorization'] });
      });
      // The city picker asks the API for countries as soon as it opens: the first authenticated call.
      const firstCall = page.waitForRequest((r) => isApi(r) && !isTrackingBeacon(r), { timeout: 30_000 });
      const route = '#/report/city-list';
      const url = where === 'query' ? `${server.url}/?token=${token}${route}` : `${server.url}/${route}?token=${token}`;
      await page.goto(url);
      await firstCall;

      const calls = apiRequests.filter((r) => !r.url.endsWith('/v1/tracking/batch'));
      expect(calls[0]!.authorization).toBe(`Bearer ${token}`);
      const seen = await page.evaluate(() => (window as unknown as { __requestsSeen: Array<{ url: string; addressBar: string }> }).__requestsSeen);
      expect(seen.length).toBeGreaterThan(0);
      for (const s of seen) {
        expect(s.addressBar).not.toContain(token);
        expect(s.url).not.toContain(token);
      }
      // Only the document request itself carried it (a hash never leaves the browser); nothing loaded afterwards did.
      const documentUrl = url.split('#')[0]!;
      expect(allUrls.filter((u) => u.includes(token))).toEqual(documentUrl.includes(token) ? [documentUrl] : []);
      expect(await page.evaluate(() => location.href)).not.toContain('token=');
    });
  }
});

describe('languages', () => {
  for (const where of ['query', 'hash'] as const) {
    it(`?lang=th in the ${where} shows the introduction in Thai`, async () => {
      const { page } = await openPhone({ context: 'browser', os: 'android', locale: 'en-US' });
      await page.goto(where === 'query' ? `${server.url}/?lang=th#/` : `${server.url}/#/?lang=th`);
      await introShown(page, th.intro.headline);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
      expect(await page.title()).toBe(th.titles.introduction);
    });
  }

  for (const [locale, dict] of [
    ['th', th],
    ['ko', ko],
  ] as const) {
    it(`renders the ${locale} introduction with real glyphs (screenshot tests/output/intro-${locale}.png)`, async () => {
      const { page } = await openPhone({ context: 'browser', os: 'android', dpr: 2, viewport: { width: 360, height: 780 } });
      await page.goto(`${server.url}/?lang=${locale}#/`);
      await introShown(page, dict.intro.headline);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(OUTPUT, `intro-${locale}.png`), fullPage: true });
      // Which fonts Chromium really drew the headline with: without the Noto packages, Thai and Hangul fall back to
      // a face without those glyphs (boxes).
      const fonts = await platformFontsFor(page, dict.intro.headline);
      const script = locale === 'th' ? /Thai/ : /CJK/;
      const scriptGlyphs = fonts.filter((f) => script.test(f.familyName)).reduce((n, f) => n + f.glyphCount, 0);
      expect(scriptGlyphs, `fonts used: ${JSON.stringify(fonts)}`).toBeGreaterThan(0);
    });
  }
});

describe('titles and page views follow navigation', () => {
  type LogEntry = { kind: string; action: string; payload: { pageId?: string; refId?: string | null } | null };
  const pageViews = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __fakeNative?: { log: LogEntry[] } }).__fakeNative?.log ?? []).filter((e) => e.kind === 'pageview'));

  it('in the native app: each navigation sets the title and sends one page view with the tracking id, else the path', async () => {
    const { page, errors } = await openPhone({ context: 'app', os: 'android' });
    await page.goto(`${server.url}/#/`);
    await introShown(page, en.intro.headline);
    await expect.poll(() => pageViews(page)).toMatchObject([{ action: 'trackPageView', payload: { pageId: '/' } }]);

    await page.evaluate(() => (location.hash = '#/lokasi/about-us?id=shop-7'));
    await expect.poll(() => page.title()).toBe(en.titles.aboutUs);
    await expect.poll(async () => (await pageViews(page)).at(-1)?.payload).toMatchObject({ pageId: '10023', refId: 'shop-7' });
    const chartsCredit = page.getByRole('link', { name: /TradingView Lightweight Charts/ });
    expect(await chartsCredit.getAttribute('href')).toBe('https://www.tradingview.com/');

    await page.evaluate(() => (location.hash = '#/contact-us?shopId=42'));
    await expect.poll(() => page.title()).toBe(en.titles.contactUs);
    await expect.poll(async () => (await pageViews(page)).at(-1)?.payload).toMatchObject({ pageId: '/contact-us', refId: '42' });

    await page.goBack();
    await expect.poll(() => page.title()).toBe(en.titles.aboutUs);
    await expect.poll(async () => (await pageViews(page)).map((v) => v.payload?.pageId)).toEqual(['/', '10023', '/contact-us', '10023']);
    expect(errors).toEqual([]);
  });

  it('in a browser: page views go to POST /v1/tracking/batch, never to a native bridge', async () => {
    const { page } = await openPhone({ context: 'browser', os: 'android' });
    const batches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/tracking/batch')) batches.push(JSON.parse(request.postData() ?? 'null'));
    });
    await page.goto(`${server.url}/#/`);
    await introShown(page, en.intro.headline);
    await page.evaluate(() => (location.hash = '#/lokasi/about-us'));
    await expect.poll(() => page.title()).toBe(en.titles.aboutUs);
    // The sink batches; leaving the page (hidden) flushes it with sendBeacon.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    await expect
      .poll(() => batches.flatMap((b) => (b as { items: Array<{ kind: string; pageId?: string }> }).items).filter((i) => i.kind === 'pageview').map((i) => i.pageId), { timeout: 15_000 })
      .toEqual(['/', '10023']);
    expect(await page.evaluate(() => 'WebViewJavascriptBridge' in window)).toBe(false);
  });
});
