import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { PlaceItem } from '../../../contracts/area.js';
import { sharedCached } from '../imported-data-cache.js';
import { currentPoisNamed, searchCities } from '../queries.js';
import { localName } from '../service.js';
import { foldPlace } from './fold.js';
import { gazetteerOf } from './gazetteer.js';
import { rankMatches, type Rankable } from './match.js';

const LIMIT = 20;

type Candidate = Rankable & { item: PlaceItem };

/**
 * The place search of the point entries: the gazetteer's places (areas, stations, stops, streets, malls, hawker
 * centres), other named map records and cities, ranked together by match and kind; names in the reader's language
 * where the data has it (a station's Chinese or Tamil name), searched in every language the data has.
 */
export function searchPlaces(db: Kysely<Database>, text: string, locale: string, now: Date): Promise<PlaceItem[]> {
  return sharedCached(db, `geo:places:${locale}:${foldPlace(text)}`, now, async () => {
    const [gazetteer, pois, cities] = await Promise.all([gazetteerOf(db, now), currentPoisNamed(db, text, LIMIT), searchCities(db, { q: text, limit: LIMIT })]);
    const candidates: Candidate[] = [
      ...gazetteer.entries.map((e) => ({ ...e, item: { kind: e.kind, name: localName(e.names, e.name, locale).name, detail: e.detail, lat: e.lat, lon: e.lon, countryCode: e.countryCode } })),
      ...pois.map((p) => ({ kind: 'poi', name: p.name!, keys: [foldPlace(p.name!)], extra: '', item: { kind: 'poi' as const, name: p.name!, detail: null, lat: p.lat, lon: p.lon, countryCode: p.country_iso2 } })),
      ...cities.map((c) => {
        const name = localName(c.names, c.name, locale).name;
        return { kind: 'city', name, keys: [c.name, ...Object.values(c.names ?? {})].map(foldPlace), extra: '', item: { kind: 'city' as const, name, detail: null, lat: c.lat, lon: c.lon, countryCode: c.country_iso2 } };
      }),
    ];
    const seen = new Set<string>();
    return rankMatches(candidates, text, LIMIT * 3)
      .map((c) => c.item)
      .filter((i) => {
        // A mall is also a named map record: the better-ranked of one name at one spot (about 100 m) is listed.
        const key = `${i.name}|${i.lat.toFixed(3)}|${i.lon.toFixed(3)}`;
        return !seen.has(key) && !!seen.add(key);
      })
      .slice(0, LIMIT);
  });
}
