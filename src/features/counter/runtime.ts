import { LL } from '../../platform/i18n/index.js';
import { counterApi } from './api.js';
import { openCounterStore, type CounterStore } from './data/local-store.js';
import { createSyncer, type Syncer } from './data/sync.js';
import { VIBRATE_MS } from './domain/gesture-thresholds.js';
import { newId } from './domain/ids.js';
import { defaultItems } from './domain/settings.js';
import { createSessionLibrary, type SessionLibrary } from './library.js';
import { createCounterModel, type CounterModel } from './model.js';

export interface CounterRuntime {
  store: CounterStore;
  syncer: Syncer;
  model: CounterModel;
  library: SessionLibrary;
}

let runtime: Promise<CounterRuntime> | null = null;

/**
 * The counter's one store, syncer, model and session library for the page, shared by its three screens. Created on first use (after
 * the counter texts are loaded, for the default item titles); a failure (no IndexedDB) is retried on the next call.
 */
export function counterRuntime(): Promise<CounterRuntime> {
  runtime ??= (async () => {
    const store = await openCounterStore();
    const syncer = createSyncer({ store, send: counterApi.sync, setTimer: (fn, ms) => setTimeout(fn, ms), clearTimer: (h) => clearTimeout(h as number) });
    const t = LL.value.counter.defaults;
    const model = createCounterModel({
      store,
      storage: localStorage,
      defaults: defaultItems({ customers: t.customers(), passersby: t.passersby() }),
      now: Date.now,
      newId,
      vibrate: typeof navigator.vibrate === 'function' ? () => void navigator.vibrate(VIBRATE_MS) : undefined,
      changed: () => syncer.request(),
    });
    window.addEventListener('online', () => void syncer.now());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void syncer.now());
    void syncer.now();
    const library = createSessionLibrary({ store, syncer, remote: counterApi, unfinished: () => model.unfinished(), now: Date.now });
    return { store, syncer, model, library };
  })().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}
