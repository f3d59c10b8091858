import { createRequire } from 'node:module';
import type { DatasetDef, LoadContext } from './context.js';
import { ImportError } from './errors.js';
import { industryOf } from '../industries.js';
import { storeMatcher } from '../stores/matcher-instance.js';
import { cityIdOf, isPoiTags, writePois, type PoiInput } from './poi-writer.js';
import { MONACO_DATASET_ID, PLACES_ID } from '../datasets.js';

const require = createRequire(import.meta.url);
const parsePbf = require('tiny-osmpbf') as (buf: Uint8Array) => OsmData;

interface OsmElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  nodes?: number[];
  tags?: Record<string, string>;
}
interface OsmData {
  osm3s?: { timestamp_osm_base?: string };
  bounds?: { minlat: number; minlon: number; maxlat: number; maxlon: number };
  elements: OsmElement[];
}

export const MONACO_SNAPSHOTS = ['osm/monaco-2019.osm.pbf', 'osm/monaco-2021.osm.pbf', 'osm/monaco-2026-07.osm.pbf'];

export interface Snapshot {
  file: string;
  date: string;
  pois: Map<string, { lat: number; lon: number; tags: Record<string, string> }>;
  bounds: NonNullable<OsmData['bounds']>;
}

/** POIs (tagged nodes and way centres) of one PBF extract, keyed 'node/1' / 'way/2'. */
export function readPbfSnapshot(file: string, bytes: Uint8Array, fallbackDate: string): Snapshot {
  let data: OsmData;
  try {
    data = parsePbf(bytes);
  } catch (e) {
    throw new ImportError(file, null, `unreadable OSM PBF: ${(e as Error).message}`);
  }
  if (!data.bounds) throw new ImportError(file, null, 'PBF header has no bounding box');
  const coords = new Map<number, [number, number]>();
  for (const e of data.elements) if (e.type === 'node') coords.set(e.id, [e.lat!, e.lon!]);
  const pois = new Map<string, { lat: number; lon: number; tags: Record<string, string> }>();
  for (const e of data.elements) {
    if (!e.tags || !isPoiTags(e.tags)) continue;
    if (e.type === 'node') pois.set(`node/${e.id}`, { lat: e.lat!, lon: e.lon!, tags: e.tags });
    else if (e.type === 'way' && e.nodes?.length) {
      const pts = e.nodes.map((n) => coords.get(n)).filter((p): p is [number, number] => !!p);
      if (!pts.length) continue;
      pois.set(`way/${e.id}`, {
        lat: pts.reduce((s, p) => s + p[0], 0) / pts.length, lon: pts.reduce((s, p) => s + p[1], 0) / pts.length, tags: e.tags,
      });
    }
  }
  const date = data.osm3s?.timestamp_osm_base?.slice(0, 10) ?? fallbackDate;
  return { file, date, pois, bounds: data.bounds };
}

export interface SnapshotRun {
  /** 'node/1' for the object's first run; 'node/1@2021-12-03' for a later run under another brand or industry. */
  key: string;
  lat: number;
  lon: number;
  tags: Record<string, string>;
  firstSeen: string;
  lastSeen: string;
}

/**
 * Merges snapshots of one area into runs: an object's run lasts while it is in every snapshot and each snapshot's own
 * tags give it the same identity (its brand, else its industry), so a shop that became a 'Carrefour City' in 2026 is a new Carrefour City store in 2026
 * and a closed store of its former brand, not a Carrefour City since 2019. Only the area every snapshot covers is kept,
 * so a wider later extract cannot show up as "new stores".
 */
export function mergeSnapshots(snapshots: Snapshot[], identity: (p: { lat: number; lon: number; tags: Record<string, string> }) => string): SnapshotRun[] {
  const b = {
    minlat: Math.max(...snapshots.map((s) => s.bounds.minlat)), maxlat: Math.min(...snapshots.map((s) => s.bounds.maxlat)),
    minlon: Math.max(...snapshots.map((s) => s.bounds.minlon)), maxlon: Math.min(...snapshots.map((s) => s.bounds.maxlon)),
  };
  const ordered = [...snapshots].sort((x, y) => x.date.localeCompare(y.date));
  const runs: SnapshotRun[] = [];
  const seenBefore = new Set<string>();
  let open = new Map<string, { run: SnapshotRun; identity: string }>();
  for (const s of ordered) {
    // A run ends where the object is missing from a snapshot: it is closed there, and new again if it comes back.
    const stillOpen = new Map<string, { run: SnapshotRun; identity: string }>();
    for (const [key, p] of s.pois) {
      if (p.lat < b.minlat || p.lat > b.maxlat || p.lon < b.minlon || p.lon > b.maxlon) continue;
      const id = identity(p);
      const prev = open.get(key);
      if (prev && prev.identity === id) {
        Object.assign(prev.run, { lat: p.lat, lon: p.lon, tags: p.tags, lastSeen: s.date });
        stillOpen.set(key, prev);
        continue;
      }
      const run = { key: seenBefore.has(key) ? `${key}@${s.date}` : key, lat: p.lat, lon: p.lon, tags: p.tags, firstSeen: s.date, lastSeen: s.date };
      runs.push(run);
      seenBefore.add(key);
      stillOpen.set(key, { run, identity: id });
    }
    open = stillOpen;
  }
  return runs;
}

export const osmMonacoDataset: DatasetDef = {
  id: MONACO_DATASET_ID,
  name: 'OpenStreetMap Monaco: 2019, 2021 and 2026 snapshots',
  files: MONACO_SNAPSHOTS,
  dependsOn: [PLACES_ID],
  // 2: stores matched per snapshot (brand by country and kind), an object's runs split where its brand or industry changed.
  version: 2,
  async clear(trx) {
    await trx.deleteFrom('geo_pois').where('dataset_id', '=', MONACO_DATASET_ID).execute();
  },
  async load(ctx: LoadContext) {
    const snapshots = MONACO_SNAPSHOTS.map((f) => {
      const s = readPbfSnapshot(f, ctx.read(f), ctx.manifest.sourceOf(f).vintage);
      ctx.progress(`${f}: ${s.pois.size} POIs, snapshot ${s.date}`);
      return s;
    });
    const cityId = await cityIdOf(ctx.trx, 'MC', null);
    const matcher = storeMatcher();
    const countryOf = (tags: Record<string, string>) => (tags['addr:country'] === 'FR' ? 'FR' : 'MC');
    const matchOf = (p: { lat: number; lon: number; tags: Record<string, string> }) => matcher.match({ tags: p.tags, countryIso2: countryOf(p.tags), lat: p.lat, lon: p.lon });
    // A branded object keeps its run while its brand (Wikidata id) stays; an unbranded one while its industry stays.
    const identity = (p: { lat: number; lon: number; tags: Record<string, string> }) => {
      const item = matchOf(p)?.item;
      return item ? `brand:${item.wikidata ?? item.id}` : `industry:${industryOf(p.tags) ?? ''}`;
    };
    const pois: PoiInput[] = mergeSnapshots(snapshots, identity).map((p) => ({
      id: `${MONACO_DATASET_ID}:${p.key}`, name: p.tags.name ?? null, lat: p.lat, lon: p.lon,
      countryIso2: countryOf(p.tags), cityId, tags: p.tags, match: matchOf(p), firstSeen: p.firstSeen, lastSeen: p.lastSeen,
    }));
    return writePois(ctx, MONACO_DATASET_ID, pois, null);
  },
};
