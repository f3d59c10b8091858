import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { haversineM } from '../geo-math.js';
import type { AddressPoint, Gazetteer, GazetteerEntry } from './entries.js';
import { gazetteerOf } from './gazetteer.js';

/** How a point is named for people: the landmark or street they would look for, and an address line. */
export interface SiteName {
  /** The nearest landmark (station, mall, hawker centre) within LANDMARK_M, else the nearest street; its other-language names. */
  name: string;
  names: Record<string, string>;
  /** The nearest address (a residential block, else a stop on its road) within ADDRESS_M, and the area: 'Blk 217 Sumang Walk, Punggol'. */
  address: string | null;
}

/** A landmark this close names the point ('Tanjong Pagar'); farther, the street does. */
const LANDMARK_M = 250;
/** An address this close is the point's address line; farther, the line is the area alone. */
const ADDRESS_M = 300;
/** A street is named only from an address this close (beyond it the point is off any street the data knows). */
const STREET_M = 500;
const LANDMARK_KINDS = new Set(['station', 'mall', 'hawker centre']);

function nearest<T extends { lat: number; lon: number }>(items: readonly T[], lat: number, lon: number, within: number): T | null {
  let best: T | null = null;
  let bestM = within;
  for (const item of items) {
    if (Math.abs(item.lat - lat) > 0.01 || Math.abs(item.lon - lon) > 0.01) continue; // about 1.1 km: beyond every limit here
    const m = haversineM(lat, lon, item.lat, item.lon);
    if (m < bestM) [best, bestM] = [item, m];
  }
  return best;
}

/** The point's name and address line from the gazetteer (null where the imported data names nothing near it). */
export function nameOfPoint(g: Pick<Gazetteer, 'entries' | 'addresses' | 'areaAt'>, lat: number, lon: number): SiteName | null {
  const landmark: GazetteerEntry | null = nearest(g.entries.filter((e) => LANDMARK_KINDS.has(e.kind)), lat, lon, LANDMARK_M);
  const street: AddressPoint | null = nearest(g.addresses, lat, lon, STREET_M);
  const address = nearest(g.addresses, lat, lon, ADDRESS_M);
  const area = g.areaAt(lat, lon);
  const line = [address?.address, area].filter(Boolean).join(', ') || null;
  if (landmark) return { name: landmark.name, names: landmark.names, address: line };
  if (street) return { name: street.street, names: {}, address: line };
  return area ? { name: area, names: {}, address: null } : null;
}

/** Each point's name and address line, from the imported data (recommended sites, in the order given). */
export async function namePoints(db: Kysely<Database>, points: ReadonlyArray<{ lat: number; lon: number }>, now: Date): Promise<Array<SiteName | null>> {
  const g = await gazetteerOf(db, now);
  return points.map((p) => nameOfPoint(g, p.lat, p.lon));
}
