import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, phoneContext, startServer, type RunningServer } from './harness/index.js';

// Counter end to end on the production build and server, in a 390×844 touch phone.
const HOME = '/#/lokasi/capacity-counter/home';
const TAP_AREA = '[data-testid="tally-1"]';

let server: Pick<RunningServer, 'url' | 'stop'>;
let browser: Browser;
const contexts: BrowserContext[] = [];

// COUNTER_E2E_URL: a server already running (a developer's, to skip the start-up data import); otherwise the harness
// starts the production server with a fresh database (COUNTER_E2E_DIST: serve that build instead of dist/).
async function counterServer(): Promise<Pick<RunningServer, 'url' | 'stop'>> {
  const url = process.env.COUNTER_E2E_URL;
  if (url) return { url: url.replace(/\/$/, ''), stop: async () => undefined };
  return startServer({ env: process.env.COUNTER_E2E_DIST ? { DIST_DIR: process.env.COUNTER_E2E_DIST } : {} });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([counterServer(), launchChromium()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

interface Phone {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  errors: string[];
}

/** A phone whose account is a member (membership comes from GET /v1/me; the purchase flow is another issue's). */
async function openPhone(options: { token?: string; member?: boolean; inApp?: boolean } = {}): Promise<Phone> {
  const context = await phoneContext(browser, options.inApp ? { context: 'app' } : {});
  contexts.push(context);
  if (options.token) await context.addInitScript(`localStorage.setItem('lokasi-token', ${JSON.stringify(options.token)})`);
  if (options.member ?? true) {
    await context.route('**/v1/me', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.data) body.data.membership = { type: 'yearly', validUntil: new Date(Date.now() + 365 * 86_400_000).toISOString() };
      await route.fulfill({ response, json: body });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp, errors };
}

async function openCounter(phone: Phone): Promise<void> {
  await phone.page.goto(server.url + HOME);
  await phone.page.getByRole('button', { name: 'Start counting' }).waitFor({ timeout: 30_000 });
}

async function center(page: Page, selector = TAP_AREA) {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

async function tap(phone: Phone, times = 1, gapMs = 40) {
  const { x, y } = await center(phone.page);
  for (let i = 0; i < times; i++) {
    await touch(phone.cdp, 'touchStart', x, y);
    await touch(phone.cdp, 'touchEnd');
    if (gapMs) await phone.page.waitForTimeout(gapMs);
  }
}

/**
 * Two taps as one thumb makes them: the four touch events are sent without waiting for each answer, so a loaded host's
 * round trips cannot stretch the gap past the double-tap window (the browser takes them in order).
 */
async function doubleTap(phone: Phone) {
  const { x, y } = await center(phone.page);
  await Promise.all([touch(phone.cdp, 'touchStart', x, y), touch(phone.cdp, 'touchEnd'), touch(phone.cdp, 'touchStart', x, y), touch(phone.cdp, 'touchEnd')]);
}

async function swipe(phone: Phone, dx: number, dy: number) {
  const { x, y } = await center(phone.page);
  await touch(phone.cdp, 'touchStart', x, y);
  for (let i = 1; i <= 5; i++) {
    await touch(phone.cdp, 'touchMove', x + (dx * i) / 5, y + (dy * i) / 5);
    await phone.page.waitForTimeout(20);
  }
  await touch(phone.cdp, 'touchEnd');
}

async function longPress(phone: Phone) {
  const { x, y } = await center(phone.page);
  await touch(phone.cdp, 'touchStart', x, y);
  await phone.page.waitForTimeout(1100);
  await touch(phone.cdp, 'touchEnd');
}

const tally = (page: Page, i: number) => page.locator(`[data-testid="tally-${i}"] .tally-total`);

async function expectTally(page: Page, i: number, value: number) {
  await expect.poll(() => tally(page, i).textContent(), { timeout: 5_000 }).toBe(String(value));
}

async function serverSessions(token: string): Promise<Array<{ id: string; counts: number[] }>> {
  const res = await fetch(`${server.url}/v1/counter/sessions`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { sessions: Array<{ id: string; counts: number[] }> } }).data.sessions;
}

const sum = (sessions: Array<{ counts: number[] }>) => sessions.reduce((s, x) => s + x.counts.reduce((a, b) => a + b, 0), 0);

async function tokenOf(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lokasi-token')), { timeout: 15_000 }).toMatch(/^[0-9A-Za-z]{32}$/);
  return (await page.evaluate(() => localStorage.getItem('lokasi-token')))!;
}

describe('counter in Chromium', () => {
  it('configures 3 items, counts with gestures, undoes, warns before leaving and stops with a long press', async () => {
    const phone = await openPhone();
    const { page } = phone;
    await openCounter(phone);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const titles = page.locator('.counter-item-row input');
    const ops = page.locator('.counter-item-row select');
    await titles.nth(2).fill('customers');
    await ops.nth(2).selectOption('doubleClick');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Duplicate titles are not allowed').waitFor();
    await titles.nth(2).fill('Strollers');
    await ops.nth(2).selectOption('click');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Each operation can be used by one item only/).waitFor();
    await ops.nth(2).selectOption('doubleClick');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('[data-testid="count-items"] li').count()).toBe(3);

    await page.getByRole('button', { name: 'Start counting' }).click();
    await page.locator('[data-testid="counting-surface"]').waitFor();
    // Passersby: single taps, far enough apart not to pair up into double clicks.
    await tap(phone, 3, 400);
    // Customers: slide up.
    await swipe(phone, 0, -120);
    await swipe(phone, 10, -90);
    // Strollers: double click.
    await doubleTap(phone);
    await expectTally(page, 0, 2);
    await expectTally(page, 1, 3);
    await expectTally(page, 2, 1);
    // A slide in an unused direction counts nothing.
    await swipe(phone, 120, 0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expectTally(page, 2, 0);

    // Browser back: warned, and "keep counting" keeps everything.
    await page.goBack();
    await page.getByText('Unsaved data will be discarded.').waitFor();
    await page.getByRole('button', { name: 'Keep counting' }).click();
    await expectTally(page, 1, 3);
    // Closing the page: the browser's leave prompt comes up; dismissing it keeps the count.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    await expectTally(page, 1, 3);

    await longPress(phone);
    await page.waitForURL(/counterDetail\?id=/);
    const totals = page.locator('[data-testid="totals"] td');
    await expect.poll(() => totals.allTextContents()).toEqual(['2', '3', '0', '5']);
    await expect.poll(() => page.getByTestId('capture-rate').textContent()).toBe('40.0%');
    // The details route without a count named lists the counts to choose from, never 'not found'.
    await page.goto(server.url + '/#/lokasi/counterDetail');
    await page.locator('.counter-history-row').filter({ visible: true }).first().click();
    await page.waitForURL(/counterDetail\?id=/);
    await expect.poll(() => totals.allTextContents()).toEqual(['2', '3', '0', '5']);
    expect(phone.errors).toEqual([]);
  });

  it('discards a count only when the user confirms leaving', async () => {
    const phone = await openPhone({ member: false });
    const { page } = phone;
    await openCounter(phone);
    await page.getByRole('button', { name: 'Start counting' }).click();
    await tap(phone, 4, 30);
    await expectTally(page, 1, 4);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Discard and leave' }).click();
    await page.getByRole('button', { name: 'Start counting' }).waitFor();
    await page.getByText('No counts yet').waitFor();
  });

  it('warns on the native back button inside the app and keeps counting when the user stays', async () => {
    const phone = await openPhone({ member: false, inApp: true });
    const { page } = phone;
    await openCounter(phone);
    await page.getByRole('button', { name: 'Start counting' }).click();
    await tap(phone, 2, 30);
    await expectTally(page, 1, 2);
    expect(await page.evaluate(() => (window as unknown as { __fakeNative: { emit(e: string): boolean } }).__fakeNative.emit('backPressed'))).toBe(true);
    await page.getByText('Unsaved data will be discarded.').waitFor();
    await page.getByRole('button', { name: 'Keep counting' }).click();
    await tap(phone, 1, 30);
    await expectTally(page, 1, 3);
  });

  it('changes only text per tap: no element is created, removed or re-rendered', async () => {
    const phone = await openPhone({ member: false });
    const { page } = phone;
    await openCounter(phone);
    await page.getByRole('button', { name: 'Start counting' }).click();
    await tap(phone, 1, 50);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { __mutations: string[] }).__mutations = log;
      new MutationObserver((records) => records.forEach((r) => log.push(r.type))).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await tap(phone, 20, 50);
    await expectTally(page, 1, 21);
    const mutations = await page.evaluate(() => (window as unknown as { __mutations: string[] }).__mutations);
    expect(mutations.length).toBeGreaterThanOrEqual(20);
    expect(new Set(mutations)).toEqual(new Set(['characterData']));
  });

  it('keeps 100 taps through a killed tab, offline, and syncs them once', async () => {
    const phone = await openPhone({ member: false });
    const { page, context } = phone;
    await openCounter(phone);
    const token = await tokenOf(page);
    // The server is out of reach for the whole count (a phone in a dead spot), so every tap exists only on the phone.
    await context.route('**/v1/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Start counting' }).click();
    await tap(phone, 100, 15);
    await expectTally(page, 1, 100);
    // The renderer dies mid-count: no unload handler, no chance to flush anything.
    const crashed = new Promise((resolve) => page.once('crash', resolve));
    void phone.cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();

    // Reopen, the server still unreachable.
    const again = await context.newPage();
    await again.goto(server.url + HOME);
    await again.getByText(/An unfinished count from/).waitFor({ timeout: 30_000 });
    await again.getByRole('button', { name: 'Resume' }).click();
    await expectTally(again, 1, 100);
    const reopened: Phone = { ...phone, page: again, cdp: await context.newCDPSession(again) };
    await longPress(reopened);
    await again.waitForURL(/counterDetail/);
    await expect.poll(() => again.locator('[data-testid="totals"] td').last().textContent()).toBe('100');
    expect(await again.locator('.counter-detail [data-testid="sync-badge"]').textContent()).not.toBe('Synced');
    expect(sum(await serverSessions(token))).toBe(0);

    // Back online: the phone pushes its batch by itself.
    await context.setOffline(true);
    await context.unroute('**/v1/**');
    await context.setOffline(false);
    await expect.poll(async () => sum(await serverSessions(token)), { timeout: 30_000 }).toBe(100);
    await expect.poll(() => again.locator('.counter-detail [data-testid="sync-badge"]').textContent(), { timeout: 15_000 }).toBe('Synced');

    // The same batch once more (as a retry after a lost answer would): still 100.
    const batch = await again.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('lokasi-counter');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['sessions', 'taps']);
            const sessions = tx.objectStore('sessions').getAll();
            const taps = tx.objectStore('taps').getAll();
            tx.oncomplete = () =>
              resolve({
                sessions: sessions.result.map(({ syncedAt: _s, deleted: _d, ...s }: Record<string, unknown>) => s),
                taps: taps.result.map(({ pending: _p, ...t }: Record<string, unknown>) => t),
                deleted: [],
              });
          };
        }),
    );
    expect((batch as { taps: unknown[] }).taps).toHaveLength(100);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/v1/counter/sync`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      expect(res.status).toBe(200);
    }
    expect(sum(await serverSessions(token))).toBe(100);
  });

  it('adds up two devices of one account: 30 + 40 = 70', async () => {
    const first = await openPhone({ member: false });
    await openCounter(first);
    const token = await tokenOf(first.page);
    const second = await openPhone({ member: false, token });
    await openCounter(second);
    expect(await tokenOf(second.page)).toBe(token);

    for (const [phone, n] of [
      [first, 30],
      [second, 40],
    ] as const) {
      await phone.page.getByRole('button', { name: 'Start counting' }).click();
      await tap(phone, n, 15);
      await expectTally(phone.page, 1, n);
      await longPress(phone);
      await phone.page.waitForURL(/counterDetail/);
    }
    await expect.poll(async () => sum(await serverSessions(token)), { timeout: 30_000 }).toBe(70);
    // Each phone lists both counts.
    await first.page.goto(server.url + HOME);
    await expect.poll(() => first.page.locator('.counter-history li').count(), { timeout: 15_000 }).toBe(2);
  });

  it('turns a count into a sales range with its formula, assumptions and the short-count warning', async () => {
    const phone = await openPhone();
    const { page } = phone;
    await openCounter(phone);
    await page.getByRole('button', { name: 'Start counting' }).click();
    await tap(phone, 8, 30);
    await swipe(phone, 0, -120);
    await swipe(phone, 0, -120);
    await expectTally(page, 0, 2);
    await longPress(phone);
    await page.waitForURL(/counterDetail/);
    await page.getByRole('link', { name: 'Estimate sales from this count' }).click();
    await page.getByRole('button', { name: 'Estimate' }).waitFor();
    const field = (name: string) => page.locator(`input[name="${name}"]`);
    await field('dailyPercent').fill('0');
    await field('atv').fill('50');
    await field('rateLow').fill('20');
    await field('rateHigh').fill('40');
    await field('businessDays').fill('32');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page.getByText('Enter a percentage greater than 0 and at most 100').waitFor();
    await page.getByText('Enter a whole number of days from 1 to 31').waitFor();
    // The error sits on a line of its own below the help text, never over it.
    const [help, error] = await Promise.all(['.field small', '.field .field-error'].map((s) => page.locator(s).first().boundingBox()));
    expect(error!.y).toBeGreaterThanOrEqual(help!.y + help!.height);
    await field('dailyPercent').fill('10');
    await field('businessDays').fill('26');
    await page.getByRole('button', { name: 'Estimate' }).click();
    const result = page.getByTestId('estimate-result');
    // 10 counted (2 entered) in 10 % of the day: 100 people, 20 customers; × 20/30/40 % × 50 = 200/300/400 a day.
    await expect.poll(() => result.locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual(['200', '300', '400']);
    await expect.poll(() => result.locator('tbody tr').nth(2).locator('td').allTextContents()).toEqual(['5,200', '7,800', '10,400']);
    await result.getByText(/off by up to 60%/).waitFor();
    await result.getByText('Daily foot traffic = counted total per day ÷ (percentage ÷ 100)').waitFor();
    await result.getByText('Sales are in the currency of the average transaction value you entered.').waitFor();
  });
});
