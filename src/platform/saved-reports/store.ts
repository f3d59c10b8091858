import { signal, type ReadonlySignal } from '@preact/signals';
import { createStore, type Row, type Store } from 'tinybase/store';
import type { Persister } from 'tinybase/persisters';
import { createIndexedDbPersister } from 'tinybase/persisters/persister-indexed-db';
import type { AreaQuery, ReportKind } from '../../../contracts/area.js';
import { ACCOUNT_DATABASES } from '../device-data.js';
import { bookmarkTable, type Bookmarks } from './bookmarks.js';

/*
 * The device's copy of the user's saved reports: a tinybase store persisted to IndexedDB, so the list opens offline,
 * kept in step with the server by `sync`. Tables (the later bookmarks and 'my data' screens read the same store and add
 * their own tables beside these, e.g. `bookmarks` keyed by place):
 *
 *   reports   rowId = the server's report id. reportType ('area-query' now; AI analyses and recommendations later),
 *             lat, lon, radius, industry, countryCode, placeName, createdAt, dataVersion (AreaQuery's fields), and
 *             listed: the server's list of the user's reports held it at the last sync.
 *   unlocks   rowId = `${reportId}/${kind}`: reportId, kind. The report kinds this user unlocked for that report.
 *   removals  rowId = the report id, removedAt: removed on this device, waiting for the server to learn it.
 *   analyses  rowId = the report id: the last AI analysis answer opened for it (answer: its JSON, lang, savedAt), so an
 *             analysis opens offline as it was, with the data version its query carries. Dropped with its report.
 *   documents rowId = `${kind}/${id}`: other answers kept as opened (a recommendation; a city or brand report, by its
 *             route), same cells as analyses.
 *   bookmarks places the user marked (bookmarks.ts).
 */

export const AREA_QUERY = 'area-query';

/** A saved area query as the screens read it. */
export interface SavedReport extends AreaQuery {
  /** Report kinds unlocked for it on this account. */
  unlocked: ReportKind[];
}

