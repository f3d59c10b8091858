import { signal, type ReadonlySignal } from '@preact/signals';
import type { SessionDetail, SessionSummary } from '../../../contracts/counter.js';
import { loadHistory, type HistoryEntry } from './data/history.js';
import type { CounterStore, LocalSession } from './data/local-store.js';
import type { Syncer } from './data/sync.js';
import type { TapRecord } from './domain/taps.js';

/** One count opened for its details: from this phone (editable offline) or fetched from the server. */
export interface OpenedSession {
  session: LocalSession;
  taps: TapRecord[];
  local: boolean;
}

export interface SessionLibraryDeps {
  store: CounterStore;
  syncer: Pick<Syncer, 'request'>;
  /** The counter's server calls (api.ts). */
  remote: {
    list(): Promise<SessionSummary[]>;
    get(id: string): Promise<SessionDetail>;
    remove(id: string): Promise<unknown>;
  };
  /** A count left unfinished on this phone (the counter model's). */
  unfinished(): Promise<LocalSession | undefined>;
  now(): number;
}

export interface SessionLibrary {
  /** Every past count, this phone's and the server's, newest first; null until first loaded. */
  entries: ReadonlySignal<HistoryEntry[] | null>;
  /** A count the page was closed in the middle of, to resume or discard. */
  unfinished: ReadonlySignal<LocalSession | null>;
  /** Reads the list again (after a sync, a count, or coming back to the screen). */
  reload(): Promise<void>;
  /** The count with its taps; null when neither this phone nor the server has it. */
  load(id: string): Promise<OpenedSession | null>;
  /** Renames or annotates a count; a server-only count is first copied to this phone, then synced. */
  save(opened: OpenedSession, patch: Partial<Pick<LocalSession, 'name' | 'notes'>>): Promise<OpenedSession>;
  /** Deletes a count: this phone's through the sync (works offline), a server-only one at once. */
  remove(opened: Pick<OpenedSession, 'session' | 'local'>): Promise<void>;
  /** Drops the unfinished count. */
  discardUnfinished(): Promise<void>;
  /** Whether everything of this phone's count is on the server. */
  synced(opened: OpenedSession): Promise<boolean>;
}

/** The counter's sessions as a model, free of rendering: what the home and detail screens show and change. */
export function createSessionLibrary(deps: SessionLibraryDeps): SessionLibrary {
  const entries = signal<HistoryEntry[] | null>(null);
  const unfinished = signal<LocalSession | null>(null);
  const { store, syncer } = deps;

  return {
    entries,
    unfinished,
    async reload() {
      const [list, open] = await Promise.all([loadHistory(store, deps.remote.list), deps.unfinished()]);
      entries.value = list;
      unfinished.value = open ?? null;
    },
    async load(id) {
      const session = await store.session(id);
      if (session && !session.deleted) return { session, taps: await store.taps(id), local: true };
      const remote = await deps.remote.get(id).catch(() => null);
      if (!remote) return null;
      const { counts: _counts, ...meta } = remote.session;
      return {
        session: { ...meta, syncedAt: meta.updatedAt, deleted: false },
        taps: remote.taps.map((t) => ({ ...t, sessionId: id })),
        local: false,
      };
    },
    async save(opened, patch) {
      const next = { ...opened.session, ...patch, updatedAt: deps.now() };
      if (!opened.local) await store.adopt(opened.session, opened.taps);
      await store.putSession(next);
      syncer.request(0);
      return { ...opened, session: next, local: true };
    },
    async remove({ session, local }) {
      if (local) {
        await store.remove(session.id);
        syncer.request(0);
      } else await deps.remote.remove(session.id);
    },
    async discardUnfinished() {
      const open = unfinished.value;
      if (!open) return;
      await store.remove(open.id);
      unfinished.value = null;
      syncer.request(0);
    },
    async synced({ session, local }) {
      if (!local) return true;
      const [stored, pending] = await Promise.all([store.session(session.id), store.sessionsWithPendingTaps()]);
      return !!stored && !stored.deleted && stored.syncedAt >= stored.updatedAt && !pending.has(stored.id);
    },
  };
}
