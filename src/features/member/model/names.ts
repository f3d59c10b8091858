import type { TranslationFunctions } from '../../../../i18n/i18n-types.js';
import type { OrderView, ProductView } from '../api.js';
import { numberFormat, dateTimeFormat } from '../../../platform/i18n/intl.js';

type Named = Pick<ProductView, 'kind' | 'plan' | 'credits'> | Pick<OrderView, 'kind' | 'plan' | 'credits'>;

/** A product's name in the interface language: the plan, or the credit count of a pack. */
export function productName(t: TranslationFunctions['membership'], p: Named): string {
  return p.kind === 'membership' && p.plan ? t.plans[p.plan]() : t.plans.creditPack({ count: p.credits ?? 0 });
}

/** Symbols several currencies write alike ('$' is the US, Singapore, Hong Kong... dollar; '¥' the yen and the yuan). */
const SHARED_SYMBOLS = new Set(['$', '¥', '￥', 'kr', 'Rs']);

/**
 * Price in the user's language with the currency's decimals and a mark no reader can mistake: the locale's symbol
 * where it names one currency ('€', 'S$', 'US$'), else the currency's code ('USD 2.99', never a bare '$2.99').
 */
export function formatPrice(amount: string, currency: string, locale: string): string {
  const symbol = numberFormat(locale, { style: 'currency', currency }).formatToParts(Number(amount)).find((p) => p.type === 'currency')?.value.trim();
  const currencyDisplay = symbol && SHARED_SYMBOLS.has(symbol) ? 'code' : 'symbol';
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay }).format(Number(amount));
}

export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}
