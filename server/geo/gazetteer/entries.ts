import { iso1A2Code } from '@rapideditor/country-coder';
import { bboxOf, haversineM, pointInGeometry } from '../geo-math.js';
import { titleCase } from '../official-areas.js';
import { foldPlace } from './fold.js';
import { streetLines, type StreetLine } from './street-lines.js';

/** What a gazetteer entry is, as the place search names it (contracts/area.ts PlaceKind). */
export type GazetteerKind = 'planning area' | 'station' | 'bus stop' | 'street' | 'mall' | 'hawker centre';

export interface GazetteerEntry {
  kind: GazetteerKind;
  /** As the data writes it (title case where the source shouts), and in other languages where the data has them. */
  name: string;
  names: Record<string, string>;
  /** Data text that tells two places of one name apart: a station's line codes, a stop's road, a street's area. */
  detail: string | null;
  lat: number;
  lon: number;
  countryCode: string | null;
  /** Every name folded (fold.ts), and the folded detail: what a search matches. */
  keys: string[];
  extra: string;
}

/** A point with an address: a residential block ('Blk 217 Sumang Walk') or a stop ('Blk 315B, Sumang Walk'). */
export interface AddressPoint {
  address: string;
  street: string;
  lat: number;
  lon: number;
}

export interface AreaOutline {
  name: string;
  geometry: unknown;
  countryCode: string;
}

/** The rows the gazetteer is made of (queries.ts), whichever market they come from. */
export interface GazetteerSources {
  stops: ReadonlyArray<{ kind: string; code: string | null; name: string; names: Record<string, string>; lat: number; lon: number; dataset_id: string }>;
  pois: ReadonlyArray<{ industry: string | null; name: string | null; lat: number; lon: number; country_iso2: string }>;
  blocks: ReadonlyArray<{ block: string; street: string; lat: number; lon: number }>;
  areas: ReadonlyArray<{ name: string; geometry: unknown; country_iso2: string }>;
}

export interface Gazetteer {
  entries: GazetteerEntry[];
  /** Residential blocks and stops with their addresses, for naming a point (site-name.ts). */
  addresses: AddressPoint[];
  areaAt(lat: number, lon: number): string | null;
  /** Streets traced through their stops (street-lines.ts), and the datasets of those stops. */
  streets: StreetLine[];
}

const POI_KIND: Readonly<Record<string, GazetteerKind>> = { mall: 'mall', hawker_centre: 'hawker centre', rail_station: 'station', bus_stop: 'bus stop' };
export const GAZETTEER_INDUSTRIES = Object.keys(POI_KIND);
/** Two records of one kind and name this close are one place (a station in two sources, a stop on each side). */
const SAME_PLACE_M = 400;

/** A name and, for 'Amoy Street Food Centre (Telok Ayer Food Centre)', each of the two names it gives. */
const withAlternatives = (name: string) => {
  const m = /^(.+?)\s*\((.+)\)$/.exec(name);
  return m ? [name, m[1]!, m[2]!] : [name];
};

/** Sources that write names in capitals ('SUMANG WALK', 'OUTRAM') are shown in title case. */
const display = (name: string) => (name === name.toUpperCase() && /\p{Lu}{2}/u.test(name) ? titleCase(name) : name);

