import { HALAL_PLACEHOLDER } from '../rules.js';
import type { Industry } from '../industries.js';
import type { DatasetDef, LoadContext } from './context.js';
import { parseCsv, num } from './csv.js';
import { ImportError } from './errors.js';
import { cityIdOf, sgDistricts, SG_PLANNING_AREAS_FILE, writePois, type PoiInput } from './poi-writer.js';
import { PLACES_ID, SG_CHAS_CLINICS_ID, SG_HALAL_ID, SG_HAWKER_CENTRES_ID, SG_SHOPPING_MALLS_ID, SG_VET_CLINICS_ID } from '../datasets.js';

interface RawPoint {
  key: string;
  name: string;
  lat: number;
  lon: number;
  industry: Industry;
  tags: Record<string, string>;
}

/**
 * The OSM kind each point set's entries are, for brand matching: MUIS lists eating establishments of every format
 * (restaurants, kiosks, snack bars), which NSI's 'food' match group covers through amenity/restaurant.
 */
const KIND_OF: Partial<Record<Industry, string>> = {
  restaurant_halal: 'amenity/restaurant', mall: 'shop/mall', clinic: 'amenity/clinic', dentist: 'amenity/dentist', veterinary: 'amenity/veterinary',
};

/** A Singapore point set: each row becomes a POI with a fixed industry (these sources carry no OSM tags). */
function sgPointDataset(id: string, name: string, file: string, read: (ctx: LoadContext) => RawPoint[]): DatasetDef {
  return {
    id, name, files: [file, SG_PLANNING_AREAS_FILE], auxiliaryFiles: [SG_PLANNING_AREAS_FILE], dependsOn: [PLACES_ID],
    // 3: brands matched by country, kind and NSI names, so halal-directory McDonald's are McDonald's restaurants.
    version: 3,
    async clear(trx) {
      await trx.deleteFrom('geo_pois').where('dataset_id', '=', id).execute();
    },
    async load(ctx) {
      const vintage = ctx.manifest.sourceOf(file).vintage;
      const cityId = await cityIdOf(ctx.trx, 'SG', null);
      const seen = new Set<string>();
      const pois: PoiInput[] = read(ctx)
        .filter((p) => !seen.has(p.key) && seen.add(p.key))
        .map((p) => ({ id: `${id}:${p.key}`, name: p.name, lat: p.lat, lon: p.lon, countryIso2: 'SG', cityId, tags: { ...p.tags, name: p.name }, industry: p.industry, impliedKinds: KIND_OF[p.industry] ? [KIND_OF[p.industry]!] : [], firstSeen: vintage, lastSeen: vintage }));
      return writePois(ctx, id, pois, sgDistricts(ctx));
    },
  };
}

const checkCoord = (file: string, line: number | null, lat: number, lon: number) => {
  if (!(lat > 1.1 && lat < 1.5 && lon > 103.5 && lon < 104.1)) throw new ImportError(file, line, `coordinates ${lat},${lon} are outside Singapore`);
};

export const sgPointDatasets: DatasetDef[] = [
  sgPointDataset(SG_HAWKER_CENTRES_ID, 'NEA hawker centres', 'sg/hawker-centres.geojson', (ctx) => {
    const file = 'sg/hawker-centres.geojson';
    const fc = ctx.json<{ features: Array<{ geometry: { coordinates: [number, number] }; properties: Record<string, unknown> }> }>(file);
    return fc.features.map((f, i) => {
      const [lon, lat] = f.geometry.coordinates;
      checkCoord(file, null, lat, lon);
      return { key: String(f.properties.OBJECTID ?? i), name: String(f.properties.NAME ?? ''), lat, lon, industry: 'hawker_centre', tags: {} };
    });
  }),
  sgPointDataset(SG_SHOPPING_MALLS_ID, 'Shopping malls of Singapore', 'sg/shopping-malls.csv', (ctx) => {
    const file = 'sg/shopping-malls.csv';
    return parseCsv(ctx.text(file), file).map((r) => {
      const lat = num(r, 'lat', file);
      const lon = num(r, 'lon', file);
      checkCoord(file, r.line, lat, lon);
      const brand = r.get('brand');
      return { key: `${r.line}`, name: r.get('name'), lat, lon, industry: 'mall', tags: brand ? { brand } : ({} as Record<string, string>) };
    });
  }),
  sgPointDataset(SG_CHAS_CLINICS_ID, 'MOH CHAS clinics (medical and dental)', 'sg/chas-clinics-2021.csv', (ctx) => {
    const file = 'sg/chas-clinics-2021.csv';
    return parseCsv(ctx.text(file), file).map((r) => {
      const lat = num(r, 'y', file);
      const lon = num(r, 'x', file);
      checkCoord(file, r.line, lat, lon);
      return { key: r.get('hci_code') || `${r.line}`, name: r.get('hci_name'), lat, lon, industry: r.get('licence_type') === 'MD' ? 'dentist' : 'clinic', tags: {} };
    });
  }),
  sgPointDataset(SG_VET_CLINICS_ID, 'AVS licensed veterinary clinics', 'sg/vet-clinics-2026-01.csv', (ctx) => {
    const file = 'sg/vet-clinics-2026-01.csv';
    return parseCsv(ctx.text(file), file).map((r) => {
      const lat = num(r, 'lat', file);
      const lon = num(r, 'lng', file);
      checkCoord(file, r.line, lat, lon);
      return { key: `${r.get('postal')}-${r.line}`, name: r.get('name'), lat, lon, industry: 'veterinary', tags: {} };
    });
  }),
  sgPointDataset(SG_HALAL_ID, 'MUIS-certified halal eating establishments (geocoded)', 'sg/halal-establishments-geocoded-2025-10.json', (ctx) => {
    const file = 'sg/halal-establishments-geocoded-2025-10.json';
    const rows = ctx.json<Array<{ id: string; name: string; address: string; latitude: number; longitude: number; type: string }>>(file);
    if (!Array.isArray(rows)) throw new ImportError(file, 1, 'expected an array');
    return rows
      .filter((r) => !(r.latitude === HALAL_PLACEHOLDER.lat && r.longitude === HALAL_PLACEHOLDER.lon))
      .map((r, i) => {
        if (typeof r.latitude !== 'number' || typeof r.longitude !== 'number') throw new ImportError(file, null, `entry #${i + 1} lacks coordinates`);
        checkCoord(file, null, r.latitude, r.longitude);
        return { key: `${r.id}|${r.name}|${r.address}`, name: r.name, lat: r.latitude, lon: r.longitude, industry: 'restaurant_halal', tags: { 'diet:halal': 'only', 'halal:type': r.type } };
      });
  }),
];
