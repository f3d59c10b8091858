import type { Locales, TranslationFunctions } from '../../i18n/i18n-types.js';
import { baseLocale, isLocale } from '../../i18n/i18n-util.js';
import { translator } from '../http/language.js';
import type { ConsumptionRating, InvestmentOpportunity, TrendClass } from './contract.js';

/** One language's words for a report's provenance (models, inputs, units, notes) and for its classification rules. */
export interface ReportTexts {
  report: TranslationFunctions['server']['report'];
  trendClass(cls: TrendClass): string;
  rating(cls: ConsumptionRating): string;
  opportunity(cls: InvestmentOpportunity): string;
  /** "a, b, c" in the language's own list style. */
  list(items: readonly string[]): string;
  number(value: number): string;
}

const cache = new Map<Locales, ReportTexts>();

export function reportTexts(language: string): ReportTexts {
  const locale = isLocale(language) ? language : baseLocale;
  let texts = cache.get(locale);
  if (!texts) {
    const t = translator(locale);
    const classes = t.city.report;
    const listFormat = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
    const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    texts = {
      report: t.server.report,
      trendClass: (cls) => (cls === 'no data' ? classes.trendClass.noData() : classes.trendClass[cls]()),
      rating: (cls) => classes.rating[cls](),
      opportunity: (cls) => classes.opportunity[cls](),
      list: (items) => listFormat.format(items),
      number: (value) => numberFormat.format(value),
    };
    cache.set(locale, texts);
  }
  return texts;
}