export function buildGazetteer(src: GazetteerSources): Gazetteer {
  const areas = src.areas.map((a) => ({ name: display(a.name), geometry: a.geometry, countryCode: a.country_iso2, bbox: bboxOf(a.geometry) }));
  const areaAt = (lat: number, lon: number) =>
    areas.find((a) => lon >= a.bbox[0] && lat >= a.bbox[1] && lon <= a.bbox[2] && lat <= a.bbox[3] && pointInGeometry(lon, lat, a.geometry))?.name ?? null;
  const country = (lat: number, lon: number) => iso1A2Code([lon, lat]) ?? null;
  const entry = (kind: GazetteerKind, name: string, names: Record<string, string>, detail: string | null, lat: number, lon: number, countryCode: string | null): GazetteerEntry => ({
    kind, name, names, detail, lat, lon, countryCode, keys: [...new Set([name, ...Object.values(names)].flatMap(withAlternatives).map(foldPlace))], extra: detail ? foldPlace(detail) : '',
  });

  const points: GazetteerEntry[] = [];
  for (const s of src.stops) {
    const { road, ...languages } = s.names;
    if (s.kind === 'rail_station') points.push(entry('station', s.name, languages, s.code, s.lat, s.lon, country(s.lat, s.lon)));
    else points.push(entry('bus stop', s.name, {}, road ?? null, s.lat, s.lon, country(s.lat, s.lon)));
  }
  for (const p of src.pois) {
    const kind = POI_KIND[p.industry ?? ''];
    if (kind && p.name) points.push(entry(kind, p.name, {}, kind === 'mall' || kind === 'hawker centre' ? areaAt(p.lat, p.lon) : null, p.lat, p.lon, p.country_iso2));
  }
  const streets = streetsOf(src).map((s) => entry('street', s.name, {}, areaAt(s.lat, s.lon), s.lat, s.lon, country(s.lat, s.lon)));
  const areaEntries = areas.map((a) => entry('planning area', a.name, {}, null, ...anchor(a.geometry), a.countryCode));
  const onRoads = src.stops.flatMap((s) => (s.kind === 'bus_stop' && s.names.road ? [{ ...s, road: s.names.road, datasetId: s.dataset_id }] : []));
  return {
    entries: [...areaEntries, ...onePerPlace(points), ...streets], addresses: addressesOf(src), areaAt,
    streets: streetLines(onRoads),
  };
}

/** Streets named by the stops on them and the blocks along them, each at its member nearest their middle. */
function streetsOf(src: GazetteerSources): Array<{ name: string; lat: number; lon: number }> {
  const groups = new Map<string, { name: string; members: Array<{ lat: number; lon: number }> }>();
  const add = (name: string, lat: number, lon: number) => {
    const key = foldPlace(name);
    if (!key) return;
    const group = groups.get(key) ?? groups.set(key, { name, members: [] }).get(key)!;
    group.members.push({ lat, lon });
  };
  for (const s of src.stops) if (s.kind === 'bus_stop' && s.names.road) add(s.names.road, s.lat, s.lon);
  for (const b of src.blocks) add(display(b.street), b.lat, b.lon);
  return [...groups.values()].map(({ name, members }) => {
    const mid = { lat: members.reduce((t, m) => t + m.lat, 0) / members.length, lon: members.reduce((t, m) => t + m.lon, 0) / members.length };
    const at = members.reduce((best, m) => (haversineM(m.lat, m.lon, mid.lat, mid.lon) < haversineM(best.lat, best.lon, mid.lat, mid.lon) ? m : best));
    return { name, ...at };
  });
}

/** One entry per place: records of one kind and name within SAME_PLACE_M are kept once (the first source's). */
function onePerPlace(points: GazetteerEntry[]): GazetteerEntry[] {
  const kept = new Map<string, GazetteerEntry[]>();
  return points.filter((p) => {
    const key = `${p.kind}|${p.keys[0]}`;
    const same = kept.get(key) ?? kept.set(key, []).get(key)!;
    if (p.kind !== 'bus stop' && same.some((q) => haversineM(p.lat, p.lon, q.lat, q.lon) < SAME_PLACE_M)) return false;
    same.push(p);
    return true;
  });
}

function addressesOf(src: GazetteerSources): AddressPoint[] {
  return [
    ...src.blocks.map((b) => ({ address: `Blk ${b.block} ${display(b.street)}`, street: display(b.street), lat: b.lat, lon: b.lon })),
    ...src.stops.filter((s) => s.kind === 'bus_stop' && s.names.road).map((s) => ({ address: `${s.name}, ${s.names.road}`, street: s.names.road!, lat: s.lat, lon: s.lon })),
  ];
}

/** A point inside an area to centre a report on: its bounding-box centre when inside, else its first vertex. */
function anchor(geometry: unknown): [number, number] {
  const [minX, minY, maxX, maxY] = bboxOf(geometry);
  const centre = { lon: (minX + maxX) / 2, lat: (minY + maxY) / 2 };
  if (pointInGeometry(centre.lon, centre.lat, geometry)) return [centre.lat, centre.lon];
  const g = geometry as { type: string; coordinates: unknown };
  const first = (g.type === 'Polygon' ? (g.coordinates as number[][][])[0]![0]! : (g.coordinates as number[][][][])[0]![0]![0]!) as [number, number];
  return [first[1], first[0]];
}
