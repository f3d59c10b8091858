import fs from 'node:fs';
import path from 'node:path';
import { simplify } from 'name-suggestion-index';
import { industryOf, type Industry } from '../industries.js';
import type { LocationSet } from './locations.js';
import { packagePath } from '../import/context.js';

export const NSI_FILE = packagePath('name-suggestion-index', 'dist', 'json', 'nsi.json');

/** One name-suggestion-index brand item, with what store matching needs precomputed. */
export interface NsiItem {
  id: string;
  name: string;
  /** NSI tree path, e.g. 'brands/amenity/fast_food'. */
  category: string;
  /** The OSM key/value the item is filed under ('amenity/fast_food') plus its `matchTags`. */
  kinds: string[];
  wikidata: string | null;
  locationSet: LocationSet;
  /** Lower-case ISO alpha-2 codes and UN M49 codes the item's locationSet includes ('001' = worldwide), for display. */
  countries: string[];
  industry: Industry | null;
  /** NSI-simplified names the item is known by: its `brand`/`brand:*` tags. */
  brandKeys: string[];
  /** NSI-simplified display name, `name`/`name:*`/`official_name*` tags and `matchNames`. */
  nameKeys: string[];
  tags: Record<string, string>;
}

interface RawItem {
  id: string;
  displayName: string;
  locationSet?: LocationSet;
  matchNames?: string[];
  matchTags?: string[];
  tags: Record<string, string>;
}

const keysOf = (tags: Record<string, string>, prefixes: readonly string[], extra: readonly string[]) =>
  [...new Set([...Object.entries(tags).filter(([k]) => prefixes.some((p) => k === p || k.startsWith(`${p}:`))).map(([, v]) => v), ...extra]
    .map(simplify).filter((k) => k.length > 0))];

const cache = new Map<string, NsiItem[]>();

/** The brand items of NSI's `dist/json/nsi.json` (its package exports cannot load the JSON, so it is read from disk). */
export function readNsiItems(file: string): NsiItem[] {
  const cached = cache.get(file);
  if (cached) return cached;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { nsi: Record<string, { items: RawItem[] }> };
  const out: NsiItem[] = [];
  const seen = new Set<string>();
  for (const [category, group] of Object.entries(data.nsi)) {
    if (!category.startsWith('brands/')) continue;
    const kind = category.slice('brands/'.length);
    for (const item of group.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const locationSet = item.locationSet ?? { include: ['001'] };
      out.push({
        id: item.id, name: item.displayName, category, kinds: [kind, ...(item.matchTags ?? [])],
        wikidata: item.tags['brand:wikidata'] ?? null, locationSet,
        countries: (locationSet.include ?? []).filter((c): c is string => typeof c === 'string').map((c) => c.toLowerCase()).filter((c) => /^([a-z]{2}|\d{3})$/.test(c)),
        industry: industryOf(item.tags),
        brandKeys: keysOf(item.tags, ['brand'], []),
        nameKeys: keysOf(item.tags, ['name', 'official_name'], [item.displayName, ...(item.matchNames ?? [])]),
        tags: item.tags,
      });
    }
  }
  cache.set(file, out);
  return out;
}

/** NSI's own lists beside nsi.json: OSM kinds it treats as interchangeable, and names too generic to be a brand. */
export function readNsiConfig(nsiFile: string): { matchGroups: string[][]; genericWords: RegExp[] } {
  const dir = path.dirname(nsiFile);
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;
  return {
    matchGroups: Object.values(read<{ matchGroups: Record<string, string[]> }>('matchGroups.json').matchGroups),
    genericWords: read<{ genericWords: string[] }>('genericWords.json').genericWords.map((w) => new RegExp(w, 'i')),
  };
}
