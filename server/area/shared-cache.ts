import { cached } from '../geo/imported-data-cache.js';

const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * The imported-data cache (geo/imported-data-cache.ts) with one computation per key at a time: the first request of
 * a report computes it and concurrent requests for the same key wait for that result. Without this, 50 clients opening
 * a new report at once computed it 50 times (the bench stalled: 0 answers in 10 s).
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
