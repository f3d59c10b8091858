/**
 * Brand search text folded so that what users type finds the brand: lower case, no diacritics, no apostrophes or dots
 * ('mcdonalds' and 'mcdonald’s' find McDonald's, 'cafe' finds Café Amazon).
 */
export const foldSearchText = (s: string) =>
  s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’`´.]/g, '').toLowerCase().normalize('NFC');

/**
 * A lower-cased name and each of its word-start suffixes ('kuala lumpur' → also 'lumpur'), so prefix search finds any
 * word. Kept in this leaf module: the brand and place importers both use it, and an import of it from places.ts closed a
 * cycle (places → poi-writer → brand names → places) that tsx, unlike vitest, does not survive.
 */
export function searchTokens(name: string): string[] {
  const out = [name];
  for (const m of name.matchAll(/[\s\-'’(.,\/]+/g)) {
    const rest = name.slice(m.index + m[0].length);
    if (rest) out.push(rest);
  }
  return out;
}
