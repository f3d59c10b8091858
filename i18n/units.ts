import type { TranslationFunctions } from './i18n-types.js';

/*
 * The units the server names its figures, series and model inputs in (contracts/figure.ts `unit`), and how a reader
 * sees each in their language. One dictionary, `provenance.units`, for the screens (src/ui/figure-format.ts) and the
 * printed reports (server/exports/print-view.ts).
 */

/** The unit words of one language. */
export type UnitWords = TranslationFunctions['provenance']['units'];
export type UnitWordKey = keyof UnitWords;

/** Joins a number and the text after it: no space before a '/' ('12/km²', '2.5%/年'). */
export const withUnit = (number: string, text: string) => (text.startsWith('/') ? `${number}${text}` : `${number} ${text}`);

/** Units read as a word of `provenance.units` after the number ('12 stores', '12 家门店'). */
export const UNIT_WORDS = {
  people: 'people',
  dwellings: 'dwellings',
  households: 'households',
  days: 'days',
  ratio: 'ratio',
  stations: 'stations',
  h: 'hours',
  'people/day': 'peoplePerDay',
  'people/hour': 'peoplePerHour',
  stores: 'stores',
  places: 'places',
  points: 'points',
  years: 'years',
  months: 'months',
  stars: 'stars',
  industries: 'industries',
  stops: 'stops',
  'visits/month': 'visitsPerMonth',
  'purchases/month': 'purchasesPerMonth',
  'international $': 'internationalDollars',
} as const satisfies Record<string, UnitWordKey>;

/** Units written the same in every language: the symbol after the number ('/km²' directly, the others after a space). */
export const UNIT_SYMBOLS: Readonly<Record<string, string>> = { '%': '%', m: 'm', km2: 'km²', 'km²': 'km²', 'people/km2': '/km²' };

/** Units made of a word and a symbol: '12 stores/km²', '2.5% a year' ('2.5%/年'). */
export const UNIT_COMPOUNDS: Readonly<Record<string, (words: UnitWords) => string>> = {
  'stores/km²': (w) => `${w.stores()}/km²`,
  '%/year': (w) => withUnit('%', w.perYear()),
};

/**
 * Units that need no text after the number: a count or rank (its label says what is counted), an index or a ratio
 * (no unit), and 'currency' (an amount in a currency no source names: the label says so).
 */
export const UNITLESS: ReadonlySet<string> = new Set(['', 'count', 'rank', 'index', 'ratio', 'currency']);

/** An ISO 4217 code ('USD', 'SGD', 'MYR'): formatted as money in the reader's locale. */
export const isCurrency = (unit: string) => /^[A-Z]{3}$/.test(unit);

/** The word of a word unit in the reader's language; undefined for any other unit. */
export function unitWord(unit: string, words: UnitWords): string | undefined {
  const key = (UNIT_WORDS as Record<string, UnitWordKey>)[unit];
  return key ? words[key]() : undefined;
}

/**
 * A unit as a reader sees it after a number, in their language: the word, the symbol, the currency code (an exchange
 * rate 'SGD/USD' as it is) or a word-and-symbol compound; undefined for a unit this file does not know.
 */
export function unitText(unit: string, words: UnitWords): string | undefined {
  const word = unitWord(unit, words);
  if (word !== undefined) return word;
  if (UNIT_SYMBOLS[unit] !== undefined) return UNIT_SYMBOLS[unit];
  const compound = UNIT_COMPOUNDS[unit];
  if (compound) return compound(words);
  if (isCurrency(unit) || /^[A-Z]{3}\/[A-Z]{3}$/.test(unit)) return unit;
  return undefined;
}
