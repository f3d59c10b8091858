import { haversineM } from '../geo-math.js';
import { HANOI_2024_ID, MONACO_DATASET_ID, SG_CHAS_CLINICS_ID, SG_HALAL_ID, SG_HAWKER_CENTRES_ID, SG_SHOPPING_MALLS_ID, SG_VET_CLINICS_ID } from '../datasets.js';

/**
 * Two stores of one brand from two sources are the same store when they are at most this far apart. Their names agree
 * by construction: each record was tied to the brand through NSI's normalised names (a directory's 'Kentucky Fried
 * Chicken Management Pte Ltd (KFC)' and the map's 'KFC' are one brand), so the brand stands for the normalised name.
 * Measured on the real pairs of McDonald's Singapore, the 2018 map against the 2025 MUIS halal directory (geocoded by
 * postal code): of the 107 map points between 1.2° and 1.48° N, 46 have a directory entry within 50 m, 61 within
 * 100 m, 63 within 150 m and 69 within 250 m; 150 m sits just past the knee of that curve (+2 from 100 to 150 m,
 * then +6 to 250 m, where another branch of the chain becomes as likely as the same restaurant). Paired one-to-one at
 * 150 m, 61 of the 105 map stores inside Singapore's planning areas merge (the truth suite recounts this).
 */
export const MERGE_DISTANCE_M = 150;

/** The area a source speaks for: a store of an older source inside it is superseded when this source lists the brand. */
interface Coverage {
  country?: string;
  box?: { minLat: number; maxLat: number; minLon: number; maxLon: number };
}

/**
 * What each dated source covers. Sources not listed cover nothing (they never supersede another), so a store is only
 * dropped from "current" where a newer source really looked. The Hanoi 2024 export is food and drink of the Old
 * Quarter box only (MANIFEST), so it supersedes the 2018 Hanoi layer inside that box and nowhere else.
 */
const COVERAGE: Record<string, Coverage> = {
  [MONACO_DATASET_ID]: { country: 'MC' },
  [HANOI_2024_ID]: { box: { minLat: 21.0198, maxLat: 21.0372, minLon: 105.8447, maxLon: 105.8616 } },
  [SG_HALAL_ID]: { country: 'SG' },
  [SG_SHOPPING_MALLS_ID]: { country: 'SG' },
  [SG_CHAS_CLINICS_ID]: { country: 'SG' },
  [SG_VET_CLINICS_ID]: { country: 'SG' },
  [SG_HAWKER_CENTRES_ID]: { country: 'SG' },
};

const covers = (datasetId: string, s: { countryIso2: string; lat: number; lon: number }) => {
  const c = COVERAGE[datasetId];
  if (!c) return false;
  if (c.country) return s.countryIso2 === c.country;
  const b = c.box!;
  return s.lat >= b.minLat && s.lat <= b.maxLat && s.lon >= b.minLon && s.lon <= b.maxLon;
};

export interface SourcedStore {
  id: string;
  datasetId: string;
  name: string | null;
  lat: number;
  lon: number;
  countryIso2: string;
  lastSeen: string;
  /** In the latest snapshot of its own source. */
  inLatestSnapshot: boolean;
}

/**
 * - 'current': counted now (in the latest snapshot of the latest source listing the brand where it is);
 * - 'duplicate': an older source's record of a current store (merged, counted once);
 * - 'not in latest source': an older source's store a newer source covering its place does not list;
 * - 'closed': gone from a later snapshot of its own source.
 */
export type StoreStatus = 'current' | 'duplicate' | 'not in latest source' | 'closed';

export interface StoreStanding {
  status: StoreStatus;
  /** For a duplicate: the current store it was merged into, and how far apart the two records are. */
  mergedInto?: { id: string; distanceM: number };
}

/**
 * Counts a brand's stores as of the latest source for each place: the date of a source is its latest snapshot
 * among the stores given; a store is superseded when a source with a later date that covers its place lists the brand;
 * superseded stores are paired one-to-one with that source's stores, nearest first, within MERGE_DISTANCE_M.
 */
export function standings(stores: readonly SourcedStore[]): Map<string, StoreStanding> {
  const dateOf = new Map<string, string>();
  for (const s of stores) if (s.lastSeen > (dateOf.get(s.datasetId) ?? '')) dateOf.set(s.datasetId, s.lastSeen);
  const out = new Map<string, StoreStanding>();
  const live = stores.filter((s) => s.inLatestSnapshot);
  for (const s of stores) if (!s.inLatestSnapshot) out.set(s.id, { status: 'closed' });

  const supersededBy = (s: SourcedStore) =>
    [...dateOf.entries()].filter(([id, date]) => id !== s.datasetId && date > dateOf.get(s.datasetId)! && covers(id, s)).sort((a, b) => b[1].localeCompare(a[1]))[0]?.[0];
  const older: Array<{ store: SourcedStore; by: string }> = [];
  for (const s of live) {
    const by = supersededBy(s);
    if (by) older.push({ store: s, by });
    else out.set(s.id, { status: 'current' });
  }
  const pairs: Array<{ old: SourcedStore; cur: SourcedStore; d: number }> = [];
  for (const { store, by } of older) {
    for (const cur of live) {
      if (cur.datasetId !== by || out.get(cur.id)?.status !== 'current') continue;
      const d = haversineM(store.lat, store.lon, cur.lat, cur.lon);
      if (d <= MERGE_DISTANCE_M) pairs.push({ old: store, cur, d });
    }
  }
  pairs.sort((a, b) => a.d - b.d || a.old.id.localeCompare(b.old.id) || a.cur.id.localeCompare(b.cur.id));
  const taken = new Set<string>();
  for (const p of pairs) {
    if (out.has(p.old.id) || taken.has(p.cur.id)) continue;
    taken.add(p.cur.id);
    out.set(p.old.id, { status: 'duplicate', mergedInto: { id: p.cur.id, distanceM: Math.round(p.d) } });
  }
  for (const { store } of older) if (!out.has(store.id)) out.set(store.id, { status: 'not in latest source' });
  return out;
}
