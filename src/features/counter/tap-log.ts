import { signal } from '@preact/signals';
import type { CounterStore } from './data/local-store.js';
import type { TapRecord } from './domain/taps.js';
import type { Tallies } from './tallies.js';

export interface TapLogDeps {
  store: CounterStore;
  now(): number;
  newId(): string;
  /** Haptic confirmation; absent where the device has none. */
  vibrate?(): void;
  /** Called after each count or undo is queued, so the syncer can push soon. */
  changed?(): void;
}

/**
 * The running session's taps: each count or undo is written to the device store from the same call that updates its
 * tally, and the counts that stand are the stack undo takes back from.
 */
export function createTapLog(deps: TapLogDeps, tallies: Tallies) {
  const writeError = signal<string | null>(null);
  // A plain array: a count appends in O(1); only the empty/non-empty flip is a signal (the undo button's state).
  let undoStack: TapRecord[] = [];
  const canUndo = signal(false);
  let seq = 0;

  function persist(record: TapRecord) {
    deps.store.appendTap(record).catch((error: unknown) => {
      writeError.value = error instanceof Error ? error.message : String(error);
    });
    deps.changed?.();
  }

  return {
    canUndo,
    /** Set when the device refused to store a count. */
    writeError,
    /** Goes on from a session's taps: new ones follow the last, and undo takes back the counts that stand. */
    load(records: readonly TapRecord[], standing: TapRecord[]) {
      seq = records.reduce((m, r) => Math.max(m, r.seq + 1), 0);
      undoStack = standing;
      canUndo.value = standing.length > 0;
    },
    /** The session ended: nothing left to undo. */
    clear() {
      undoStack = [];
      canUndo.value = false;
    },
    count(sessionId: string, index: number) {
      const record: TapRecord = { id: deps.newId(), sessionId, seq: seq++, item: index, at: deps.now(), undoes: null };
      persist(record);
      tallies.bump(index, record.at, 1);
      undoStack.push(record);
      canUndo.value = true;
      deps.vibrate?.();
    },
    /** Takes back the last count that stands; false when there is none. */
    undo(sessionId: string): boolean {
      const last = undoStack[undoStack.length - 1];
      if (!last) return false;
      persist({ id: deps.newId(), sessionId, seq: seq++, item: last.item, at: deps.now(), undoes: last.id });
      tallies.bump(last.item, last.at, -1);
      undoStack.pop();
      canUndo.value = undoStack.length > 0;
      deps.vibrate?.();
      return true;
    },
  };
}
