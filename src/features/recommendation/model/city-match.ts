import type { CityItem } from '../../../../contracts/geo.js';

/** Case, accents and spacing do not tell names apart ("São Paulo" = "sao paulo"). */
export const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The cities a "city, country" answer names (the city with its country): those of the search whose country
 * is the one given (its name, either way round a prefix, or its ISO code); an exact name among them wins.
 */
export function matchCity(found: readonly CityItem[], name: string, country: string): CityItem[] {
  const c = normalise(country);
  const inCountry = found.filter((item) => {
    const n = normalise(item.countryName);
    return item.countryIso2.toLowerCase() === c || n.startsWith(c) || c.startsWith(n);
  });
  const n = normalise(name);
  const exact = inCountry.filter((item) => normalise(item.name) === n || normalise(item.nameEn) === n);
  return exact.length > 0 ? exact : inCountry;
}
