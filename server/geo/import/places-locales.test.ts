import { describe, expect, it } from 'vitest';
import { baseLocale, locales } from '../../../i18n/i18n-util.js';
import { NATIVE_LOCALE, TRANSLATION_LOCALES } from './places.js';

describe('place names in every language of the app', () => {
  it('come for each locale but English from a translation of the places data or from a country that speaks it', () => {
    const named = new Set([...Object.values(TRANSLATION_LOCALES), ...Object.values(NATIVE_LOCALE)]);
    expect(locales.filter((locale) => locale !== baseLocale && !named.has(locale))).toEqual([]);
  });
});
