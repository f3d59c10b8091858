import type { FastifyRequest } from 'fastify';
import type { Locales, TranslationFunctions } from '../../i18n/i18n-types.js';
import { baseLocale, i18nObject, isLocale } from '../../i18n/i18n-util.js';
import { loadAllLocales } from '../../i18n/i18n-util.sync.js';

// The server answers in every locale, so every dictionary is loaded once at import.
loadAllLocales();

const translators = new Map<Locales, TranslationFunctions>();

/** Translation functions of one locale (cached: i18nObject builds a proxy per call). */
export function translator(locale: Locales): TranslationFunctions {
  let t = translators.get(locale);
  if (!t) {
    t = i18nObject(locale);
    translators.set(locale, t);
  }
  return t;
}

/** Maps an App-Language value ('zh', 'zh-CN', 'pt_BR', 'EN') to one of the 12 locales; English otherwise. */
export function localeFromHeader(value: string | string[] | undefined): Locales {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
  const primary = raw.split(/[-_,;]/)[0] ?? '';
  return isLocale(primary) ? primary : baseLocale;
}

export function requestLocale(request: FastifyRequest): Locales {
  return localeFromHeader(request.headers['app-language']);
}
