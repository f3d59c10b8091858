import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_PROGRAM_HOST_SCRIPT } from './harness/fake-shell.js';
import { launchChromium, startServer, userAgentFor, type RunningServer } from './harness/index.js';

// Inside a WeChat mini-program's web-view the app reaches the mini-program only through WeChat's JS-SDK, which it
// loads from res.wx.qq.com on first use (src/platform/bridge/mini-program.ts). Here the SDK's URL is answered with
// a local stand-in that records every wx.miniProgram call, so the page's own Content-Security-Policy decides
// whether the SDK can run at all, as it does on a phone.
const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const T0 = Date.UTC(2026, 10, 21, 9, 0);
/** More than one page of taps (server/counter/paging.ts: 5,000), so the detail screen must read every page. */
const TAPS = 5_500;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: process.env.MINI_PROGRAM_E2E_DIST ? { DIST_DIR: process.env.MINI_PROGRAM_E2E_DIST } : {} }), launchChromium()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '000000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; data: T };
  expect(answer.code, `POST ${path}`).toBe(0);
  return answer.data;
}

/** An account holding one counting session of TAPS passers-by, synced as the app does (1,000 taps a batch). */
async function accountWithSession(): Promise<{ token: string; sessionId: string }> {
  const { token } = await call<{ token: string }>('/v1/auth/anonymous', {});
  const sessionId = randomUUID();
  const session = {
    id: sessionId,
    startedAt: T0,
    endedAt: T0 + 3_600_000,
    items: [
      { title: 'Customers', operation: 'slideUp', role: 'entered' },
      { title: 'Passersby', operation: 'click', role: 'passed' },
    ],
    name: 'Jalan Alor 12',
    notes: '',
    location: null,
    updatedAt: T0,
  };
  for (let from = 0; from < TAPS; from += 1000) {
    const taps = Array.from({ length: Math.min(1000, TAPS - from) }, (_, i) => ({ id: randomUUID(), sessionId, seq: from + i, item: 1, at: T0 + from + i, undoes: null }));
    await call('/v1/counter/sync', { sessions: from === 0 ? [session] : [], taps, deleted: [] }, token);
  }
  return { token, sessionId };
}

interface MiniProgramPhone {
  page: Page;
  sdkRequests: string[];
  cspViolations: string[];
}

/** A phone in the mini-program's web-view: its user agent says `miniProgram`, and nothing is injected into the page. */
async function openInMiniProgram(token: string): Promise<MiniProgramPhone> {
  const context = await browser.newContext({
    userAgent: userAgentFor({ context: 'miniprogram', os: 'android' }),
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  contexts.push(context);
  await context.addInitScript(`localStorage.setItem('lokasi-token', ${JSON.stringify(token)})`);
  const sdkRequests: string[] = [];
  await context.route(SDK_URL, (route) => {
    sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: MINI_PROGRAM_HOST_SCRIPT });
  });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { page, sdkRequests, cspViolations };
}

const miniProgramCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __miniProgramCalls?: Array<{ name: string; options: unknown }> }).__miniProgramCalls ?? []);

describe('the WeChat mini-program web-view', () => {
  it("loads WeChat's JS-SDK on first share and hands the share, with every counted tap, to wx.miniProgram", async () => {
    const { token, sessionId } = await accountWithSession();
    const phone = await openInMiniProgram(token);
    await phone.page.goto(`${server.url}/#/lokasi/counterDetail?id=${sessionId}`);
    const share = phone.page.getByRole('button', { name: 'Share', exact: true });
    await share.waitFor({ timeout: 30_000 });
    expect(phone.sdkRequests, 'the SDK is loaded only when a mini-program action is used').toEqual([]);

    await share.click();
    await expect.poll(() => miniProgramCalls(phone.page), { timeout: 10_000 }).toContainEqual(
      expect.objectContaining({ name: 'postMessage', options: { data: expect.objectContaining({ type: 'share', title: 'Jalan Alor 12' }) } }),
    );
    const [posted] = (await miniProgramCalls(phone.page)) as Array<{ options: { data: { text: string; url: string } } }>;
    expect(posted!.options.data.text).toContain(`${TAPS} people counted in 60 min`);
    expect(posted!.options.data.url).toContain(sessionId);
    expect(phone.sdkRequests).toEqual([SDK_URL]);
    expect(phone.cspViolations).toEqual([]);
  });

});
