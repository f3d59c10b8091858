import { describe, expect, it } from 'vitest';
import { locales } from './i18n-util.js';

/**
 * Every locale has exactly the keys of English, in the base dictionary and in every namespace folder, and no value is
 * left in English. A value may equal the English one only if, outside its {placeholders}, it has no words, or all its
 * words are names, international abbreviations or units written the same way in all 12 languages:
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['Lokasi', 'Wikidata', 'OpenStreetMap', 'GeoNames', 'AI', 'VIP', 'GDP', 'ATV', 'PDF', 'USD', 'OK', 'ID', 'min', 'km', 'm']);

/** Product names that payment providers publish in English and users see that way on their own screens. */
const PRODUCT_NAMES = new Set(['WeChat Pay', 'Alipay', 'Apple Pay', 'Google Play']);

/** Correct translations that happen to be spelled like the English word (checked by a speaker of the language). */
const COGNATES: Partial<Record<string, readonly string[]>> = {
  de: ['Name', 'Premium', 'Software', 'Credits', 'Café', 'Bar', 'Restaurant', 'Pizzeria', 'Hotel', 'Bank', 'Fitness', 'Park'],
  fr: ['Total', 'stations', 'Population', 'Stable', 'Premium', 'Notes', '1 minute', '5 minutes', 'Transaction', 'E-mail', 'Transport',
    'Finance', 'Services', 'Public', 'Café', 'Bar', 'Pub', 'Restaurant', 'Pizzeria', 'Fitness', 'Casino'],
  pt: ['Total', 'Premium', 'Software', 'E-mail', 'Café', 'Bar', 'Pub', 'Hotel', 'Hospital', 'Casino'],
  es: ['Total', 'Premium', 'Software', 'Bar', 'Pub', 'Hotel', 'Hospital', 'Casino'],
  id: ['Total', 'Premium', 'Bar', 'Pub', 'Supermarket', 'Hotel', 'Bank'],
  ms: ['Premium', 'Bar', 'Pub', 'Hotel', 'Hospital', 'Bank'],
  ja: ['ATM'],
};

type Dictionary = { [key: string]: string | Dictionary };

const base = import.meta.glob<{ default: Dictionary }>('./*/index.ts', { eager: true });
const namespaces = import.meta.glob<{ default: Dictionary }>('./*/*/index.ts', { eager: true });

function flatten(dict: Dictionary, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function mayStayEnglish(value: string, locale: string): boolean {
  if (COGNATES[locale]?.includes(value) || PRODUCT_NAMES.has(value)) return true;
  const words = value.replace(/\{[^}]*\}/g, '').match(/[\p{L}\p{N}²]+/gu) ?? [];
  return words.every((w) => /^\p{N}+$/u.test(w) || SAME_IN_EVERY_LANGUAGE.has(w));
}

/** `./en/index.ts` → 'index', `./en/info/index.ts` → 'info'. */
function filesOf(locale: string): Map<string, Dictionary> {
  const files = new Map<string, Dictionary>();
  for (const [path, mod] of Object.entries(base)) if (path === `./${locale}/index.ts`) files.set('index', mod.default);
  for (const [path, mod] of Object.entries(namespaces)) {
    const [, loc, ns] = path.split('/');
    if (loc === locale && ns) files.set(ns, mod.default);
  }
  return files;
}

const english = filesOf('en');
const others = locales.filter((l) => l !== 'en');

describe('dictionaries', () => {
  it('English has the base dictionary and at least one namespace', () => {
    expect(english.has('index')).toBe(true);
    expect(english.size).toBeGreaterThan(1);
  });

  describe.each(others)('%s', (locale) => {
    const files = filesOf(locale);

    it('has the same files as English', () => {
      expect([...files.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each([...english.keys()])('%s: same keys as English, every value translated', (file) => {
      const en = flatten(english.get(file)!);
      const translated = flatten(files.get(file) ?? {});
      expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
      const copied = [...en].filter(
        ([key, value]) => translated.get(key) === value && !mayStayEnglish(value, locale),
      );
      expect(copied.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
      const empty = [...translated].filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });
});
