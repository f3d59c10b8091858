import { latLngToCell } from 'h3-js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { storeMatcher } from '../stores/matcher-instance.js';
import type { StoreMatch } from '../stores/store-match.js';
import { bboxOf, pointInGeometry } from '../geo-math.js';
import { industryOf } from '../industries.js';
import { insertRows } from './batch.js';
import { localBrandTokens, writeLocalBrandTokens } from './brand-local-names.js';
import type { LoadContext } from './context.js';

export interface PoiInput {
  id: string;
  name: string | null;
  lat: number;
  lon: number;
  countryIso2: string;
  cityId: number | null;
  tags: Record<string, string>;
  /** When the source is not OSM-tagged, its fixed industry (e.g. hawker centres); otherwise derived from tags. */
  industry?: string | null;
  /** The OSM kinds ('amenity/restaurant') a source without OSM tags implies, for brand matching. */
  impliedKinds?: readonly string[];
  /** The brand match when the caller already made it (per-snapshot sources); otherwise matched here. */
  match?: StoreMatch | null;
  firstSeen: string;
  lastSeen: string;
}

export const SG_PLANNING_AREAS_FILE = 'sg/planning-areas-2019.geojson';

interface District {
  name: string;
  bbox: [number, number, number, number];
  geometry: unknown;
}

/** SG planning areas (URA 2019) for point-in-polygon district lookups; the file must be one of the dataset's files. */
export function sgDistricts(ctx: LoadContext): (lon: number, lat: number) => string | null {
  const fc = ctx.json<{ features: Array<{ properties: { PLN_AREA_N: string }; geometry: unknown }> }>(SG_PLANNING_AREAS_FILE);
  const areas: District[] = fc.features.map((f) => ({ name: f.properties.PLN_AREA_N, bbox: bboxOf(f.geometry), geometry: f.geometry }));
  return (lon, lat) =>
    areas.find((a) => lon >= a.bbox[0] && lon <= a.bbox[2] && lat >= a.bbox[1] && lat <= a.bbox[3] && pointInGeometry(lon, lat, a.geometry))
      ?.name ?? null;
}

/** The id of the city a source covers: the city-state city of a country, else the most populous city of that name. */
export async function cityIdOf(trx: Transaction<Database>, iso2: string, name: string | null): Promise<number | null> {
  const row = await trx
    .selectFrom('geo_cities as c')
    .innerJoin('geo_countries as k', 'k.id', 'c.country_id')
    .select('c.id')
    .where('k.iso2', '=', iso2)
    .where((eb) => (name === null ? eb('c.is_country', '=', true) : eb('c.name', '=', name)))
    .orderBy('c.is_country', 'desc')
    .orderBy(sql`c.population desc nulls last`)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds H3 cells, industry and NSI brand (with how it was matched), then writes the POIs of one dataset and their brands' local names. */
export async function writePois(
  ctx: LoadContext,
  datasetId: string,
  pois: readonly PoiInput[],
  district: ((lon: number, lat: number) => string | null) | null,
): Promise<number> {
  const m = storeMatcher();
  const latestSnapshot = pois.reduce((d, p) => (p.lastSeen > d ? p.lastSeen : d), '');
  const rows = pois.map((p) => {
    const match = p.match !== undefined ? p.match : m.match({ tags: p.tags, impliedKinds: p.impliedKinds, countryIso2: p.countryIso2, lat: p.lat, lon: p.lon });
    return {
      id: p.id, dataset_id: datasetId, name: p.name, lat: p.lat, lon: p.lon,
      h3_r9: latLngToCell(p.lat, p.lon, 9), h3_r8: latLngToCell(p.lat, p.lon, 8),
      industry: p.industry === undefined ? industryOf(p.tags) : p.industry,
      brand_id: match?.item.id ?? null, match_method: match?.method ?? null,
      city_id: p.cityId, country_iso2: p.countryIso2, district: district ? district(p.lon, p.lat) : null,
      tags: p.tags, first_seen: p.firstSeen, last_seen: p.lastSeen, current: p.lastSeen === latestSnapshot,
    };
  });
  await writeLocalBrandTokens(ctx.trx, localBrandTokens(rows));
  return insertRows(ctx.trx, 'geo_pois', {
    id: 'text', dataset_id: 'text', name: 'text', lat: 'float8', lon: 'float8', h3_r9: 'text', h3_r8: 'text',
    industry: 'text', brand_id: 'text', match_method: 'text', city_id: 'int4', country_iso2: 'text', district: 'text', tags: 'jsonb',
    first_seen: 'text', last_seen: 'text', current: 'bool',
  }, rows);
}

/** True for OSM features Lokasi treats as points of interest (businesses, services, facilities). */
export function isPoiTags(tags: Readonly<Record<string, string>>): boolean {
  return ['amenity', 'shop', 'tourism', 'leisure', 'office', 'healthcare', 'craft'].some((k) => k in tags) || industryOf(tags) !== null;
}
