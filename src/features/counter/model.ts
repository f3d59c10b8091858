import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { CounterLocation } from '../../../contracts/counter.js';
import type { LocalSession } from './data/local-store.js';
import type { CountItem, TapRecord } from './domain/taps.js';
import { effectiveCounts, roleOf } from './domain/taps.js';
import { loadItems, saveItems, validateItems, type SettingsProblem } from './domain/settings.js';
import type { Operation } from './domain/gestures.js';
import { createTallies, type ItemTally } from './tallies.js';
import { createTapLog, type TapLogDeps } from './tap-log.js';

export interface CounterDeps extends TapLogDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  defaults: CountItem[];
}

export type { ItemTally };

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

/** A new session of `items`, named and placed as the user entered it, starting now. */
function newSession(deps: CounterDeps, items: readonly CountItem[], meta: { name: string; location: CounterLocation | null }): LocalSession {
  const t = deps.now();
  return {
    id: deps.newId(),
    startedAt: t,
    endedAt: null,
    items: items.map((item, i) => ({ ...item, role: roleOf(i) })),
    name: meta.name.trim(),
    notes: '',
    location: meta.location,
    updatedAt: t,
    syncedAt: 0,
    deleted: false,
  };
}

/** The count items (a title and a gesture each), kept on the device; saving checks them against the settings rules. */
function createItemSettings(storage: CounterDeps['storage'], defaults: CountItem[]) {
  const items = signal<CountItem[]>(loadItems(storage) ?? defaults);
  return {
    items,
    saveSettings(next: CountItem[], member: boolean): SettingsProblem | null {
      const problem = validateItems(next, member);
      if (problem) return problem;
      const clean = next.map((i) => ({ title: i.title.trim(), operation: i.operation }));
      saveItems(storage, clean);
      items.value = clean;
      return null;
    },
  };
}

/**
 * The counter's state and actions, free of rendering. Each tally is its own signal so a count updates exactly
 * one text node; every count is written to the device store from the same call that updates the screen.
 */
export function createCounterModel(deps: CounterDeps): CounterModel {
  const { items, saveSettings } = createItemSettings(deps.storage, deps.defaults);
  const phase = signal<'idle' | 'counting'>('idle');
  const session = signal<LocalSession | null>(null);
  const tallies = createTallies(deps.now);
  const log = createTapLog(deps, tallies);
  let byOperation = new Map<Operation, number>();

  function setUp(s: LocalSession, records: TapRecord[]) {
    const standing = effectiveCounts(records);
    tallies.reset(s.items, standing);
    byOperation = new Map(s.items.map((item, i) => [item.operation, i]));
    log.load(records, standing);
    session.value = s;
    phase.value = 'counting';
  }

  /** Back to idle: no session running, nothing to undo. */
  function leave() {
    phase.value = 'idle';
    session.value = null;
    log.clear();
  }

  /** The session being counted; null while idle. */
  const counting = () => (phase.value === 'counting' ? session.value : null);

  function count(index: number) {
    const s = counting();
    if (!s || index >= s.items.length) return;
    log.count(s.id, index);
  }

  return {
    items,
    saveSettings,
    phase,
    session,
    tallies: tallies.tallies,
    canUndo: log.canUndo,
    writeError: log.writeError,
    async start(meta) {
      const s = newSession(deps, items.value, meta);
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
      const s = counting();
      return s ? log.undo(s.id) : false;
    },
    tick: tallies.tick,
    async stop() {
      const s = session.value;
      if (!s) return null;
      const t = deps.now();
      const ended = { ...s, endedAt: t, updatedAt: t };
      await deps.store.putSession(ended);
      leave();
      deps.changed?.();
      return ended;
    },
    async discard() {
      const s = session.value;
      leave();
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
