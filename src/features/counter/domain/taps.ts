import type { SessionItem } from '../../../../contracts/counter.js';

/**
 * What an item measures (its role in contracts/counter.ts, which the server validates). The capture rate is
 * entered / (entered + passed); 'other' items are extra tallies.
 */
export type ItemRole = SessionItem['role'];

/** An item as the user sets it up: its role follows from its place (`roleOf`). */
export type CountItem = Omit<SessionItem, 'role'>;

/**
 * One tap or one undo, written once and never changed (so syncing it twice is harmless).
 * An undo is its own record pointing at the count it cancels.
 */
export interface TapRecord {
  id: string;
  sessionId: string;
  /** Position in its session on the device that wrote it; orders undo and resume. */
  seq: number;
  /** Index into the session's items. */
  item: number;
  /** Epoch ms. */
  at: number;
  undoes: string | null;
}

/** The first two items are the capture-rate pair ('Customers' entered, 'Passersby' did not); the rest are extra tallies. */
export function roleOf(index: number): ItemRole {
  return index === 0 ? 'entered' : index === 1 ? 'passed' : 'other';
}

/** Counts that stand: count records not cancelled by an undo record. */
export function effectiveCounts(records: readonly TapRecord[]): TapRecord[] {
  const undone = new Set<string>();
  for (const r of records) if (r.undoes) undone.add(r.undoes);
  return records.filter((r) => r.undoes === null && !undone.has(r.id));
}

export function totalsPerItem(records: readonly TapRecord[], itemCount: number): number[] {
  const totals = new Array<number>(itemCount).fill(0);
  for (const r of effectiveCounts(records)) if (r.item < itemCount) totals[r.item]! += 1;
  return totals;
}

/** Capture rate = entered / (entered + passed by); null when nobody was counted. */
export function captureRate(entered: number, passed: number): number | null {
  const total = entered + passed;
  return total === 0 ? null : entered / total;
}
