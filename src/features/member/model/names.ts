import type { TranslationFunctions } from '../../../../i18n/i18n-types.js';
import type { OrderView, ProductView } from '../api.js';
import { numberFormat, dateTimeFormat } from '../../../platform/i18n/intl.js';

type Named = Pick<ProductView, 'kind' | 'plan' | 'credits'> | Pick<OrderView, 'kind' | 'plan' | 'credits'>;

/** A product's name in the interface language: the plan, or the credit count of a pack. */
export function productName(t: TranslationFunctions['membership'], p: Named): string {
  return p.kind === 'membership' && p.plan ? t.plans[p.plan]() : t.plans.creditPack({ count: p.credits ?? 0 });
}

/** Price in the user's language with the currency's own symbol and decimals. */
export function formatPrice(amount: string, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(Number(amount));
}

export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}
