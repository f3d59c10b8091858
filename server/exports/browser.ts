import fs from 'node:fs';
import type { Browser } from 'playwright-core';

/*
 * One long-lived Chromium per process, started on the first export (playwright-core is imported then, so the
 * server's start does not load it) and closed on shutdown. A page per export, with JavaScript off and every network
 * request aborted: the print view is one self-contained HTML document.
 */

export class BrowserUnavailable extends Error {}

export interface PrintOptions {
  html: string;
  footerTemplate: string;
  /** Aborted when the render timed out: the page's context is closed then, not left rendering. */
  signal?: AbortSignal;
}

export interface Printer {
  available(): boolean;
  pdf(o: PrintOptions): Promise<Buffer>;
  png(html: string, signal?: AbortSignal): Promise<Buffer>;
  close(): Promise<void>;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export function chromiumPrinter(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Printer {
  let browser: Promise<Browser> | undefined;
  let failed = false;
  const launch = (): Promise<Browser> => {
    browser ??= (async () => {
      const { chromium } = await import('playwright-core');
      const b = await chromium.launch({ executablePath, args: ARGS });
      b.on('disconnected', () => {
        browser = undefined;
      });
      return b;
    })().catch((error: unknown) => {
      browser = undefined;
      failed = true;
      throw new BrowserUnavailable((error as Error).message);
    });
    return browser;
  };
  const withPage = async <T>(width: number, use: (page: import('playwright-core').Page) => Promise<T>, html: string, signal?: AbortSignal): Promise<T> => {
    const b = await launch();
    signal?.throwIfAborted();
    const context = await b.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 }, deviceScaleFactor: 1 });
    // Closing the context ends the page's work at once: its pending calls reject and the finally below settles.
    const abort = () => void context.close().catch(() => undefined);
    signal?.addEventListener('abort', abort, { once: true });
    try {
      signal?.throwIfAborted();
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await use(page);
    } finally {
      signal?.removeEventListener('abort', abort);
      await context.close().catch(() => undefined);
    }
  };
  return {
    available: () => !failed && fs.existsSync(executablePath),
    pdf: (o) => withPage(794, async (page) => Buffer.from(await page.pdf({
      format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: o.footerTemplate,
      margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
    })), o.html, o.signal),
    png: (html, signal) => withPage(390, async (page) => Buffer.from(await page.screenshot({ fullPage: true, type: 'png' })), html, signal),
    async close() {
      const b = browser;
      browser = undefined;
      if (b) await (await b.catch(() => undefined))?.close();
    },
  };
}
