import { createHmac, generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAccount from '../../i18n/en/account/index.js';
import en from '../../i18n/en/membership/index.js';
import { appleStandIn, type StandIn } from '../../server/payments/providers/stand-ins.js';
import { certificateMaker } from '../../server/payments/providers/test-certificates.js';
import { startSmtpInbox, type SmtpInbox } from '../../server/testing/smtp-inbox.js';
import { launchChromium, phoneContext, startServer, type PhoneOptions, type RunningServer } from './harness/index.js';

// Membership, credits and payments end to end (issue 12) on the production build and server, with the sandbox gateway
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

/** The 6-digit code of the newest message to `email` (the English message's text is plain ASCII). */
async function mailedCode(email: string): Promise<string> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const raw = smtp.messages.filter((m) => m.to.includes(email)).at(-1)!.raw;
  return /\b(\d{6})\b/.exec(raw.slice(raw.indexOf('\r\n\r\n')))![1]!;
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
  ]);
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
    // The receipt is a PDF of the export service (issue 20), downloaded with the success toast.
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
    await page.getByText(en.restore.done).waitFor({ timeout: 20_000 });
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
    // No open order was paid meanwhile: it says so instead of 'Purchases restored'.
    await page.getByText(en.restore.nothing).waitFor({ timeout: 20_000 });
  });
});

describe('linking an e-mail keeps the benefits (spec §1)', () => {
  const api = (path: string, body: object) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'tenant-id': '000000' }, body: JSON.stringify(body) }).then(async (r) => (await r.json()) as { data: any });

  it('an anonymous buyer links an e-mail with the code from the mail; on a new device, logging in with it brings the credits back', { timeout: 180_000 }, async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const { page, errors } = await openPhone();
    await open(page, '/lokasi/member/credits');
    await page.locator('[data-product="credits-20"]').click({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { level: 1, name: en.pay.success, exact: true }).waitFor({ timeout: 20_000 });

    await open(page, '/lokasi/member/home');
    const card = page.locator('.member-link');
    await card.getByText(en.link.title).waitFor({ timeout: 30_000 });
    await card.getByLabel(en.link.email).fill('not-an-address');
    await card.getByRole('button', { name: en.link.send }).click();
    await card.getByRole('alert').getByText(en.link.invalidEmail).waitFor();
    await card.getByLabel(en.link.email).fill(email);
    await card.getByRole('button', { name: en.link.send }).click();
    const code = await mailedCode(email);
    const linkCodeSentAt = Date.now();
    await card.getByLabel(en.link.code).fill(code === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: en.link.submit }).click();
    await card.getByRole('alert').getByText(en.link.codeError).waitFor();
    await card.getByLabel(en.link.code).fill(code);
    await card.getByRole('button', { name: en.link.submit }).click();
    await page.getByText(`Linked e-mail: ${email}`).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);

    // A new device: log in with the linked e-mail (its own code), and the account's credits are there. The server
    // sends one code a minute to an address: the login code is asked for once that minute is over.
    smtp.messages.length = 0;
    await page.waitForTimeout(Math.max(0, linkCodeSentAt + 61_000 - Date.now()));
    const sent = await api('/v1/auth/codes', { purpose: 'login', email });
    const login = await api('/v1/auth/login', { email, code: await mailedCode(email), requestId: sent.data.requestId });
    const { page: other } = await openPhone();
    await other.addInitScript((token: string) => localStorage.setItem('lokasi-token', token), login.data.token as string);
    await open(other, '/lokasi/member/home');
    await expect.poll(() => other.locator('[data-credits="purchased"]').textContent(), { timeout: 20_000 }).toBe('20');
    await other.getByText(`Linked e-mail: ${email}`).waitFor();
  });
});

