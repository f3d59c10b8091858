import type { SessionItem, SessionSummary } from '../../../../contracts/counter.js';
import type { CounterLocation } from '../../../../contracts/counter.js';
import { totalsPerItem } from '../domain/taps.js';
import type { CounterStore } from './local-store.js';

export interface HistoryEntry {
  id: string;
  name: string;
  notes: string;
  startedAt: number;
  endedAt: number | null;
  items: SessionItem[];
  location: CounterLocation | null;
  counts: number[];
  /** 'local': on this phone, not (fully) on the server yet; 'remote': on the server only (another device). */
  where: 'local' | 'synced' | 'remote';
}

/**
 * Every count the user has: this phone's sessions (counted from its own taps, the freshest truth) merged with the
 * server's list (counts made on other devices). `remote` may fail (offline): the phone's sessions still show.
 */
export async function loadHistory(store: CounterStore, remote: () => Promise<SessionSummary[]>): Promise<HistoryEntry[]> {
  const [local, pendingTaps, server] = await Promise.all([
    store.sessions(),
    store.sessionsWithPendingTaps(),
    remote().catch(() => [] as SessionSummary[]),
  ]);
  const deletedHere = new Set((await store.pending(1)).deleted);
  const entries = new Map<string, HistoryEntry>();
  for (const s of server) {
    if (deletedHere.has(s.id)) continue;
    entries.set(s.id, { ...s, where: 'remote' });
  }
  for (const s of local) {
    const counts = totalsPerItem(await store.taps(s.id), s.items.length);
    const synced = s.syncedAt >= s.updatedAt && !pendingTaps.has(s.id);
    entries.set(s.id, { ...s, counts, where: synced ? 'synced' : 'local' });
  }
  return [...entries.values()].sort((a, b) => b.startedAt - a.startedAt);
}

export const totalOf = (e: Pick<HistoryEntry, 'counts'>) => e.counts.reduce((s, n) => s + n, 0);

/** The capture-rate pair of a session: people who entered and people who passed by (their items' roles). */
export function enteredAndPassed(e: Pick<HistoryEntry, 'counts' | 'items'>): { entered: number; passed: number } {
  let entered = 0;
  let passed = 0;
  e.items.forEach((item, i) => {
    if (item.role === 'entered') entered += e.counts[i] ?? 0;
    if (item.role === 'passed') passed += e.counts[i] ?? 0;
  });
  return { entered, passed };
}
