import type { SafeStorage } from '../platform/storage.js';

/** sessionStorage key of the last requests, for diagnostics. */
export const RECENT_KEY = 'lokasi-recent-requests';
export const RECENT_LIMIT = 5;

export interface RequestRecord {
  method: string;
  path: string;
  status: number;
  ms: number;
  code: number | null;
}

/** Never keep a secret: e-mail addresses and 32-character token-like segments are masked; queries are not kept at all. */
export function redactPath(path: string): string {
  return (path.split('?')[0] ?? '')
    .split('/')
    .map((seg) => {
      const plain = decodeURIComponentSafe(seg);
      if (plain.includes('@')) return '[email]';
      return plain.length >= 32 && /^[\x21-\x7e]+$/.test(plain) ? '[token]' : seg;
    })
    .join('/');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function recordRequest(storage: SafeStorage, record: RequestRecord): void {
  const list = readRecent(storage);
  list.push({ ...record, path: redactPath(record.path) });
  storage.set(RECENT_KEY, JSON.stringify(list.slice(-RECENT_LIMIT)));
}

export function readRecent(storage: SafeStorage): RequestRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RequestRecord[]) : [];
  } catch {
    return [];
  }
}
