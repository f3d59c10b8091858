/**
 * Brand search text folded so that what users type finds the brand: lower case, no diacritics, no apostrophes or dots
 * ('mcdonalds' and 'mcdonald’s' find McDonald's, 'cafe' finds Café Amazon).
 */
export const foldSearchText = (s: string) =>
  s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’`´.]/g, '').toLowerCase().normalize('NFC');
