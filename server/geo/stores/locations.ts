import fs from 'node:fs';
import path from 'node:path';
import { feature, isIn } from '@rapideditor/country-coder';
import { haversineM, pointInGeometry } from '../geo-math.js';

/** NSI's locationSet: country-coder ids (ISO codes, M49 regions, aliases), `*.geojson` ids, or [lon, lat, radius km]. */
export type LocationEntry = string | number[];
export interface LocationSet {
  include?: LocationEntry[];
  exclude?: LocationEntry[];
}
export interface StorePlace {
  countryIso2: string;
  lat: number;
  lon: number;
}

/** NSI's default radius for a point location without one. */
const DEFAULT_RADIUS_KM = 25;

/**
 * Decides whether an NSI item is valid where a store is. A store's country is Lokasi's own (the source's country),
 * so country and region entries are answered from country-coder's hierarchy (the country itself or a group containing
 * it); entries smaller than a country (e.g. 'gb-eng') are tested with the store's point, as are NSI's own geojson
 * areas and point-radius entries. An entry nobody can resolve counts as not containing the store: it can neither
 * make an item valid nor exclude it.
 */
export class LocationResolver {
  private readonly areas: Map<string, unknown>;
  private readonly countryLevel = new Map<string, boolean | 'point'>();

  constructor(nsiFile: string) {
    const fc = JSON.parse(fs.readFileSync(path.join(path.dirname(nsiFile), 'featureCollection.json'), 'utf8')) as { features: Array<{ id: string; geometry: unknown }> };
    this.areas = new Map(fc.features.map((f) => [f.id.toLowerCase(), f.geometry]));
  }

  validAt(set: LocationSet, place: StorePlace): boolean {
    const include = set.include?.length ? set.include : ['001'];
    return include.some((e) => this.contains(e, place)) && !(set.exclude ?? []).some((e) => this.contains(e, place));
  }

  /** 0: the store's country or smaller, 1: a region, 2: worldwide (used to prefer the most local item on ties). */
  specificity(set: LocationSet, place: StorePlace): number {
    const hits = (set.include ?? ['001']).filter((e) => this.contains(e, place));
    if (hits.some((e) => typeof e !== 'string' || this.countryLevelAnswer(e, place.countryIso2) === 'point' || e.toLowerCase() === place.countryIso2.toLowerCase())) return 0;
    return hits.some((e) => e !== '001') ? 1 : 2;
  }

  private contains(entry: LocationEntry, place: StorePlace): boolean {
    if (Array.isArray(entry)) {
      const [lon, lat, radiusKm] = entry;
      return lon !== undefined && lat !== undefined && haversineM(place.lat, place.lon, lat, lon) <= (radiusKm ?? DEFAULT_RADIUS_KM) * 1000;
    }
    const id = entry.toLowerCase();
    if (id.endsWith('.geojson')) {
      const g = this.areas.get(id);
      return g !== undefined && pointInGeometry(place.lon, place.lat, g);
    }
    const answer = this.countryLevelAnswer(id, place.countryIso2);
    return answer === 'point' ? isIn([place.lon, place.lat], id) === true : answer;
  }

  /** true/false when the country alone decides; 'point' for an area inside the country. */
  private countryLevelAnswer(id: string, iso2: string): boolean | 'point' {
    const key = `${id}|${iso2}`;
    const known = this.countryLevel.get(key);
    if (known !== undefined) return known;
    const country = feature(iso2);
    const area = feature(id);
    let answer: boolean | 'point' = false;
    if (country && area) {
      const countryId = country.properties.id;
      const areaId = area.properties.id;
      if (areaId === countryId || (country.properties.groups ?? []).includes(areaId)) answer = true;
      else if ((area.properties.groups ?? []).includes(countryId)) answer = 'point';
    }
    this.countryLevel.set(key, answer);
    return answer;
  }
}
