import { signal, type ReadonlySignal } from '@preact/signals';
import type { SavedReports } from './store.js';

/** The part of the device's saved reports a kept answer reads and writes. */
export type KeptAnswerStore = Pick<SavedReports, 'putDocument' | 'getDocument'>;

/**
 * No answer arrived at all (offline, a dead connection): the kept copy may stand in. Read from the HTTP status the
 * request layer's errors carry (0 when nothing answered): the platform sits below the request layer.
 */
const unreachable = (error: unknown) => (error as { status?: unknown } | null)?.status === 0;

/**
 * A report's answer kept on this device as it was opened (the saved reports' documents of `kind`), so a report opened
 * once opens again offline. `fetch` asks the server; when no answer arrives, the kept copy of the target stands in and
 * `savedAt` says when it was kept. `save` keeps the server's answer last fetched; the screen calls it when the reader
 * leaves (useKeepOnDevice), so the store's code stays out of the report's first load.
 */
export function createKeptAnswer<T, R>({ kind, key, fetch, store, lang }: {
  kind: string;
  /** The document a target's answer is kept as, and found by offline. */
  key: (target: T) => string;
  fetch: (target: T) => Promise<R>;
  /**
   * The device's saved reports (tinybase, loaded on first use); rejects where there is no storage. A report kept in a
   * table of its own (the AI analysis) passes an adapter that reads and writes it there.
   */
  store: () => Promise<KeptAnswerStore>;
  /** The interface language the answer is asked in. */
  lang: () => string;
}) {
  const savedAt = signal<string | null>(null);
  /** The server's answer on screen, to keep; null while loading or while the kept copy is shown. */
  let fresh: { key: string; lang: string; answer: R } | null = null;
  let opened = 0;

  async function fetchOrKept(target: T): Promise<R> {
    const mine = ++opened;
    savedAt.value = null;
    fresh = null;
    const id = key(target);
    const asked = lang();
    try {
      const answer = await fetch(target);
      if (mine === opened) fresh = { key: id, lang: asked, answer };
      return answer;
    } catch (error) {
      if (!unreachable(error)) throw error;
      const copy = await store().then((s) => s.getDocument(kind, id), () => undefined);
      if (!copy) throw error;
      if (mine === opened) savedAt.value = copy.savedAt;
      return copy.answer as R;
    }
  }

  async function save(): Promise<void> {
    if (!fresh) return;
    const { key: id, lang: asked, answer } = fresh;
    await (await store()).putDocument(kind, id, asked, answer);
  }

  /**
   * A newer answer of `target` from the server that did not come through `fetch` (an unlock answers the report it
   * opened): it is shown instead of any kept copy, and it is the one `save` keeps.
   */
  function replace(target: T, answer: R): void {
    opened++;
    savedAt.value = null;
    fresh = { key: key(target), lang: lang(), answer };
  }

  return { fetch: fetchOrKept, savedAt: savedAt as ReadonlySignal<string | null>, save, replace };
}
