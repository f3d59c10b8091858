import { safeStorage, type SafeStorage } from '../platform/storage.js';

/** Local storage kept in a Map, for tests of what the session keeps between visits. */
export function memoryStorage(initial: Record<string, string> = {}): { storage: SafeStorage; map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  const area = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
  return { storage: safeStorage('localStorage', { localStorage: area } as Window), map };
}
