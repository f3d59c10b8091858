import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { CounterLocation } from '../../../contracts/counter.js';
import type { CounterStore, LocalSession } from './data/local-store.js';
import type { CountItem, TapRecord } from './domain/taps.js';
import { effectiveCounts, roleOf } from './domain/taps.js';
import { windowStart, type WindowMinutes } from './domain/windows.js';
import { loadItems, saveItems, validateItems, type SettingsProblem } from './domain/settings.js';
import type { Operation } from './domain/gestures.js';

export interface CounterDeps {
  store: CounterStore;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  defaults: CountItem[];
  now(): number;
  newId(): string;
  /** Haptic confirmation; absent where the device has none. */
  vibrate?(): void;
  /** Called after each count or undo is queued, so the syncer can push soon. */
  changed?(): void;
}

/** Live tallies of one item: its total and its counts in the current 1- and 5-minute clock windows. */
export interface ItemTally {
  item: CountItem;
  total: Signal<number>;
  window1: Signal<number>;
  window5: Signal<number>;
}

export interface CounterModel {
  items: Signal<CountItem[]>;
  saveSettings(items: CountItem[], member: boolean): SettingsProblem | null;
  phase: Signal<'idle' | 'counting'>;
  session: Signal<LocalSession | null>;
  tallies: Signal<ItemTally[]>;
  canUndo: ReadonlySignal<boolean>;
  /** Set when the device refused to store a count (storage full, private mode): the screen must say so. */
  writeError: Signal<string | null>;
  start(meta: { name: string; location: CounterLocation | null }): Promise<void>;
  /** Counts the item bound to a gesture; false when no item uses it. Synchronous: screen and storage in one go. */
  countOperation(operation: Operation): boolean;
  count(index: number): void;
  undo(): boolean;
  /** Rolls the window tallies over when a clock window has ended; call every second while counting. */
  tick(): void;
  stop(): Promise<LocalSession | null>;
  discard(): Promise<void>;
  /** A session left unfinished (tab killed mid-count), to offer resuming. */
  unfinished(): Promise<LocalSession | undefined>;
  resume(id: string): Promise<boolean>;
}

/**
 * The counter's state and actions, free of rendering. Each tally is its own signal so a count updates exactly
 * one text node; every count is written to the device store from the same call that updates the screen.
 */
export function createCounterModel(deps: CounterDeps): CounterModel {
  const items = signal<CountItem[]>(loadItems(deps.storage) ?? deps.defaults);
  const phase = signal<'idle' | 'counting'>('idle');
  const session = signal<LocalSession | null>(null);
  const tallies = signal<ItemTally[]>([]);
  const writeError = signal<string | null>(null);
  // A plain array: a count appends in O(1); only the empty/non-empty flip is a signal (the undo button's state).
  let undoStack: TapRecord[] = [];
  const canUndo = signal(false);
  let seq = 0;
  let byOperation = new Map<Operation, number>();
  let windows = { 1: 0, 5: 0 } as Record<WindowMinutes, number>;

  function setUp(s: LocalSession, records: TapRecord[]) {
    const standing = effectiveCounts(records);
    const t = deps.now();
    windows = { 1: windowStart(t, 1), 5: windowStart(t, 5) };
    tallies.value = s.items.map((item, i) => {
      const mine = standing.filter((r) => r.item === i);
      return {
        item: { title: item.title, operation: item.operation },
        total: signal(mine.length),
        window1: signal(mine.filter((r) => r.at >= windows[1]).length),
        window5: signal(mine.filter((r) => r.at >= windows[5]).length),
      };
    });
    byOperation = new Map(s.items.map((item, i) => [item.operation, i]));
    seq = records.reduce((m, r) => Math.max(m, r.seq + 1), 0);
    undoStack = standing;
    canUndo.value = standing.length > 0;
    session.value = s;
    phase.value = 'counting';
  }

  function persist(record: TapRecord) {
    deps.store.appendTap(record).catch((error: unknown) => {
      writeError.value = error instanceof Error ? error.message : String(error);
    });
    deps.changed?.();
  }

  function bump(index: number, at: number, delta: 1 | -1) {
    const tally = tallies.value[index];
    if (!tally) return;
    tally.total.value += delta;
    if (at >= windows[1]) tally.window1.value += delta;
    if (at >= windows[5]) tally.window5.value += delta;
  }

  function count(index: number) {
    const s = session.value;
    if (phase.value !== 'counting' || !s || index >= s.items.length) return;
    const record: TapRecord = { id: deps.newId(), sessionId: s.id, seq: seq++, item: index, at: deps.now(), undoes: null };
    persist(record);
    bump(index, record.at, 1);
    undoStack.push(record);
    canUndo.value = true;
    deps.vibrate?.();
  }

  return {
    items,
    saveSettings(next, member) {
      const problem = validateItems(next, member);
      if (problem) return problem;
      const clean = next.map((i) => ({ title: i.title.trim(), operation: i.operation }));
      saveItems(deps.storage, clean);
      items.value = clean;
      return null;
    },
    phase,
    session,
    tallies,
    canUndo,
    writeError,
    async start(meta) {
      const t = deps.now();
      const s: LocalSession = {
        id: deps.newId(),
        startedAt: t,
        endedAt: null,
        items: items.value.map((item, i) => ({ ...item, role: roleOf(i) })),
        name: meta.name.trim(),
        notes: '',
        location: meta.location,
        updatedAt: t,
        syncedAt: 0,
        deleted: false,
      };
      await deps.store.putSession(s);
      setUp(s, []);
      deps.changed?.();
    },
    countOperation(operation) {
      const index = byOperation.get(operation);
      if (index === undefined) return false;
      count(index);
      return true;
    },
    count,
    undo() {
      const s = session.value;
      const last = undoStack[undoStack.length - 1];
      if (phase.value !== 'counting' || !s || !last) return false;
      persist({ id: deps.newId(), sessionId: s.id, seq: seq++, item: last.item, at: deps.now(), undoes: last.id });
      bump(last.item, last.at, -1);
      undoStack.pop();
      canUndo.value = undoStack.length > 0;
      deps.vibrate?.();
      return true;
    },
    tick() {
      const t = deps.now();
      for (const minutes of [1, 5] as const) {
        const start = windowStart(t, minutes);
        if (start === windows[minutes]) continue;
        windows[minutes] = start;
        for (const tally of tallies.value) (minutes === 1 ? tally.window1 : tally.window5).value = 0;
      }
    },
    async stop() {
      const s = session.value;
      if (!s) return null;
      const t = deps.now();
      const ended = { ...s, endedAt: t, updatedAt: t };
      await deps.store.putSession(ended);
      phase.value = 'idle';
      session.value = null;
      undoStack = [];
      canUndo.value = false;
      deps.changed?.();
      return ended;
    },
    async discard() {
      const s = session.value;
      phase.value = 'idle';
      session.value = null;
      undoStack = [];
      canUndo.value = false;
      if (s) await deps.store.remove(s.id);
      deps.changed?.();
    },
    async unfinished() {
      return (await deps.store.sessions()).find((s) => s.endedAt === null);
    },
    async resume(id) {
      const s = await deps.store.session(id);
      if (!s || s.deleted) return false;
      setUp(s, await deps.store.taps(id));
      return true;
    },
  };
}
