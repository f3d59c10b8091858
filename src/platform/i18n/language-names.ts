import type { Locales } from '../../../i18n/i18n-types.js';

/**
 * Each language in its own name, in the spec's order: the switcher must be readable by someone who does not read the
 * current language, so these are the same in every locale and live here rather than in the dictionaries.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locales, string>> = {
  zh: '中文',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  ja: '日本語',
  th: 'ไทย',
  es: 'Español',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
};

export const LANGUAGE_ORDER = Object.keys(LANGUAGE_NAMES) as Locales[];
