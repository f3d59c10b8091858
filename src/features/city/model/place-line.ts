import type { CityItem } from '../../../../contracts/geo.js';
import type { Locales } from '../../../../i18n/i18n-types.js';

const LATIN = /\p{Script=Latin}/u;
/** The script each language writes names in: every locale has its entry, so a new language must say its own. */
const LOCALE_SCRIPT: Record<Locales, RegExp> = {
  zh: /\p{Script=Han}/u, ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, ko: /\p{Script=Hangul}/u, th: /\p{Script=Thai}/u,
  en: LATIN, de: LATIN, fr: LATIN, es: LATIN, pt: LATIN, id: LATIN, ms: LATIN, vi: LATIN,
};

/**
 * "City, State, Country" for the header: a city-state is its country alone; the state is left out when its name is in
 * another script than the interface language (the data has state names in English only), and repeats are dropped.
 */
export function placeLine(city: CityItem, locale: string): string {
  if (city.isCountry) return city.countryName;
  const script = LOCALE_SCRIPT[locale as Locales] ?? LATIN;
  const inScript = (text: string) => script.test(text);
  const parts = [city.name, city.stateName && inScript(city.stateName) ? city.stateName : null, city.countryName];
  return parts.filter((p, i): p is string => !!p && parts.indexOf(p) === i).join(', ');
}
