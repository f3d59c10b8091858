import type { TranslationFunctions } from '../../../i18n/i18n-types.js';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';
import { translator } from '../../http/language.js';
import { reportTexts, type ReportTexts } from '../../geo/index.js';

/** One language's words for the people reports: their own namespace, and the shared report texts (dataset names, numbers, ratings). */
export interface PeopleTexts {
  p: TranslationFunctions['areaPeople'];
  base: ReportTexts;
  /** The request's locale: place names from the data are picked in it. */
  locale: string;
}

export function peopleTexts(language: string): PeopleTexts {
  const locale = isLocale(language) ? language : baseLocale;
  return { p: translator(locale).areaPeople, base: reportTexts(locale), locale };
}
