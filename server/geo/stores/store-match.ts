import { simplify } from 'name-suggestion-index';
import type { NsiItem } from './nsi-items.js';
import type { LocationResolver, StorePlace } from './locations.js';

/**
 * How a store was tied to its brand, strongest first:
 * - 'brand:wikidata': the POI's `brand:wikidata` tag;
 * - 'brand': its `brand`/`brand:*` tag equals one of the item's names (NSI-simplified);
 * - 'nsi name': its `name`/`name:*` tag equals one of the item's names or `matchNames` (NSI-simplified), as NSI matches;
 * - 'name': a leading part of its name is one of the item's names (e.g. '星巴克咖啡(上海影城店)', 'Starbucks 星巴克'),
 *   for sources that carry names but no brand tags.
 */
export type MatchMethod = 'brand:wikidata' | 'brand' | 'nsi name' | 'name';
export const MATCH_METHODS: readonly MatchMethod[] = ['brand:wikidata', 'brand', 'nsi name', 'name'];

export interface StoreCandidate extends StorePlace {
  tags: Readonly<Record<string, string | undefined>>;
  /** The OSM kinds ('amenity/fast_food') of a source without OSM tags, e.g. a directory of eating places. */
  impliedKinds?: readonly string[];
}
export interface StoreMatch {
  item: NsiItem;
  method: MatchMethod;
}

const KIND_KEYS = ['amenity', 'shop', 'leisure', 'tourism', 'office', 'healthcare', 'craft'] as const;

/**
 * Kinds that are never a store: cash machines, vending and charging points, lockers, playgrounds and street furniture
 * carry brands but are not a branch, restaurant or shop a brand report should count.
 */
const NOT_STORES = new Set([
  'amenity/atm', 'amenity/vending_machine', 'amenity/charging_station', 'amenity/parcel_locker', 'amenity/post_box',
  'amenity/telephone', 'amenity/bicycle_rental', 'amenity/car_sharing', 'amenity/parking', 'amenity/parking_entrance',
  'amenity/bicycle_parking', 'amenity/motorcycle_parking', 'amenity/bench', 'amenity/drinking_water', 'amenity/toilets',
  'amenity/waste_basket', 'amenity/recycling', 'amenity/shelter', 'amenity/photo_booth', 'amenity/payment_terminal',
  'amenity/ticket_validator', 'amenity/water_point', 'amenity/compressed_air', 'amenity/vacuum_cleaner',
  'amenity/money_transfer', 'amenity/bureau_de_change', 'leisure/playground', 'leisure/picnic_table',
]);
const NOT_STORE_KEYS = new Set(['advertising', 'emergency', 'man_made', 'highway', 'railway', 'public_transport', 'power']);

export function kindsOf(c: Pick<StoreCandidate, 'tags' | 'impliedKinds'>): string[] {
  const kinds = KIND_KEYS.flatMap((k) => (c.tags[k] ? c.tags[k]!.split(';').map((v) => `${k}/${v.trim()}`) : []));
  return [...kinds, ...(c.impliedKinds ?? [])];
}

/** A store: something with a kind (OSM primary tag or the source's own kind), none of which is a non-store kind. */
export function isStore(kinds: readonly string[]): boolean {
  return kinds.length > 0 && kinds.every((k) => !NOT_STORES.has(k));
}
const isStoreItem = (item: NsiItem) => !NOT_STORE_KEYS.has(item.category.split('/')[1]!) && isStore(item.kinds.slice(0, 1));

/** Splits a name into parts at brackets, separators and changes of script ('星巴克Starbucks' -> '星巴克', 'Starbucks'). */
export function nameParts(name: string): string[][] {
  const parts: string[][] = [];
  for (const chunk of name.split(/[()（）[\]【】|/·•,，、\-–—:：]+/)) {
    const scripted = chunk.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{Script=Hangul}]+|[\p{Script=Thai}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]+/gu) ?? [];
    for (const s of scripted) {
      const words = s.split(/\s+/).filter((w) => simplify(w).length > 0);
      if (words.length) parts.push(words);
    }
  }
  return parts;
}
/** Lexicographic order of two equally long rank tuples (lower is better). */
const compareRanks = (a: readonly number[], b: readonly number[]) => a.reduce((c, v, i) => c || v - b[i]!, 0);
const spaceless = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * Ties one store to one NSI item. Candidates must be of a compatible kind (the item's own kind or `matchTags` equal to
 * the store's, else sharing one of NSI's match groups). Ties are broken in this order: valid where the store is (the
 * item's locationSet) before not; exact kind before match-group kind; item for the store's country (or smaller area)
 * before a region, before worldwide; then item id, so the answer never depends on file order.
 * A brand tag or a full name outside every item's locationSet still matches (NSI's locationSet says where NSI suggests a
 * brand; mappers tag it beyond, e.g. Carrefour City in Monaco, listed by NSI for France); a leading part of a name,
 * the loosest evidence, must be valid where the store is.
 */
