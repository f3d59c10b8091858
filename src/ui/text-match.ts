/** Case- and accent-insensitive form of a text, so 'sao' finds 'São Paulo' and 'ISTANBUL' finds 'İstanbul'. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();
}

/** True when every word of `query` occurs in one of `texts` (a search box's filter over names in several languages). */
export function matchesQuery(query: string, ...texts: ReadonlyArray<string | null | undefined>): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter((t): t is string => !!t).map(foldText).join('\u0000');
  return words.every((w) => haystack.includes(w));
}
