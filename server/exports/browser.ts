import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';

/*
 * One long-lived Chromium per process, started on the first export (playwright-core is imported then, so the
 * server's start does not load it) and closed on shutdown. A page per render, with JavaScript off and every network
 * request aborted: the print view is one self-contained HTML document. A page that printed is kept for the next render
 * (a new context costs a renderer process: about 1 s against 0.2 s on a loaded machine); one that timed out or failed
 * is closed with its context.
 */

/** Pages kept between renders: as many as renders run at once (the service's render slots). */
const IDLE_PAGES = 2;

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
  let idle: Page[] = [];
  const launch = (): Promise<Browser> => {
    browser ??= (async () => {
      const { chromium } = await import('playwright-core');
      const b = await chromium.launch({ executablePath, args: ARGS });
      b.on('disconnected', () => {
        browser = undefined;
        idle = [];
      });
      return b;
    })().catch((error: unknown) => {
      browser = undefined;
      failed = true;
      throw new BrowserUnavailable((error as Error).message);
    });
    return browser;
  };
  const newPage = async (): Promise<Page> => {
    const context = await (await launch()).newContext({ javaScriptEnabled: false, viewport: { width: 794, height: 800 }, deviceScaleFactor: 1 });
    await context.route('**/*', (route) => route.abort());
    return context.newPage();
  };
  const withPage = async <T>(width: number, use: (page: Page) => Promise<T>, html: string, signal?: AbortSignal): Promise<T> => {
    signal?.throwIfAborted();
    const page = idle.pop() ?? (await newPage());
    // Closing the context ends the page's work at once: its pending calls reject and the finally below settles.
    const abort = () => void page.context().close().catch(() => undefined);
    signal?.addEventListener('abort', abort, { once: true });
    let printed = false;
    try {
      signal?.throwIfAborted();
      await page.setViewportSize({ width, height: 800 });
      await page.setContent(html, { waitUntil: 'load' });
      const out = await use(page);
      printed = true;
      return out;
    } finally {
      signal?.removeEventListener('abort', abort);
      if (printed && !signal?.aborted && idle.length < IDLE_PAGES && !page.isClosed()) idle.push(page);
      else await page.context().close().catch(() => undefined);
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
      idle = [];
      if (b) await (await b.catch(() => undefined))?.close();
    },
  };
}
