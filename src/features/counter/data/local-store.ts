import type { CounterLocation, SessionItem } from '../../../../contracts/counter.js';
import type { TapRecord } from '../domain/taps.js';
import { ACCOUNT_DATABASES } from '../../../platform/device-data.js';

/** A session as kept on the device. `syncedAt` is the `updatedAt` the server last confirmed. */
export interface LocalSession {
  id: string;
  startedAt: number;
  endedAt: number | null;
  items: SessionItem[];
  name: string;
  notes: string;
  location: CounterLocation | null;
  updatedAt: number;
  syncedAt: number;
  /** Deleted on this device and waiting for the server to learn it. */
  deleted: boolean;
}

export interface PendingBatch {
  sessions: LocalSession[];
  taps: TapRecord[];
  deleted: string[];
}

export interface CounterStore {
  putSession(session: LocalSession): Promise<void>;
  /** Starts its write before returning, so a caller in an input handler has the tap queued in the same task. */
  appendTap(tap: TapRecord): Promise<void>;
  session(id: string): Promise<LocalSession | undefined>;
  /** Live sessions, newest first. */
  sessions(): Promise<LocalSession[]>;
  taps(sessionId: string): Promise<TapRecord[]>;
  /** Ids of sessions with taps not yet on the server. */
  sessionsWithPendingTaps(): Promise<Set<string>>;
  pending(maxTaps: number): Promise<PendingBatch>;
  /** Records what the server confirmed: sessions at the version sent, these taps, these deletions. */
  markSynced(sent: PendingBatch): Promise<void>;
  /** Deletes a session's taps here and keeps a tombstone until the server has it. */
  remove(id: string): Promise<void>;
  /** Keeps a copy of a session made on another device (already on the server), so it can be edited here. */
  adopt(session: LocalSession, taps: TapRecord[]): Promise<void>;
  close(): void;
}

const SESSIONS = 'sessions';
const TAPS = 'taps';
/** Taps carry `pending: 1` until the server confirms them; the index lists exactly those. */
type StoredTap = TapRecord & { pending?: 1 };

function done(request: IDBRequest): Promise<void>;
function done<T>(request: IDBRequest<T>): Promise<T>;
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

function strip({ pending: _pending, ...tap }: StoredTap): TapRecord {
  return tap;
}

/** Opens (or creates) the counter's database: a sessions store and a taps store indexed by session and by pending. */
async function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore(SESSIONS, { keyPath: 'id' });
    const taps = db.createObjectStore(TAPS, { keyPath: 'id' });
    taps.createIndex('bySession', 'sessionId');
    taps.createIndex('pending', 'pending');
  };
  const db = await done(open);
  // Deleting the database (the account's end, src/platform/device-data.ts) or upgrading it from another tab goes ahead.
  db.onversionchange = () => db.close();
  return db;
}

/** What the server has not confirmed yet: changed sessions, up to `maxTaps` pending taps (with their sessions), deletions. */
async function pendingBatch(db: IDBDatabase, maxTaps: number): Promise<PendingBatch> {
  const tx = db.transaction([SESSIONS, TAPS]);
  const [all, taps] = await Promise.all([
    done<LocalSession[]>(tx.objectStore(SESSIONS).getAll()),
    done<StoredTap[]>(tx.objectStore(TAPS).index('pending').getAll(1, maxTaps)),
  ]);
  const withTaps = new Set(taps.map((t) => t.sessionId));
  return {
    sessions: all.filter((s) => !s.deleted && (s.updatedAt > s.syncedAt || withTaps.has(s.id))),
    taps: taps.map(strip),
    deleted: all.filter((s) => s.deleted).map((s) => s.id),
  };
}

/** Records what the server confirmed of a batch (see CounterStore.markSynced), in a transaction opened by `write`. */
async function markSent(write: (stores: string[]) => IDBTransaction, sent: PendingBatch): Promise<void> {
  const tx = write([SESSIONS, TAPS]);
  const sessions = tx.objectStore(SESSIONS);
  const taps = tx.objectStore(TAPS);
  for (const s of sent.sessions) {
    const current = await done<LocalSession | undefined>(sessions.get(s.id));
    // An edit made while the batch was in flight stays pending: only the version sent is confirmed.
    if (current && !current.deleted) sessions.put({ ...current, syncedAt: Math.max(current.syncedAt, s.updatedAt) });
  }
  for (const t of sent.taps) taps.put(t);
  for (const id of sent.deleted) sessions.delete(id);
  await committed(tx);
}

/** The counter's IndexedDB database: sessions and append-only taps. */
export async function openCounterStore(factory: IDBFactory = indexedDB, name: string = ACCOUNT_DATABASES.counter): Promise<CounterStore> {
  const db = await openDatabase(factory, name);
  // Written to disk before the transaction reports success: a count must survive the battery dying, not only a killed tab.
  const write = (stores: string[]) => db.transaction(stores, 'readwrite', { durability: 'strict' });

  return {
    async putSession(session) {
      const tx = write([SESSIONS]);
      tx.objectStore(SESSIONS).put(session);
      await committed(tx);
    },
    appendTap(tap) {
      try {
        const tx = write([TAPS]);
        tx.objectStore(TAPS).put({ ...tap, pending: 1 } satisfies StoredTap);
        return committed(tx);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    async session(id) {
      return done<LocalSession | undefined>(db.transaction(SESSIONS).objectStore(SESSIONS).get(id));
    },
    async sessions() {
      const all = await done<LocalSession[]>(db.transaction(SESSIONS).objectStore(SESSIONS).getAll());
      return all.filter((s) => !s.deleted).sort((a, b) => b.startedAt - a.startedAt);
    },
    async taps(sessionId) {
      const rows = await done<StoredTap[]>(db.transaction(TAPS).objectStore(TAPS).index('bySession').getAll(sessionId));
      return rows.map(strip).sort((a, b) => a.seq - b.seq);
    },
    async sessionsWithPendingTaps() {
      const rows = await done<StoredTap[]>(db.transaction(TAPS).objectStore(TAPS).index('pending').getAll(1));
      return new Set(rows.map((t) => t.sessionId));
    },
    pending: (maxTaps) => pendingBatch(db, maxTaps),
    markSynced: (sent) => markSent(write, sent),
    async remove(id) {
      const tx = write([SESSIONS, TAPS]);
      const sessions = tx.objectStore(SESSIONS);
      const current = await done<LocalSession | undefined>(sessions.get(id));
      const keys = await done(tx.objectStore(TAPS).index('bySession').getAllKeys(id));
      for (const key of keys) tx.objectStore(TAPS).delete(key);
      if (current) sessions.put({ ...current, deleted: true });
      await committed(tx);
    },
    async adopt(session, taps) {
      const tx = write([SESSIONS, TAPS]);
      tx.objectStore(SESSIONS).put({ ...session, syncedAt: session.updatedAt });
      for (const t of taps) tx.objectStore(TAPS).put(t);
      await committed(tx);
    },
    close() {
      db.close();
    },
  };
}