export interface SavedReports extends Bookmarks {
  /** The saved area queries, newest first; follows every change. */
  list: ReadonlySignal<SavedReport[]>;
  get(id: string): SavedReport | undefined;
  /** Keeps a query (made on this device, or a shared one opened here). */
  put(query: AreaQuery): Promise<void>;
  markUnlocked(id: string, kind: ReportKind): Promise<void>;
  /** Keeps the AI analysis answer of a kept report as opened (in `lang`), replacing the one kept before. */
  putAnalysis(id: string, lang: string, answer: unknown): Promise<void>;
  /** The AI analysis answer kept for a report, if any. */
  getAnalysis(id: string): SavedAnalysis | undefined;
  /** Keeps another kind of answer as opened (a recommendation: kind 'recommendation'), replacing the one kept before. */
  putDocument(kind: string, id: string, lang: string, answer: unknown): Promise<void>;
  getDocument(kind: string, id: string): SavedAnalysis | undefined;
  /** Every answer of a kind kept on this device, with its id (the 'my data' list); a computed list follows changes. */
  listDocuments(kind: string): Array<SavedAnalysis & { id: string }>;
  /** Removes it here now and from the server at the next `sync` (at once when online). */
  remove(id: string): Promise<void>;
  /**
   * Sends the removals made here, then takes the server's list: new and changed queries are kept with the reports
   * the account unlocked for them (on any device), a query the server listed before and no longer does (removed on
   * another device) goes. A query the server never listed (a shared one,
   * or one made since) stays. One sync runs at a time; calls during it wait for it and run once more.
   */
  sync(fetchRemote: () => Promise<readonly ListedQuery[]>, deleteRemote: (id: string) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

const REPORTS = 'reports';
const UNLOCKS = 'unlocks';
const REMOVALS = 'removals';
const ANALYSES = 'analyses';
const DOCUMENTS = 'documents';

/** An AI analysis answer as it was opened on this device. */
export interface SavedAnalysis {
  answer: unknown;
  lang: string;
  savedAt: string;
}

/** A query as the server lists it (GET /v1/area/queries): with the reports the account unlocked for it on any device. */
export type ListedQuery = AreaQuery & { unlocked?: readonly ReportKind[] };

function toRow(query: ListedQuery, listed: boolean): Row {
  const { id: _id, unlocked: _unlocked, ...fields } = query;
  return { reportType: AREA_QUERY, ...fields, listed };
}

function fromRow(store: Store, id: string, row: Row): SavedReport {
  const unlocked = store
    .getRowIds(UNLOCKS)
    .filter((key) => store.getCell(UNLOCKS, key, 'reportId') === id)
    .map((key) => store.getCell(UNLOCKS, key, 'kind') as ReportKind);
  return {
    id,
    lat: row.lat as number,
    lon: row.lon as number,
    radius: row.radius as AreaQuery['radius'],
    industry: (row.industry ?? null) as string | null,
    countryCode: (row.countryCode ?? null) as string | null,
    placeName: (row.placeName ?? null) as string | null,
    brandId: (row.brandId ?? null) as string | null,
    createdAt: row.createdAt as string,
    dataVersion: row.dataVersion as string,
    unlocked,
  };
}

/**
 * A 404 answer to a removal: the server has no such report of this user (removed already, or someone else's). Read
 * from the HTTP status the request layer's errors carry: the platform sits below the request layer.
 */
const alreadyGone = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** The saved area queries, newest first. */
function readReports(store: Store): SavedReport[] {
  return Object.entries(store.getTable(REPORTS))
    .filter(([, row]) => row.reportType === AREA_QUERY)
    .map(([id, row]) => fromRow(store, id, row))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Drops a report here with what was kept for it: its unlocks and its AI analysis answer. */
function dropReport(store: Store, id: string): void {
  store.delRow(REPORTS, id);
  for (const key of store.getRowIds(UNLOCKS)) if (store.getCell(UNLOCKS, key, 'reportId') === id) store.delRow(UNLOCKS, key);
  store.delRow(ANALYSES, id);
}

type Change = (edit: () => void) => Promise<void>;

/**
 * The store's one write at a time: each change is made on what IndexedDB holds now (another tab of the app may have
 * written since: saving writes the whole store) and is on disk before its promise resolves.
 */
function serialChanges(store: Store, persister: Pick<Persister, 'load' | 'save'>): Change {
  let writes: Promise<void> = Promise.resolve();
  return (edit) => {
    const done = writes.then(async () => {
      await persister.load();
      store.transaction(edit);
      await persister.save();
    });
    writes = done.catch(() => undefined);
    return done;
  };
}

/**
 * The answers kept as they were opened: AI analyses by report, other documents by kind and id. `documentsChanged`
 * counts the changes of the documents, so a list computed from `listDocuments` follows them.
 */
function answerTables(store: Store, change: Change, documentsChanged: ReadonlySignal<number>) {
  const putAnswer = (table: string, id: string, lang: string, answer: unknown) =>
    change(() => store.setRow(table, id, { answer: JSON.stringify(answer), lang, savedAt: new Date().toISOString() }));
  function getAnswer(table: string, id: string): SavedAnalysis | undefined {
    if (!store.hasRow(table, id)) return undefined;
    const row = store.getRow(table, id);
    return { answer: JSON.parse(row.answer as string) as unknown, lang: row.lang as string, savedAt: row.savedAt as string };
  }
  const answers: Pick<SavedReports, 'putAnalysis' | 'getAnalysis' | 'putDocument' | 'getDocument' | 'listDocuments'> = {
    putAnalysis: (id, lang, answer) => putAnswer(ANALYSES, id, lang, answer),
    getAnalysis: (id) => getAnswer(ANALYSES, id),
    putDocument: (kind, id, lang, answer) => putAnswer(DOCUMENTS, `${kind}/${id}`, lang, answer),
    getDocument: (kind, id) => getAnswer(DOCUMENTS, `${kind}/${id}`),
    listDocuments(kind) {
      void documentsChanged.value;
      return store
        .getRowIds(DOCUMENTS)
        .filter((key) => key.startsWith(`${kind}/`))
        .map((key) => ({ id: key.slice(kind.length + 1), ...getAnswer(DOCUMENTS, key)! }));
    },
  };
  return answers;
}

/** The sync with the server's list (see SavedReports.sync): one at a time, a call during one waits and runs once more. */
function reportSync(store: Store, change: Change): SavedReports['sync'] {
  /** Sends each pending removal; one that fails (offline, server error) stays pending and its error is returned. */
  async function sendRemovals(deleteRemote: (id: string) => Promise<unknown>): Promise<unknown> {
    let failure: unknown = null;
    for (const id of store.getRowIds(REMOVALS)) {
      try {
        await deleteRemote(id);
      } catch (error) {
        if (!alreadyGone(error)) {
          failure ??= error;
          continue;
        }
      }
      await change(() => store.delRow(REMOVALS, id));
    }
    return failure;
  }

  async function merge(remote: readonly ListedQuery[]): Promise<void> {
    const onServer = new Set(remote.map((q) => q.id));
    await change(() => {
      for (const query of remote) {
        if (store.hasRow(REMOVALS, query.id)) continue;
        store.setRow(REPORTS, query.id, toRow(query, true));
        for (const kind of query.unlocked ?? []) store.setRow(UNLOCKS, `${query.id}/${kind}`, { reportId: query.id, kind });
      }
      for (const id of store.getRowIds(REPORTS)) {
        if (store.getCell(REPORTS, id, 'listed') === true && !onServer.has(id)) dropReport(store, id);
      }
    });
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  return (fetchRemote, deleteRemote) => {
    const run = async () => {
      const failure = await sendRemovals(deleteRemote);
      // A removal still pending keeps its report out of the merged list, so the list can be taken anyway.
      await merge(await fetchRemote());
      if (failure) throw failure;
    };
    if (!running) {
      running = run().finally(() => (running = null));
      return running;
    }
    queued ??= running.catch(() => undefined).then(() => {
      queued = null;
      running = run().finally(() => (running = null));
      return running;
    });
    return queued;
  };
}

/** Opens (or creates) the store in IndexedDB `dbName`. Load it through `loadSavedReports` (index.ts), not directly. */
export async function openSavedReports(dbName: string = ACCOUNT_DATABASES.savedReports): Promise<SavedReports> {
  const store = createStore();
  const persister = createIndexedDbPersister(store, dbName);
  await persister.load();

  const list = signal(readReports(store));
  /** Counts the changes of the kept documents: `listDocuments` reads it, so a list computed from it follows them. */
  const documentsChanged = signal(0);
  // Only net changes: reading IndexedDB again before each write (see `serialChanges`) mostly finds what is already here.
  store.addDidFinishTransactionListener(() => {
    const [tables] = store.getTransactionChanges();
    if (REPORTS in tables || UNLOCKS in tables) list.value = readReports(store);
    if (DOCUMENTS in tables) documentsChanged.value++;
  });
  const change = serialChanges(store, persister);

  return {
    list,
    get(id) {
      return store.hasRow(REPORTS, id) ? fromRow(store, id, store.getRow(REPORTS, id)) : undefined;
    },
    put(query) {
      return change(() => {
        const listed = store.getCell(REPORTS, query.id, 'listed') === true;
        store.delRow(REMOVALS, query.id);
        store.setRow(REPORTS, query.id, toRow(query, listed));
      });
    },
    markUnlocked(id, kind) {
      return change(() => store.setRow(UNLOCKS, `${id}/${kind}`, { reportId: id, kind }));
    },
    ...answerTables(store, change, documentsChanged),
    ...bookmarkTable(store, change),
    remove(id) {
      return change(() => {
        dropReport(store, id);
        store.setRow(REMOVALS, id, { removedAt: new Date().toISOString() });
      });
    },
    sync: reportSync(store, change),
    async close() {
      await persister.destroy();
    },
  };
}
