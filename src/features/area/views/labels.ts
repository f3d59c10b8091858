/** The translation of a key the API sends; the key itself if a newer server sends one this client lacks. */
export function labelOf(texts: Record<string, () => string>, key: string): string {
  return Object.prototype.hasOwnProperty.call(texts, key) ? texts[key]!() : key;
}
