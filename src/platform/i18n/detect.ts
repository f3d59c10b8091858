import type { Locales } from '../../../i18n/i18n-types.js';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';

/** localStorage key of the chosen interface language. */
export const LANGUAGE_KEY = 'global-web-lang';

/**
 * Maps a language tag to one of the 12 locales by its primary subtag: zh-Hans-CN, zh-TW and zh-HK → zh, pt-BR → pt,
 * ms-MY → ms. `in` is the pre-1989 code for Indonesian that older Android WebViews still report (in-ID).
 */
export function toLocale(tag: string | null | undefined): Locales | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary) return null;
  const code = primary === 'in' ? 'id' : primary;
  return isLocale(code) ? code : null;
}

export interface LanguageSources {
  /** The page URL: `lang` is read from the query, then from the query inside the hash (`#/path?lang=th`). */
  url: string;
  storage: { get(key: string): string | null };
  navigatorLanguages: readonly string[];
}

function langInUrl(url: string): (string | null)[] {
  const parsed = new URL(url);
  const q = parsed.hash.indexOf('?');
  const inHash = q < 0 ? null : new URLSearchParams(parsed.hash.slice(q + 1)).get('lang');
  return [parsed.searchParams.get('lang'), inHash];
}

/** The language: URL `lang`, else the saved `global-web-lang`, else the browser's languages in order, else English. */
export function detectLanguage({ url, storage, navigatorLanguages }: LanguageSources): Locales {
  const candidates = [...langInUrl(url), storage.get(LANGUAGE_KEY), ...navigatorLanguages];
  for (const tag of candidates) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return baseLocale;
}
