import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './chromium.js';
import { phoneContext, type PhoneOptions } from './phone.js';
import { startServer, type RunningServer, type StartServerOptions } from './server.js';

export interface PhoneSuite {
  /** The production server's URL (no trailing slash), once the file's beforeAll has run. */
  readonly url: string;
  /** A phone in a new browser context for the current test; closed after the test. */
  phone(options?: PhoneOptions): Promise<BrowserContext>;
}

/**
 * The setup of a file of phone tests: the production server (options as startServer's) and Chromium started beside each
 * other before the file's tests, with the screenshots folder made; each test's phone context closed after it; the
 * browser and the server at the end. Call it at the top level of the file.
 */
export function phoneSuite(shotsDir: string, serverOptions: StartServerOptions = {}): PhoneSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(serverOptions), launchChromium(), mkdir(shotsDir, { recursive: true })]);
  }, 600_000);
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('phoneSuite: the server is not started (its beforeAll failed or has not run)');
      return server.url;
    },
    async phone(options = {}) {
      if (!browser) throw new Error('phoneSuite: Chromium is not started (its beforeAll failed or has not run)');
      context = await phoneContext(browser, options);
      return context;
    },
  };
}