export class StoreMatcher {
  private readonly byWikidata = new Map<string, NsiItem[]>();
  private readonly byBrand = new Map<string, NsiItem[]>();
  private readonly byName = new Map<string, NsiItem[]>();
  private readonly groupsOf = new Map<string, Set<number>>();

  constructor(items: readonly NsiItem[], private readonly locations: LocationResolver, config: { matchGroups: string[][]; genericWords: RegExp[] }) {
    config.matchGroups.forEach((group, i) => group.forEach((k) => (this.groupsOf.get(k) ?? this.groupsOf.set(k, new Set()).get(k)!).add(i)));
    const generic = (key: string) => key.length < 2 || config.genericWords.some((re) => re.test(key));
    const add = (map: Map<string, NsiItem[]>, key: string, item: NsiItem) => (map.get(key) ?? map.set(key, []).get(key)!).push(item);
    for (const item of items) {
      if (!isStoreItem(item)) continue;
      if (item.wikidata) add(this.byWikidata, item.wikidata, item);
      for (const k of item.brandKeys) if (!generic(k)) add(this.byBrand, k, item);
      for (const k of new Set([...item.brandKeys, ...item.nameKeys])) if (!generic(k)) add(this.byName, k, item);
    }
  }

  match(store: StoreCandidate): StoreMatch | null {
    const kinds = kindsOf(store);
    if (!isStore(kinds)) return null;
    const notWikidata = store.tags['not:brand:wikidata'];
    const pick = (items: readonly NsiItem[] | undefined, anywhere = true) =>
      this.best((items ?? []).filter((i) => i.wikidata === null || i.wikidata !== notWikidata), store, kinds, anywhere);
    const tagValues = (prefix: string) => Object.entries(store.tags).filter(([k, v]) => v && (k === prefix || k.startsWith(`${prefix}:`))).map(([, v]) => simplify(v!));

    const wd = store.tags['brand:wikidata'];
    const byWikidata = wd ? pick(this.byWikidata.get(wd)) : null;
    if (byWikidata) return { item: byWikidata, method: 'brand:wikidata' };
    for (const key of tagValues('brand')) {
      const hit = pick(this.byBrand.get(key) ?? this.byName.get(key));
      if (hit) return { item: hit, method: 'brand' };
    }
    for (const key of tagValues('name')) {
      const hit = pick(this.byName.get(key));
      if (hit) return { item: hit, method: 'nsi name' };
    }
    for (const name of [store.tags.name, store.tags['name:en'], store.tags['name:zh']]) {
      const hit = name ? this.byLeadingPart(name, (items) => pick(items, false)) : null;
      if (hit) return { item: hit, method: 'name' };
    }
    return null;
  }

  /** Every leading run of words of each part of the name, longest first; a spaceless script also by its leading characters. */
  private byLeadingPart(name: string, pick: (items: NsiItem[] | undefined) => NsiItem | null): NsiItem | null {
    for (const words of nameParts(name)) {
      // NSI's simplification drops spaces, so a run of words simplifies to its simplified words joined.
      const simple = words.map(simplify);
      for (let n = simple.length; n >= 1; n--) {
        const run = simple.slice(0, n).join('');
        // A possessive of the brand's name is the brand ("Starbucks's" is Starbucks; "McDonald's" stays itself).
        const hit = pick(this.byName.get(run)) ?? (/['’]s$/i.test(words[n - 1]!) ? pick(this.byName.get(run.slice(0, -1))) : null);
        if (hit) return hit;
      }
      if (spaceless.test(words[0]!)) {
        for (let n = simple[0]!.length - 1; n >= 2; n--) {
          const hit = pick(this.byName.get(simple[0]!.slice(0, n)));
          if (hit) return hit;
        }
      }
    }
    return null;
  }

  private best(items: readonly NsiItem[], place: StoreCandidate, kinds: readonly string[], anywhere: boolean): NsiItem | null {
    let best: { item: NsiItem; rank: number[] } | null = null;
    for (const item of items) {
      const fit = this.kindFit(item, kinds);
      if (fit === null) continue;
      const valid = this.locations.validAt(item.locationSet, place);
      if (!valid && !anywhere) continue;
      const rank = [valid ? 0 : 1, fit, valid ? this.locations.specificity(item.locationSet, place) : 3];
      if (!best || compareRanks(rank, best.rank) < 0 || (compareRanks(rank, best.rank) === 0 && item.id < best.item.id)) best = { item, rank };
    }
    return best?.item ?? null;
  }

  /** 0: the store has the item's kind or one of its matchTags; 1: they share an NSI match group; null: incompatible. */
  private kindFit(item: NsiItem, kinds: readonly string[]): number | null {
    if (item.kinds.some((k) => kinds.includes(k))) return 0;
    const groups = new Set(item.kinds.flatMap((k) => [...(this.groupsOf.get(k) ?? [])]));
    return kinds.some((k) => [...(this.groupsOf.get(k) ?? [])].some((g) => groups.has(g))) ? 1 : null;
  }
}
