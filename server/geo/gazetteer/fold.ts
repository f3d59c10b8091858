import { foldSearchText } from '../stores/search-fold.js';

/**
 * Abbreviations of the address data (LTA's 'Tg Pagar Rd', HDB's 'TG PAGAR PLAZA', GTFS's 'Jln', 'Stn Exit A') and the
 * word each stands for. Both what the user types and every name are folded with it, so 'Tanjong Pagar Road' finds
 * 'Tg Pagar Rd' and 'tg pagar rd' finds it too; an abbreviation with two readings ('St') folds both sides alike.
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  rd: 'road', st: 'street', ave: 'avenue', av: 'avenue', dr: 'drive', cres: 'crescent', ctr: 'centre', center: 'centre',
  cl: 'close', ct: 'court', pl: 'place', stn: 'station', tg: 'tanjong', jln: 'jalan', jl: 'jalan', lor: 'lorong',
  lrg: 'lorong', bt: 'bukit', kg: 'kampong', kpg: 'kampong', upp: 'upper', nth: 'north', sth: 'south', ter: 'terrace',
  hts: 'heights', pk: 'park', gdn: 'garden', gdns: 'gardens', sq: 'square', blvd: 'boulevard', hwy: 'highway',
  expy: 'expressway', mkt: 'market', int: 'interchange', bldg: 'building', blk: 'block', opp: 'opposite', aft: 'after',
  bef: 'before', sg: 'sungai', sgn: 'sungai', mt: 'mount',
};

/** Lower case without diacritics, punctuation as spaces, abbreviations as their words: 'Tg. Pagar Rd' → 'tanjong pagar road'. */
export function foldPlace(text: string): string {
  return rawWords(text).map((w) => ABBREVIATIONS[w] ?? w).join(' ');
}

/** The words as typed (lower case, no diacritics or punctuation), before abbreviations are read. */
export const rawWords = (text: string): string[] => foldSearchText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
