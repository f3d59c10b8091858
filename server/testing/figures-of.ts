/** Every figure of an answer (an object with kind, datasets, vintage and value), with where it is. */
export function figuresOf(value: unknown, at = '$'): Array<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => figuresOf(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  const own: Array<[string, Record<string, unknown>]> = 'kind' in o && 'datasets' in o && 'vintage' in o && 'value' in o ? [[at, o]] : [];
  return [...own, ...Object.entries(o).flatMap(([k, v]) => figuresOf(v, `${at}.${k}`))];
}
