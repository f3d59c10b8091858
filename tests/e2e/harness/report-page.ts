import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium.js';
import { phoneContext, type PhoneOptions } from './phone.js';
import { startServer, type RunningServer } from './server.js';

export interface ReportPages {
  /** The server's base URL, e.g. http://127.0.0.1:4701 (no trailing slash). */
  readonly url: string;
  /** A blank page in a fresh phone-sized browser context (closed after the test). */
  newPage(options?: PhoneOptions): Promise<Page>;
  /** A fresh page (see newPage) opened at the app's `#<hashPath>`, e.g. '/report/city-list'. */
  open(hashPath: string, options?: PhoneOptions): Promise<Page>;
  /** The `data` of the API's answer to GET `path`, asked in `lang`. */
  api<T>(path: string, lang?: string): Promise<T>;
}

/**
 * What a test file of report screens needs: the production server on the real imported data and one Chromium, both
 * for the whole file, and a fresh phone for each test. Call it once at the top of the file (it registers the hooks).
 */
export function reportPages(): ReportPages {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  // The first server of a run may have to make the template database (the whole data import) before it answers.
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  }, 600_000);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const pages: ReportPages = {
    get url() {
      return server.url;
    },
    async newPage(options = {}) {
      const context = await phoneContext(browser, options);
      contexts.push(context);
      return context.newPage();
    },
    async open(hashPath, options = {}) {
      const page = await pages.newPage(options);
      await page.goto(`${server.url}/#${hashPath}`);
      return page;
    },
    async api<T>(path: string, lang = 'en') {
      const res = await fetch(`${server.url}${path}`, { headers: { 'app-language': lang } });
      return ((await res.json()) as { data: T }).data;
    },
  };
  return pages;
}
