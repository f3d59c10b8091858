/**
 * Everything the geo routes answer (reports, lists, picker searches) depends only on imported data, which changes
 * only when an import runs, so answers are kept for a short time per database (tests open several databases in one
 * process). A CLI import into a running server's database shows up after at most IMPORTED_DATA_TTL_MS.
 * Search as you type repeats the same short prefixes across users: a hit costs no database round trip.
 * Entries leave in insertion order once the cache is full (a hit does not refresh an entry's age).
 */
export const IMPORTED_DATA_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5000;

const caches = new WeakMap<object, Map<string, { at: number; value: unknown }>>();

export async function cached<T>(scope: object, key: string, now: number, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(scope);
  if (!cache) caches.set(scope, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < IMPORTED_DATA_TTL_MS) return hit.value as T;
  const value = await compute();
  if (hit) cache.delete(key);
  else if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: now, value });
  return value;
}

const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * `cached` with one computation per key at a time: the first request of an answer computes it and concurrent requests
 * for the same key wait for that result. Without this, 50 clients opening a new report at once computed it 50 times
 * (the bench stalled: 0 answers in 10 s).
 */
export function sharedCached<T>(scope: object, key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  let pending = inFlight.get(scope);
  if (!pending) inFlight.set(scope, (pending = new Map()));
  const running = pending.get(key);
  if (running) return running as Promise<T>;
  const result = cached(scope, key, now.getTime(), compute).finally(() => pending.delete(key));
  pending.set(key, result);
  return result;
}
