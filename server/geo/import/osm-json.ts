import type { DatasetDef, LoadContext } from './context.js';
import { ImportError } from './errors.js';
import { cityIdOf, isPoiTags, sgDistricts, SG_PLANNING_AREAS_FILE, writePois, type PoiInput } from './poi-writer.js';
import { ASIA_2018_ID, HANOI_2024_ID, PLACES_ID } from '../datasets.js';

/** asia-2018 files: country and the city each export covers (the city is looked up in the place list by English name). */
const ASIA_2018: Record<string, { iso2: string; city: string | null }> = {
  bangkok: { iso2: 'TH', city: 'Bangkok' }, cebu_city: { iso2: 'PH', city: 'Cebu City' },
  chiang_mai: { iso2: 'TH', city: 'Chiang Mai' }, da_nang: { iso2: 'VN', city: 'Da Nang' }, hanoi: { iso2: 'VN', city: 'Hanoi' },
  ho_chi_minh_city: { iso2: 'VN', city: 'Ho Chi Minh City' }, hong_kong: { iso2: 'HK', city: 'Hong Kong' },
  kuala_lumpur: { iso2: 'MY', city: 'Kuala Lumpur' }, seoul: { iso2: 'KR', city: 'Seoul' },
  shanghai: { iso2: 'CN', city: 'Shanghai' }, singapore: { iso2: 'SG', city: null },
};
const ASIA_DATE = '2018-04';

interface Feature {
  id?: string;
  properties: Record<string, string>;
  geometry: { type: string; coordinates: unknown } | null;
}

/** A representative point: the point itself, else the mean of the outer ring / line vertices. */
function pointOf(geometry: Feature['geometry']): [number, number] | null {
  if (!geometry) return null;
  const flat: number[][] = [];
  const walk = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') flat.push(c as number[]);
    else if (Array.isArray(c)) c.forEach(walk);
  };
  walk(geometry.coordinates);
  if (!flat.length) return null;
  return [flat.reduce((s, p) => s + p[0]!, 0) / flat.length, flat.reduce((s, p) => s + p[1]!, 0) / flat.length];
}

export const osmAsia2018Dataset: DatasetDef = {
  id: ASIA_2018_ID,
  name: 'OpenStreetMap named POIs of 11 Asian cities (2018 Overpass export)',
  // The SG planning areas decide which points of the Singapore export (whose box also covers Johor Bahru and Batam) are in Singapore.
  files: [...Object.keys(ASIA_2018).map((c) => `osm/asia-2018/${c}.geojson`), SG_PLANNING_AREAS_FILE],
  auxiliaryFiles: [SG_PLANNING_AREAS_FILE],
  dependsOn: [PLACES_ID],
  // 2: brands matched by country, kind and NSI names (these extracts carry names but no brand tags); no ATMs as stores.
  // 3: the brands' names in Lokasi's languages from the stores' name:*/brand:* tags join the brand search.
  version: 3,
  async clear(trx) {
    await trx.deleteFrom('geo_pois').where('dataset_id', '=', ASIA_2018_ID).execute();
  },
  async load(ctx: LoadContext) {
    const district = sgDistricts(ctx);
    let total = 0;
    for (const [slug, where] of Object.entries(ASIA_2018)) {
      const file = `osm/asia-2018/${slug}.geojson`;
      const fc = ctx.json<{ features?: Feature[] }>(file);
      if (!Array.isArray(fc.features)) throw new ImportError(file, 1, 'expected a GeoJSON FeatureCollection');
      const cityId = await cityIdOf(ctx.trx, where.iso2, where.city);
      const pois: PoiInput[] = [];
      for (const [i, f] of fc.features.entries()) {
        const pt = pointOf(f.geometry);
        const osmId = f.id ?? f.properties.id;
        if (!pt || !osmId) throw new ImportError(file, null, `feature #${i + 1} has no geometry or id`);
        const tags = Object.fromEntries(Object.entries(f.properties).filter(([k]) => k !== 'id' && k !== 'type'));
        if (!isPoiTags(tags)) continue;
        const [lon, lat] = pt;
        if (where.iso2 === 'SG' && district(lon, lat) === null) continue;
        pois.push({ id: `${ASIA_2018_ID}:${osmId}`, name: tags.name ?? null, lat, lon, countryIso2: where.iso2, cityId, tags, firstSeen: ASIA_DATE, lastSeen: ASIA_DATE });
      }
      total += await writePois(ctx, ASIA_2018_ID, pois, where.iso2 === 'SG' ? district : null);
      ctx.progress(`${file}: ${pois.length} POIs`);
    }
    return total;
  },
};

const HANOI_FILES = ['osm/hanoi-hoankiem-food-2024-09.json', 'osm/hanoi-hospitals-2024-09.json'];

interface OverpassElement {
  type: string;
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

export const osmHanoi2024Dataset: DatasetDef = {
  id: HANOI_2024_ID,
  name: 'OpenStreetMap Hanoi: Old Quarter food and drink, hospitals (2024 Overpass export)',
  files: HANOI_FILES,
  dependsOn: [PLACES_ID],
  // 2: brands matched by country and kind (McDonald's is a restaurant, not NSI's "McDonald's PlayPlace").
  version: 2,
  async clear(trx) {
    await trx.deleteFrom('geo_pois').where('dataset_id', '=', HANOI_2024_ID).execute();
  },
  async load(ctx: LoadContext) {
    const cityId = await cityIdOf(ctx.trx, 'VN', 'Hanoi');
    const pois = new Map<string, PoiInput>();
    for (const file of HANOI_FILES) {
      const data = ctx.json<{ osm3s?: { timestamp_osm_base?: string }; elements?: OverpassElement[] }>(file);
      if (!Array.isArray(data.elements)) throw new ImportError(file, 1, 'expected Overpass JSON with elements');
      const date = data.osm3s?.timestamp_osm_base?.slice(0, 10) ?? ctx.manifest.sourceOf(file).vintage;
      for (const e of data.elements) {
        const lat = e.lat ?? e.center?.lat;
        const lon = e.lon ?? e.center?.lon;
        if (!e.tags || lat === undefined || lon === undefined || !isPoiTags(e.tags)) continue;
        const id = `${HANOI_2024_ID}:${e.type}/${e.id}`;
        pois.set(id, { id, name: e.tags.name ?? null, lat, lon, countryIso2: 'VN', cityId, tags: e.tags, firstSeen: date, lastSeen: date });
      }
    }
    return writePois(ctx, HANOI_2024_ID, [...pois.values()], null);
  },
};
