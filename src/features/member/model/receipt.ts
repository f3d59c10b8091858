import type { TranslationFunctions } from '../../../../i18n/i18n-types.js';
import type { OrderView } from '../api.js';
import { formatDateTime } from '../../../platform/i18n/intl.js';
import { formatPrice, productName } from './names.js';
import { RECEIPT_STYLE } from '../../../../contracts/inline-styles.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A self-contained HTML receipt of a paid order, in the interface language (PDF comes with the export service). */
export function receiptHtml(order: OrderView, LL: TranslationFunctions, locale: string): string {
  const t = LL.membership;
  const rows: Array<[string, string]> = [
    [t.orders.orderNo(), order.id],
    [t.orders.paidAt(), order.paidAt ? formatDateTime(locale, order.paidAt) : t.orders.pending()],
    [t.orders.product(), productName(t, order)],
    [t.orders.amount(), formatPrice(order.price.amount, order.price.currency, locale)],
    [t.orders.transaction(), `${order.provider} ${order.transactionId ?? ''}`.trim()],
  ];
  // A sandbox receipt says so in the reader's language: it proves no payment.
  const sandbox = order.environment === 'sandbox' ? `<p><strong>${escape(t.sandbox.receipt())}</strong></p>` : '';
  const body = rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('');
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8"><title>${escape(t.orders.receipt())} ${escape(order.id)}</title>
<style>${RECEIPT_STYLE}</style></head>
<body><h1>${escape(LL.product())} · ${escape(t.orders.receipt())}</h1>${sandbox}<table>${body}</table></body></html>`;
}
