import type { CityItem } from '../../../../contracts/geo.js';

/** Scripts of the languages whose names are not written in Latin letters. */
const LOCALE_SCRIPT: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u, ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, ko: /\p{Script=Hangul}/u, th: /\p{Script=Thai}/u,
};
const LATIN = /\p{Script=Latin}/u;

/**
 * "City, State, Country" for the header: a city-state is its country alone; the state is left out when its name is in
 * another script than the interface language (the data has state names in English only), and repeats are dropped.
 */
export function placeLine(city: CityItem, locale: string): string {
  if (city.isCountry) return city.countryName;
  const script = LOCALE_SCRIPT[locale];
  const inScript = (text: string) => (script ? script.test(text) : LATIN.test(text));
  const parts = [city.name, city.stateName && inScript(city.stateName) ? city.stateName : null, city.countryName];
  return parts.filter((p, i): p is string => !!p && parts.indexOf(p) === i).join(', ');
}
