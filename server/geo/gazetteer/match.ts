import { foldPlace } from './fold.js';

/** What the ranking needs of a candidate, whatever its source (gazetteer entry, map record, city). */
export interface Rankable {
  kind: string;
  name: string;
  /** Folded names (every language) and folded detail text (fold.ts). */
  keys: readonly string[];
  extra: string;
}

/**
 * Words a user adds to say what kind of place they mean ('Tanjong Pagar MRT', 'Raffles Place station'): taken off the
 * query for a candidate of that kind, which then matches as if they were not typed.
 */
const KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  station: ['mrt', 'lrt', 'station', 'train', 'rail', 'monorail'],
  'bus stop': ['bus', 'stop'],
  mall: ['mall', 'shopping'],
  'hawker centre': ['hawker', 'centre', 'food', 'market'],
  'planning area': ['area'],
};

/**
 * How much a kind weighs when two places match alike: an area or a station is what most searches mean, a bus stop
 * of the same words is the least likely (a stop is named after what it serves).
 */
const KIND_WEIGHT: Readonly<Record<string, number>> = {
  'planning area': 8, station: 7, city: 6, mall: 5, 'hawker centre': 5, street: 4, poi: 3, 'bus stop': 2,
};

/** How well a folded name matches the folded query: 100 the whole name, 90 its start, 75 each word's start, 60 within. */
function nameLevel(key: string, q: string): number {
  if (key === q) return 100;
  if (key.startsWith(q)) return 90;
  if (wordStarts(key.split(' '), q.split(' '))) return 75;
  return key.includes(q) ? 60 : 0;
}

/** Each query word starts a word of the name, in order. */
function wordStarts(words: readonly string[], query: readonly string[]): boolean {
  let at = 0;
  for (const q of query) {
    while (at < words.length && !words[at]!.startsWith(q)) at++;
    if (at++ >= words.length) return false;
  }
  return true;
}

/** The candidate's match with the folded query (0: none); kind words typed cost 2, a match through the detail text is 40. */
function matchLevel(c: Rankable, q: string): number {
  const best = (text: string) => Math.max(0, ...c.keys.map((k) => nameLevel(k, text)));
  const whole = best(q);
  const kindWords = KIND_WORDS[c.kind] ?? [];
  const words = q.split(' ');
  const rest = words.filter((w) => !kindWords.includes(w));
  const withoutKind = rest.length && rest.length < words.length ? best(rest.join(' ')) - 2 : 0;
  const throughDetail = c.extra && c.keys.some((k) => wordStarts(`${k} ${c.extra}`.split(' '), words)) ? 40 : 0;
  return Math.max(whole, withoutKind, throughDetail);
}

/** The candidates that match, best first: match, then kind, then the shorter name, then by name. */
export function rankMatches<T extends Rankable>(candidates: readonly T[], query: string, limit: number): T[] {
  const q = foldPlace(query);
  if (!q) return [];
  return candidates
    .map((c) => ({ c, score: matchLevel(c, q) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score + (KIND_WEIGHT[b.c.kind] ?? 0) - a.score - (KIND_WEIGHT[a.c.kind] ?? 0) || a.c.name.length - b.c.name.length || a.c.name.localeCompare(b.c.name))
    .slice(0, limit)
    .map((m) => m.c);
}
