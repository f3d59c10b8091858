import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { baseLocale, locales } from '../../../i18n/i18n-util.js';
import { foldSearchText, searchTokens } from '../stores/search-fold.js';

/** `name:th`, `brand:zh-Hans`, …: a name or brand tag in one of Lokasi's languages other than English. */
const LOCAL_NAME_TAG = new RegExp(`^(name|brand):(${locales.filter((l) => l !== baseLocale).join('|')})(-|$)`);

/**
 * Search tokens for brands in the reader's language, taken from their stores' own tags: the name-suggestion-index has
 * no Thai item for McDonald's or Starbucks, while Bangkok's stores are tagged แมคโดนัลด์ and สตาร์บัคส์. A `name:*`
 * counts when at least two of the brand's stores carry it (one store's name is often its branch's); a `brand:*` always.
 */
export function localBrandTokens(stores: ReadonlyArray<{ brand_id: string | null; tags: Readonly<Record<string, string>> }>) {
  const seen = new Map<string, number>();
  for (const s of stores) {
    if (s.brand_id === null) continue;
    for (const [key, value] of Object.entries(s.tags)) {
      if (!LOCAL_NAME_TAG.test(key)) continue;
      const at = `${s.brand_id}\n${foldSearchText(value.trim())}`;
      seen.set(at, (seen.get(at) ?? 0) + (key.startsWith('brand:') ? 2 : 1));
    }
  }
  const pairs = new Set<string>();
  for (const [at, n] of seen) {
    const [brandId, name] = at.split('\n') as [string, string];
    if (n >= 2 && name) for (const token of searchTokens(name)) pairs.add(`${brandId}\n${token}`);
  }
  return [...pairs].map((p) => {
    const [brand_id, token] = p.split('\n') as [string, string];
    return { brand_id, token };
  });
}

/** Adds the tokens to the brand search (geo_brand_names), once each however often a source is re-imported. */
export async function writeLocalBrandTokens(trx: Transaction<Database>, tokens: ReadonlyArray<{ brand_id: string; token: string }>): Promise<void> {
  if (tokens.length === 0) return;
  const brands = tokens.map((t) => t.brand_id);
  const words = tokens.map((t) => t.token);
  await sql`delete from geo_brand_names n using unnest(${brands}::text[], ${words}::text[]) as x(brand_id, token)
    where n.brand_id = x.brand_id and n.token = x.token`.execute(trx);
  await sql`insert into geo_brand_names (brand_id, token) select * from unnest(${brands}::text[], ${words}::text[])`.execute(trx);
}
