import { createHmac, generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAccount from '../../i18n/en/account/index.js';
import en from '../../i18n/en/membership/index.js';
import th from '../../i18n/th/membership/index.js';
import { appleStandIn, type StandIn } from '../../server/payments/providers/stand-ins.js';
import { certificateMaker } from '../../server/payments/providers/test-certificates.js';
import { startSmtpInbox, type SmtpInbox } from '../../server/testing/smtp-inbox.js';
import { launchChromium, phoneContext, startServer, type PhoneOptions, type RunningServer } from './harness/index.js';

// Membership, credits and payments end to end on the production build and server, with the sandbox gateway
// switched on; the test plays the gateway's notification where a real provider would send one.
const SANDBOX_SECRET = `e2e-sandbox-${Date.now()}-secret`;

// The App Store is set up (the iPhone's applePay pays through it) with its Server API played by a loopback stand-in
// whose transaction history the test fills, signed by a certificate chain the test made.
const certs = certificateMaker();
const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const appleHistory: string[] = [];
const chain = (() => {
  const root = certs.ecCert('root');
  const intermediate = certs.ecCert('intermediate', 'root');
  return [certs.ecCert('leaf', 'intermediate', false), intermediate, root];
})();

// Verification codes go out by SMTP to a real SMTP server on loopback (the server tests' inbox); the test reads them there.
let smtp: SmtpInbox;
/** Screenshots of the sign-in card for a person to look at. */
const SHOTS = process.env.MEMBER_SHOTS_DIR ?? '/tmp/member-shots';
/** Addresses whose accounts are made when the file starts: a second code to one is then more than a minute later. */
const TAKEN = `taken-${Date.now()}@example.com`;
const NATIVE_MEMBER = `native-${Date.now()}@example.com`;

/** The 6-digit code of the newest message to `email` (the English message's text is plain ASCII). */
async function mailedCode(email: string): Promise<string> {
  // Polled by hand (not expect.poll): the file's beforeAll reads codes too.
  for (const until = Date.now() + 20_000; !smtp.messages.some((m) => m.to.includes(email)); ) {
    if (Date.now() > until) throw new Error(`no code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const raw = smtp.messages.filter((m) => m.to.includes(email)).at(-1)!.raw;
  const [head, ...rest] = raw.split('\r\n\r\n');
  // A message in another language than English goes out base64-encoded.
  const body = /content-transfer-encoding:\s*base64/i.test(head!) ? Buffer.from(rest.join(''), 'base64').toString() : rest.join('\r\n\r\n');
  return /\b(\d{6})\b/.exec(body)![1]!;
}

let server: RunningServer;
let browser: Browser;
let apple: StandIn;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  smtp = await startSmtpInbox();
  apple = await appleStandIn({ issuerId: 'e2e-issuer', keyId: 'E2EKEY', publicKey: appleKey.publicKey, bundleId: 'app.lokasi', histories: new Map([['2000000001', appleHistory]]) });
  const appleKeyFile = path.join(certs.dir, 'apple-api.p8');
  writeFileSync(appleKeyFile, appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  [server, browser] = await Promise.all([
    startServer({
      // Payments need no geo data: start empty and skip the import.
      emptyDatabase: true,
      env: {
        LOKASI_DATA_DIR: '/nonexistent-lokasi-data',
        PAYMENTS_SANDBOX: 'true',
        PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
        PAYMENTS_SIGNING_KEY: 'e2e-pay-params-signing-key',
        PAYMENTS_APPLE_ROOT_CERT_FILE: path.join(certs.dir, 'root.pem'),
        PAYMENTS_APPLE_BUNDLE_ID: 'app.lokasi',
        PAYMENTS_APPLE_ISSUER_ID: 'e2e-issuer',
        PAYMENTS_APPLE_KEY_ID: 'E2EKEY',
        PAYMENTS_APPLE_PRIVATE_KEY_FILE: appleKeyFile,
        PAYMENTS_APPLE_API_BASE_URL: apple.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Lokasi <codes@lokasi.test>',
      },
    }),
    launchChromium(),
    mkdir(SHOTS, { recursive: true }),
  ]);
  for (const email of [TAKEN, NATIVE_MEMBER]) {
    const sent = await fetch(`${server.url}/v1/auth/codes`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000' }, body: JSON.stringify({ purpose: 'login', email }) });
    const requestId = ((await sent.json()) as { data: { requestId: string } }).data.requestId;
    await fetch(`${server.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000' }, body: JSON.stringify({ email, requestId, code: await mailedCode(email) }) });
  }
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
  await apple?.close();
  await smtp?.close();
  certs.cleanup();
});

/** A real session of the test server, for the fake native shell to hand out (its own default token is unknown here). */
async function anonymousToken(): Promise<string> {
  const res = await fetch(`${server.url}/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000' }, body: '{}' });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function openPhone(options: PhoneOptions = {}): Promise<{ page: Page; errors: string[] }> {
  if (options.context === 'app') options = { ...options, fakeNative: { token: await anonymousToken(), ...options.fakeNative } };
  const context = await phoneContext(browser, options);
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

const open = (page: Page, route: string) => page.goto(`${server.url}/#${route}`);

/** The newest order of the page's account, asked with the page's own token. */
async function latestOrder(page: Page): Promise<{ id: string; productId: string; price: { amount: string; currency: string }; status: string }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('lokasi-token') ?? (window as unknown as { __fakeNative?: { config: { token: string } } }).__fakeNative?.config.token;
    const res = await fetch('/v1/payments/orders', { headers: { authorization: `Bearer ${token}`, 'tenant-id': '000000' } });
    return (await res.json()).data.items[0];
  });
}

/** What the sandbox gateway sends when the buyer paid (signed HMAC over timestamp and raw body). */
async function gatewayNotifies(order: Awaited<ReturnType<typeof latestOrder>>): Promise<string> {
  const body = JSON.stringify({ txnId: `sbx_e2e_${order.id}`, orderId: order.id, productId: order.productId, amount: order.price.amount, currency: order.price.currency, environment: 'sandbox', outcome: 'paid' });
  const ts = Math.floor(Date.now() / 1000);
  const res = await fetch(`${server.url}/v1/payments/notifications/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': String(ts), 'x-sandbox-signature': createHmac('sha256', SANDBOX_SECRET).update(`${ts}.${body}`).digest('hex') },
    body,
  });
  return ((await res.json()) as { data: { result: string } }).data.result;
}

describe('membership and credits in a browser (sandbox checkout)', () => {
  it('buys credits: sandbox checkout → pay-success → order listed → credits increased', async () => {
    const { page, errors } = await openPhone();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await open(page, '/lokasi/member/credits');
    await page.locator('[data-product="credits-20"]').click({ timeout: 30_000 });
    await page.getByRole('dialog', { name: en.sandbox.title }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { level: 1, name: en.pay.success, exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('You bought: 20 credits').waitFor();
    await page.getByText(en.sandbox.receipt, { exact: true }).waitFor();
    await page.getByRole('link', { name: en.links.orders }).click();
    const row = page.locator('.member-order').first();
    await row.getByText('20 credits').waitFor();
    await row.getByText(en.orders.oneTime).waitFor();
    // The receipt is a PDF of the export service, downloaded with the success toast.
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await row.getByRole('button', { name: en.orders.receiptPdf }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole('status').filter({ hasText: enAccount.export.downloaded }).waitFor({ timeout: 10_000 });
    await open(page, '/lokasi/member/home');
    await expect.poll(() => page.locator('[data-credits="purchased"]').textContent(), { timeout: 20_000 }).toBe('20');
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('a declined and a cancelled checkout show their messages and credit nothing', async () => {
    const { page } = await openPhone();
    await open(page, '/lokasi/member/credits');
    for (const [button, message] of [
      [en.sandbox.decline, en.pay.failed],
      [en.sandbox.cancel, en.pay.cancelled],
    ] as const) {
      await page.locator('[data-product="credits-5"]').click({ timeout: 30_000 });
      await page.getByRole('button', { name: button }).click();
      await page.locator('.member-outcome').getByText(message).waitFor();
    }
    // Declined and cancelled attempts are not orders the user sees, and nothing was credited.
    expect(await latestOrder(page)).toBeUndefined();
    await open(page, '/lokasi/member/home');
    await expect.poll(() => page.locator('[data-credits="purchased"]').textContent(), { timeout: 20_000 }).toBe('0');
  });

  it('buys a monthly membership, and the counter’s member features open', async () => {
    const { page } = await openPhone();
    await open(page, '/lokasi/sales-estimate');
    await page.getByRole('link', { name: 'Become a member' }).click({ timeout: 30_000 });
    await page.locator('[data-member="none"]').waitFor();
    await page.locator('[data-product="member-monthly"]').click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('You bought: Monthly membership').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Membership centre' }).click();
    await page.locator('[data-member="monthly"]').waitFor();
    await expect.poll(() => page.locator('[data-credits="free"]').textContent()).toBe('5');
    await open(page, '/lokasi/sales-estimate');
    await page.waitForTimeout(1500);
    expect(await page.getByRole('link', { name: 'Become a member' }).count()).toBe(0);
    await open(page, '/lokasi/member/order');
    await page.locator('.member-order').first().getByText(en.orders.active).waitFor();
    await page.getByRole('button', { name: en.orders.cancel }).click();
    await page.getByRole('dialog', { name: en.orders.cancelTitle }).getByRole('button', { name: en.orders.cancel }).click();
    await page.locator('.member-order').first().getByText(/Cancelled: benefits until/).waitFor();
  });
});

describe('paying in the native app (fake shell) and the mini-program', () => {
  it.each([
    ['failed', en.pay.failed],
    ['cancelled', en.pay.cancelled],
    ['error', en.pay.error],
  ] as const)('a %s native payment shows "%s"', async (payOutcome, message) => {
    const { page } = await openPhone({ context: 'app', fakeNative: { payOutcome } });
    await open(page, '/lokasi/member/equity-purchase');
    await page.locator('[data-product="credits-5"]').click({ timeout: 30_000 });
    await page.locator('.member-outcome').getByText(message).waitFor();
  });

  it('a native success is "Payment Successful" once the provider’s notification arrived (the shell, standing in for the gateway, sends it)', async () => {
    const { page } = await openPhone({ context: 'app', fakeNative: { payOutcome: 'success' } });
    await open(page, '/lokasi/member/equity-purchase');
    await page.locator('[data-product="credits-5"]').click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: en.pay.success, exact: true }).waitFor({ timeout: 20_000 });
    const calls = await page.evaluate(() => (window as unknown as { __fakeNative: { log: Array<{ action: string; payload: Record<string, unknown> }> } }).__fakeNative.log.filter((e) => e.action === 'wxPay'));
    expect(calls[0]!.payload).toMatchObject({ productId: 'credits-5', sign: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // Confirmed by the notification, not by the shell's word: the order is paid on the server.
    expect(await latestOrder(page)).toMatchObject({ productId: 'credits-5', status: 'paid' });
  });

  it('hands the payment to the mini-program and checks the order on return', async () => {
    const { page } = await openPhone({ context: 'miniprogram' });
    await open(page, '/lokasi/member/credits');
    await page.locator('[data-product="credits-5"]').click({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __miniProgramCalls: Array<{ name: string; options: { url: string } }> }).__miniProgramCalls.map((c) => c.options?.url ?? ''))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/pages\/pay\/index\?orderId=.+&channel=wxPay&productId=credits-5/)]),
    );
    expect(await gatewayNotifies(await latestOrder(page))).toBe('granted');
    await open(page, '/lokasi/member/pay-success');
    await page.getByRole('heading', { level: 1, name: en.pay.success, exact: true }).waitFor({ timeout: 20_000 });
  });
});

describe('restoring purchases in the native app (fake shell, App Store stand-in)', () => {
  const restored = [{ store: 'apple' as const, transactionId: '2000000001' }];

  it('an App Store payment whose result the app lost is restored: the store’s answer goes to the server, which asks the App Store', async () => {
    const { page, errors } = await openPhone({ context: 'app', os: 'ios', fakeNative: { payOutcome: 'error', restored } });
    await open(page, '/lokasi/member/equity-purchase');
    await page.locator('[data-product="credits-20"]').click({ timeout: 30_000 });
    await page.locator('.member-outcome').getByText(en.pay.error).waitFor();
    const order = await latestOrder(page);
    expect(order).toMatchObject({ productId: 'credits-20', status: 'pending' });
    // The App Store charged it all the same: the customer's history now holds the transaction for this order.
    const tx = { transactionId: '2000000001', originalTransactionId: '2000000001', productId: 'credits-20', bundleId: 'app.lokasi', appAccountToken: order.id, price: Math.round(Number(order.price.amount) * 1000), currency: order.price.currency, environment: 'Production' };
    appleHistory.push(certs.jws(tx, 'leaf', chain));

    await open(page, '/lokasi/member/home');
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/payments/restore'));
    await page.getByRole('button', { name: en.restore.button }).click({ timeout: 30_000 });
    expect((await sent).postDataJSON()).toEqual({ purchases: restored });
    // Said where the button is: what it found.
    await page.locator('.member-restore[role="status"]').getByText(en.restore.found.replace('{count:number}', '1')).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('[data-credits="purchased"]').textContent(), { timeout: 20_000 }).toBe('20');
    expect(apple.seen.some((s) => s.startsWith('GET /inApps/v2/history/2000000001'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an app without restorePurchases still has the server re-check the open orders', async () => {
    const { page } = await openPhone({ context: 'app', fakeNative: { unknown: ['restorePurchases'], restored } });
    await open(page, '/lokasi/member/home');
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/payments/restore'));
    await page.getByRole('button', { name: en.restore.button }).click({ timeout: 30_000 });
    expect((await sent).postDataJSON()).toEqual({ purchases: [] });
    // No purchase on this account at all: it says so, and where purchases made with another account come back.
    const outcome = page.locator('.member-restore[role="status"]');
    await outcome.getByText(en.restore.none).waitFor({ timeout: 20_000 });
    await outcome.getByText(en.restore.elsewhere).waitFor();
    await outcome.getByRole('button', { name: en.restore.signIn }).waitFor();
  });
});

describe('one account on every device: link an e-mail, sign in with it elsewhere', () => {
  const api = (path: string, body: object, token?: string) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then(
      async (r) => (await r.json()) as { data: any },
    );
  const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('lokasi-token')!);
  /** A saved data query and a mark made on a phone, through its own session, as its screens make them. */
  async function makeThings(token: string, placeName: string, lat: number) {
    const query = await api('/v1/area/queries', { lat, lon: 103.85, radius: 500, industry: 'cafe', placeName }, token);
    const id = `${lat.toFixed(5)},${(103.85).toFixed(5)}`;
    await api('/v1/marks/sync', { put: [{ id, lat, lon: 103.85, name: `${placeName} corner`, path: '/report/recommended-details?id=r&rank=1', createdAt: new Date().toISOString() }], removed: [] }, token);
    return { queryId: query.data.id as string, markId: id };
  }

  it('a buyer links an e-mail on one phone; on a second phone, signing in with it brings the credits and keeps what that phone made, on both phones', { timeout: 240_000 }, async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const { page, errors } = await openPhone();
    await open(page, '/lokasi/member/credits');
    await page.locator('[data-product="credits-20"]').click({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { level: 1, name: en.pay.success, exact: true }).waitFor({ timeout: 20_000 });

    await open(page, '/lokasi/member/home');
    const card = page.locator('.member-link');
    await card.getByText(en.link.title).waitFor({ timeout: 30_000 });
    // Credits bought: the card opens on linking an e-mail to keep them.
    expect(await card.getByRole('tab', { name: en.link.tab }).getAttribute('aria-selected')).toBe('true');
    await card.getByLabel(en.link.email, { exact: true }).fill('not-an-address');
    await card.getByRole('button', { name: en.link.send }).click();
    await card.getByRole('alert').getByText(en.link.invalidEmail).waitFor();
    await card.getByLabel(en.link.email, { exact: true }).fill(email);
    await card.getByRole('button', { name: en.link.send }).click();
    const code = await mailedCode(email);
    const linkCodeSentAt = Date.now();
    await card.getByLabel(en.link.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: en.link.submit }).click();
    await card.getByRole('alert').getByText(en.link.codeError).waitFor();
    await card.getByLabel(en.link.code, { exact: true }).fill(code);
    await card.getByRole('button', { name: en.link.submit }).click();
    await page.getByText(`Linked e-mail: ${email}`).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);

    // A second phone, used without signing in: a saved query and a mark of its own.
    const { page: other, errors: otherErrors } = await openPhone();
    await open(other, '/lokasi/member/home');
    await expect.poll(() => other.evaluate(() => localStorage.getItem('lokasi-token')), { timeout: 20_000 }).toMatch(/^.{32}$/);
    const made = await makeThings(await tokenOf(other), 'Tanjong Pagar', 1.27646);
    const otherCard = other.locator('.member-link');
    await otherCard.getByRole('tab', { name: en.signIn.tab }).click({ timeout: 30_000 });
    expect(await otherCard.getByRole('tab', { name: en.signIn.tab }).getAttribute('aria-selected')).toBe('true');
    await otherCard.screenshot({ path: `${SHOTS}/sign-in-en.png` });
    // The server sends one code a minute to an address: the sign-in code is asked for once that minute is over.
    smtp.messages.length = 0;
    await other.waitForTimeout(Math.max(0, linkCodeSentAt + 61_000 - Date.now()));
    await otherCard.getByLabel(en.signIn.email, { exact: true }).fill(email);
    await otherCard.getByRole('button', { name: en.signIn.send }).click();
    await otherCard.getByLabel(en.signIn.code, { exact: true }).fill(await mailedCode(email));
    await otherCard.getByRole('button', { name: en.signIn.submit }).click();
    await other.getByRole('status').getByText(en.signIn.merged.replace('{email:string}', email)).waitFor({ timeout: 20_000 });
    await expect.poll(() => other.locator('[data-credits="purchased"]').textContent(), { timeout: 20_000 }).toBe('20');
    await other.getByText(`Linked e-mail: ${email}`).waitFor();
    await other.locator('.member-link').screenshot({ path: `${SHOTS}/signed-in-en.png` });

    // Both phones are one account now: the first phone lists the second's saved query and mark.
    await open(page, '/lokasi/download-report');
    await page.locator(`[data-report="area/${made.queryId}"]`).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: enAccount.myData.tabs.scout }).click();
    await page.locator(`[data-mark="${made.markId}"]`).getByText('Tanjong Pagar corner').waitFor({ timeout: 30_000 });
    expect(otherErrors).toEqual([]);
  });

  it('the same address linked elsewhere is offered as a sign-in, never "Incorrect code" (Thai)', { timeout: 120_000 }, async () => {
    const { page } = await openPhone({ locale: 'th-TH' });
    await open(page, '/lokasi/member/home?lang=th');
    const card = page.locator('.member-link');
    await card.getByRole('tab', { name: th.link.tab }).click({ timeout: 30_000 });
    await card.getByLabel(th.link.email, { exact: true }).fill(TAKEN);
    await card.getByRole('button', { name: th.link.send }).click();
    await card.getByLabel(th.link.code, { exact: true }).fill(await mailedCode(TAKEN));
    await card.getByRole('button', { name: th.link.submit }).click();
    await card.getByRole('alert').getByText(th.link.inUse).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: th.link.signInInstead }).click();
    expect(await card.getByRole('tab', { name: th.signIn.tab }).getAttribute('aria-selected')).toBe('true');
    expect(await card.getByLabel(th.signIn.email, { exact: true }).inputValue()).toBe(TAKEN);
    await card.screenshot({ path: `${SHOTS}/sign-in-instead-th.png` });
  });

  it('in the native app (fake shell), signing in hands the account’s token to the app and joins what the phone made', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPhone({ context: 'app' });
    const native = () => page.evaluate(() => (window as unknown as { __fakeNative: { config: { token: string }; log: Array<{ action: string; payload: { token?: string } }> } }).__fakeNative);
    const before = (await native()).config.token;
    const made = await makeThings(before, 'Bugis', 1.3);
    await open(page, '/lokasi/member/home');
    const card = page.locator('.member-link');
    await card.getByRole('tab', { name: en.signIn.tab }).click({ timeout: 30_000 });
    await card.getByLabel(en.signIn.email, { exact: true }).fill(NATIVE_MEMBER);
    // The address's account was made when this file started, more than a minute ago.
    await card.getByRole('button', { name: en.signIn.send }).click();
    await card.getByLabel(en.signIn.code, { exact: true }).fill(await mailedCode(NATIVE_MEMBER));
    await card.getByRole('button', { name: en.signIn.submit }).click();
    await page.getByRole('status').getByText(en.signIn.merged.replace('{email:string}', NATIVE_MEMBER)).waitFor({ timeout: 20_000 });
    const after = await native();
    const handed = after.log.filter((e) => e.action === 'setAuthorization');
    expect(handed).toHaveLength(1);
    expect(handed[0]!.payload.token).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(after.config.token).toBe(handed[0]!.payload.token);
    // The phone's old session is gone with its anonymous account; what it made is the member's now.
    expect((await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${before}`, 'tenant-id': '000000' } })).status).toBe(401);
    const queries = await fetch(`${server.url}/v1/area/queries`, { headers: { authorization: `Bearer ${after.config.token}`, 'tenant-id': '000000' } }).then(async (r) => (await r.json()) as { data: { items: Array<{ id: string }> } });
    expect(queries.data.items.map((q) => q.id)).toContain(made.queryId);
    expect(errors).toEqual([]);
  });
});
