import fs from 'node:fs';
import { industryOf, type Industry } from './industries.js';

export interface NsiBrand {
  id: string;
  name: string;
  category: string;
  wikidata: string | null;
  /** Lower-case ISO alpha-2 codes and UN M49 region codes from the item's locationSet ('001' = worldwide). */
  countries: string[];
  industry: Industry | null;
}

interface NsiFile {
  nsi: Record<string, { items: Array<{ id: string; displayName: string; locationSet?: { include?: unknown[] }; tags: Record<string, string> }> }>;
}

export const normaliseBrandName = (s: string) =>
  s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const cache = new Map<string, NsiBrand[]>();

/** Brands of name-suggestion-index (brand categories only), read from its JSON file once per process. */
export function readNsiBrands(file: string): NsiBrand[] {
  const cached = cache.get(file);
  if (cached) return cached;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as NsiFile;
  const out: NsiBrand[] = [];
  for (const [category, group] of Object.entries(data.nsi)) {
    if (!category.startsWith('brands/')) continue;
    for (const item of group.items) {
      const countries = (item.locationSet?.include ?? [])
        .filter((c): c is string => typeof c === 'string')
        .map((c) => c.toLowerCase())
        .filter((c) => /^([a-z]{2}|\d{3})$/.test(c));
      out.push({
        id: item.id, name: item.displayName, category, wikidata: item.tags['brand:wikidata'] ?? null, countries,
        industry: industryOf(item.tags),
      });
    }
  }
  cache.set(file, out);
  return out;
}

/**
 * Matches a POI to an NSI brand: `brand:wikidata` first (unambiguous), else its brand/name tag equal to a brand's
 * name among brands NSI lists for the POI's country (or worldwide).
 */
export class BrandMatcher {
  private readonly byWikidata = new Map<string, NsiBrand>();
  private readonly byName = new Map<string, NsiBrand[]>();
  constructor(brands: readonly NsiBrand[]) {
    for (const b of brands) {
      if (b.wikidata && !this.byWikidata.has(b.wikidata)) this.byWikidata.set(b.wikidata, b);
      const key = normaliseBrandName(b.name);
      if (key) (this.byName.get(key) ?? this.byName.set(key, []).get(key)!).push(b);
    }
  }
  match(tags: Readonly<Record<string, string | undefined>>, countryIso2: string): NsiBrand | null {
    const wd = tags['brand:wikidata'];
    if (wd) {
      const hit = this.byWikidata.get(wd);
      if (hit) return hit;
    }
    const country = countryIso2.toLowerCase();
    for (const label of [tags.brand, tags.name]) {
      if (!label) continue;
      const found = this.byName.get(normaliseBrandName(label))?.find((b) => b.countries.includes(country) || b.countries.includes('001'));
      if (found) return found;
    }
    return null;
  }
}
