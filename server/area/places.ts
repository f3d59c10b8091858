import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { PlaceItem } from '../../contracts/area.js';
import { bboxOf, pointInGeometry } from '../geo/geo-math.js';
import { sharedCached } from './shared-cache.js';
import { localName } from '../geo/service.js';
import { titleCase } from '../geo/official-areas.js';
import * as repo from './repository.js';

const LIMIT = 20;

/** A point inside a planning area to centre a report on: its bounding-box centre when inside, else its first vertex. */
function anchor(geometry: unknown): { lat: number; lon: number } {
  const [minX, minY, maxX, maxY] = bboxOf(geometry);
  const centre = { lon: (minX + maxX) / 2, lat: (minY + maxY) / 2 };
  if (pointInGeometry(centre.lon, centre.lat, geometry)) return centre;
  const g = geometry as { type: string; coordinates: unknown };
  const first = (g.type === 'Polygon' ? (g.coordinates as number[][][])[0]![0]! : (g.coordinates as number[][][][])[0]![0]![0]!) as [number, number];
  return { lon: first[0], lat: first[1] };
}

/** The place search of the data query: Singapore planning areas, then named places of the map data, then cities. */
export function searchPlaces(db: Kysely<Database>, text: string, locale: string, now: Date): Promise<PlaceItem[]> {
  return sharedCached(db, `area:places:${locale}:${text}`, now, async () => {
    const [areas, pois, cities] = await Promise.all([
      repo.planningAreas(db, now),
      repo.poisNamed(db, text, LIMIT),
      repo.searchCities(db, { q: text, limit: LIMIT }),
    ]);
    const items: PlaceItem[] = [
      ...areas.filter((a) => a.name.toLowerCase().startsWith(text)).map((a) => ({ kind: 'planning area' as const, name: titleCase(a.name), ...anchor(a.geometry), countryCode: a.country_iso2 })),
      ...pois.map((p) => ({ kind: 'poi' as const, name: p.name!, lat: p.lat, lon: p.lon, countryCode: p.country_iso2 })),
      ...cities.map((c) => ({ kind: 'city' as const, name: localName(c.names, c.name, locale).name, lat: c.lat, lon: c.lon, countryCode: c.country_iso2 })),
    ];
    return items.slice(0, LIMIT);
  });
}
