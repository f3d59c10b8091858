import { describe, expect, it } from 'vitest';
import { i18nObject, locales } from '../../../../i18n/i18n-util.js';
import { loadAllLocales } from '../../../../i18n/i18n-util.sync.js';
import type { OrderView } from '../api.js';
import { receiptHtml } from './receipt.js';
import { orderFixture } from './order-fixture.js';

loadAllLocales();

const paid = (provider: string, environment: string): OrderView =>
  orderFixture({ provider, environment, status: 'paid', paidAt: '2026-11-21T10:01:00.000Z', transactionId: 'sbx_7f3c' });

/** "Sandbox" as each locale's texts write it. */
const SANDBOX = /sandbox|沙盒|샌드박스|サンドボックス|แซนด์บ็อกซ์/i;

describe('receipts of sandbox payments', () => {
  it.each(locales)('say "sandbox" in %s, with the transaction id, and a real payment\'s receipt does not', (locale) => {
    const LL = i18nObject(locale);
    const sandbox = receiptHtml(paid('sandbox', 'sandbox'), LL, locale);
    expect(sandbox).toContain(LL.membership.sandbox.receipt());
    expect(LL.membership.sandbox.receipt()).toMatch(SANDBOX);
    if (locale !== 'en') expect(LL.membership.sandbox.receipt()).not.toBe(i18nObject('en').membership.sandbox.receipt());
    expect(sandbox).toContain('sbx_7f3c');
    expect(receiptHtml(paid('wechat', 'production'), LL, locale)).not.toContain(LL.membership.sandbox.receipt());
  });
});
