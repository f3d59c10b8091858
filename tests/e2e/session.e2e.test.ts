import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en/index.js';
import { launchChromium, phoneContext, startServer, type PhoneOptions, type RunningServer } from './harness/index.js';

/** A well-formed token the server does not know: what a token expired after a period without use looks like. */
const STALE = 'staleToken0123456789abcdefghijkl';
const COUNTER = '/#/lokasi/capacity-counter/home';
const EXPIRED = en.platform.sessionExpired;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

async function anonymousToken(): Promise<string> {
  const res = await fetch(`${server.url}/v1/auth/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '000000' },
    body: '{}',
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface Phone {
  page: Page;
  /** Every API request the page sent, in order, with the token it carried. */
  api: Array<{ path: string; token: string | null; status?: number }>;
  /** Every text the page's toast showed. */
  toasts(): Promise<string[]>;
}

/** Records the toast's texts as they appear (it hides itself after 2.5 s). */
const RECORD_TOASTS = `(() => {
  let shown = '';
  new MutationObserver(() => {
    const text = document.getElementById('lokasi-toast')?.textContent ?? '';
    if (text !== shown && text) (window.__toasts ??= []).push(text);
    shown = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function openPhone(options: PhoneOptions, init: string[] = []): Promise<Phone> {
  const context = await phoneContext(browser, options);
  contexts.push(context);
  for (const script of [RECORD_TOASTS, ...init]) await context.addInitScript({ content: script });
  const page = await context.newPage();
  const api: Phone['api'] = [];
  const isApi = (r: Request) => /\/v1\/(?!tracking)/.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (isApi(r)) api.push({ path: `${r.method()} ${new URL(r.url()).pathname}`, token: r.headers().authorization?.replace('Bearer ', '') ?? null });
  });
  page.on('response', (r) => {
    const entry = api.findLast((a) => a.path === `${r.request().method()} ${new URL(r.url()).pathname}` && a.status === undefined);
    if (entry && isApi(r.request())) entry.status = r.status();
  });
  return { page, api, toasts: () => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []) };
}

const meCalls = (phone: Phone) => phone.api.filter((a) => a.path === 'GET /v1/me');

/** Other calls of the screen may still be in flight when the one a test waits for answers (a slow machine): judge them answered. */
async function allAnswered(phone: Phone): Promise<void> {
  await expect.poll(() => phone.api.filter((a) => a.status === undefined), { timeout: 20_000 }).toEqual([]);
}

/** Requests sent with the stale token were refused; each was sent again with the new token, and all of those went through. */
async function expectRenewed(phone: Phone, fresh: string): Promise<void> {
  // Every request refused with the stale token is sent again with the fresh one; on a loaded host a retry can still be
  // on its way when /v1/me has answered, so wait for each before judging what was sent.
  const retried = () => {
    const authed = phone.api.filter((a) => a.token !== null);
    return authed.filter((a) => a.token === STALE).every(({ path }) => authed.some((a) => a.path === path && a.token === fresh));
  };
  await expect.poll(retried, { timeout: 20_000 }).toBe(true);
  await allAnswered(phone);
  const authed = phone.api.filter((a) => a.token !== null);
  const stale = authed.filter((a) => a.token === STALE);
  expect(stale.length).toBeGreaterThan(0);
  expect(stale.every((a) => a.status === 401)).toBe(true);
  expect(authed.filter((a) => a.token !== STALE).filter((a) => !(a.token === fresh && a.status === 200))).toEqual([]);
  for (const { path } of stale) expect(authed.some((a) => a.path === path && a.token === fresh), path).toBe(true);
}

describe('a session token the server no longer accepts', () => {
  it('in a browser: a new anonymous account is made and the request sent again, with no message', async () => {
    const phone = await openPhone({ context: 'browser' }, [`localStorage.setItem('lokasi-token', '${STALE}')`]);
    await phone.page.goto(server.url + COUNTER);
    await expect.poll(() => meCalls(phone).at(-1)?.status, { timeout: 20_000 }).toBe(200);
    const fresh = await phone.page.evaluate(() => localStorage.getItem('lokasi-token'));
    expect(fresh).toMatch(/^[\x21-\x7e]{32}$/);
    expect(fresh).not.toBe(STALE);
    await expectRenewed(phone, fresh!);
    expect(phone.api.filter((a) => a.path === 'POST /v1/auth/anonymous')).toHaveLength(1);
    expect(await phone.toasts()).not.toContain(EXPIRED);
  });

  it('in the native app: the login is cleared and the token the app hands out next is used', async () => {
    const renewed = await anonymousToken();
    // The app logs the user in again once the page clears the login: its next getAuthorization answers a new token.
    const relogin = `(() => {
      const fake = window.__fakeNative;
      let token = fake.config.token;
      Object.defineProperty(fake.config, 'token', { get: () => token, set: (v) => { token = v ?? ${JSON.stringify(renewed)}; } });
    })();`;
    const phone = await openPhone({ context: 'app', fakeNative: { token: STALE } }, [relogin]);
    await phone.page.goto(server.url + COUNTER);
    await expect.poll(() => meCalls(phone).at(-1)?.status, { timeout: 20_000 }).toBe(200);
    await expectRenewed(phone, renewed);
    const calls = await phone.page.evaluate(() => window.__fakeNative!.log.filter((e) => e.kind === 'call').map((e) => e.action));
    expect(calls.filter((a) => a === 'clearLogin')).toHaveLength(1);
    expect(phone.api.some((a) => a.path === 'POST /v1/auth/anonymous')).toBe(false);
    expect(await phone.toasts()).not.toContain(EXPIRED);
  });

  it('in the native app with nobody logged in afterwards: one session-expired message, no anonymous account', async () => {
    const phone = await openPhone({ context: 'app', fakeNative: { token: STALE } });
    await phone.page.goto(server.url + COUNTER);
    await expect.poll(() => phone.toasts(), { timeout: 20_000 }).toContain(EXPIRED);
    await allAnswered(phone);
    const authed = phone.api.filter((a) => a.token !== null);
    expect(authed.length).toBeGreaterThan(0);
    expect(authed.every((a) => a.token === STALE && a.status === 401)).toBe(true);
    expect((await phone.toasts()).filter((t) => t === EXPIRED)).toHaveLength(1);
    expect(phone.api.some((a) => a.path === 'POST /v1/auth/anonymous')).toBe(false);
  });
});

it('a first visit to the introduction makes no account: the anonymous one comes with the first request that needs it', async () => {
  const phone = await openPhone({ context: 'browser' });
  await phone.page.goto(`${server.url}/#/`);
  await phone.page.getByText(en.intro.headline, { exact: false }).first().waitFor({ timeout: 20_000 });
  await phone.page.waitForLoadState('networkidle');
  expect(phone.api).toEqual([]);
  expect(await phone.page.evaluate(() => localStorage.getItem('lokasi-token'))).toBeNull();
});
