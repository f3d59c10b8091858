import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { debounce } from './debounce.js';
import { createRemote, dataOf, type Remote, type RemoteData } from './remote-data.js';
import { matchesQuery } from './text-match.js';

/** Quiet time after the last keystroke before a server-searched list asks the server. */
export const SEARCH_DELAY_MS = 250;

export interface PickerStepConfig<F extends string, M extends string> {
  /** The list this step offers. */
  list: Remote<unknown>;
  /** Message key shown when that list fails to load. */
  failed: F;
  /** False while an earlier choice this step depends on is missing: the step cannot be visited. */
  reachable?: () => boolean;
  /** The server search behind this step's list, run once typing pauses (and at once on Enter). */
  search?: (query: string) => void;
  /** Message key for Enter on an empty search box in this step. */
  needsText?: M;
}

export interface SteppedPickerConfig<S extends string, F extends string, M extends string> {
  /** The steps in order; the picker opens on the first. */
  steps: Record<S, PickerStepConfig<F, M>>;
  searchDelayMs?: number;
}

/** What a stepped picker's screen reads and calls; feature models add their own choices and actions to it. */
export interface SteppedPickerModel<S extends string, F extends string, M extends string, P> {
  step: ReadonlySignal<S>;
  /** Choosing, or looking at the report preview the choice leads to. */
  stage: ReadonlySignal<'pick' | 'preview'>;
  query: ReadonlySignal<string>;
  message: ReadonlySignal<M | null>;
  /** The failure of the list the current step shows. */
  failure: ReadonlySignal<F | null>;
  /** The native app's own picker is open. */
  nativeBusy: ReadonlySignal<boolean>;
  preview: ReadonlySignal<RemoteData<P>>;
  setQuery(query: string): void;
  /** Enter in the search box with no option highlighted. */
  submitSearch(): void;
  goToStep(step: S): void;
  backToPicker(): void;
  retry(): Promise<boolean>;
  retryPreview(): Promise<boolean>;
  /** The user switched language: every list already asked for comes back with translated names. */
  reloadNames(): Promise<void>;
  dispose(): void;
}

/**
 * The search box of a stepped picker, which the picker opens on its first step: the current step, what is typed in the
 * box, the validation message, and the server search of the current step's list, run once typing pauses.
 */
function createStepSearch<S extends string, F extends string, M extends string>(steps: Record<S, PickerStepConfig<F, M>>, searchDelayMs: number) {
  const step = signal<S>((Object.keys(steps) as S[])[0]!);
  const query = signal('');
  const message = signal<M | null>(null);

  // Step changes cancel a pending search, so when it fires the step that asked for it is still current.
  const search = debounce((q: string) => steps[step.value].search?.(q), searchDelayMs);

  function setQuery(q: string) {
    query.value = q;
    message.value = null;
    if (steps[step.value].search) search.call(q.trim());
  }

  function submitSearch() {
    const current = steps[step.value];
    if (current.needsText && !query.value.trim()) message.value = current.needsText;
    else if (current.search) search.flush();
  }

  /** Shows step `s` with an empty search box. */
  function enterStep(s: S) {
    search.cancel();
    query.value = '';
    message.value = null;
    step.value = s;
  }

  function goToStep(s: S) {
    if (steps[s].reachable?.() === false) return;
    enterStep(s);
  }

  return { step, query, message, setQuery, submitSearch, enterStep, goToStep, cancel: () => search.cancel() };
}

/**
 * The mechanism of a picker that walks through steps (country → state → city, brand → country → city) and ends on a
 * report preview: one search box over the current step's list, validation messages, per-list failure and retry.
 * `model` is for the screen; the other members are for the feature model that owns the choices.
 */
export function createSteppedPicker<S extends string, F extends string, M extends string, P>({
  steps,
  searchDelayMs = SEARCH_DELAY_MS,
}: SteppedPickerConfig<S, F, M>) {
  const order = Object.keys(steps) as S[];
  const { step, query, message, setQuery, submitSearch, enterStep, goToStep, cancel } = createStepSearch(steps, searchDelayMs);
  const stage = signal<'pick' | 'preview'>('pick');
  const nativeBusy = signal(false);
  const preview = createRemote<P>();

  const failure = computed<F | null>(() => {
    const current = steps[step.value];
    return current.list.state.value.status === 'error' ? current.failed : null;
  });

  /** The options of `list` as shown: filtered on the device by `fields` against the query, or as the server sent them. */
  function optionsOf<T>(list: Remote<T[]>, fields?: (item: T) => ReadonlyArray<string | null | undefined>) {
    return computed(() => {
      const items = dataOf(list.state.value) ?? [];
      return fields ? items.filter((item) => matchesQuery(query.value, ...fields(item))) : items;
    });
  }

  function showPreview(fetch: () => Promise<P>) {
    stage.value = 'preview';
    void preview.run(fetch);
  }

  /** Runs the native app's picker; when the app has none that works (older version, unknown action, timeout), the web picker stays. */
  async function withNativePicker(task: () => Promise<void>) {
    nativeBusy.value = true;
    try {
      await task();
    } catch {
      // The web picker is the fallback.
    } finally {
      nativeBusy.value = false;
    }
  }

  async function reloadNames() {
    for (const remote of [...order.map((s) => steps[s].list), preview]) {
      if (remote.state.value.status !== 'idle') await remote.retry();
    }
  }

  const model: SteppedPickerModel<S, F, M, P> = {
    step,
    stage,
    query,
    message,
    failure,
    nativeBusy,
    preview: preview.state,
    setQuery,
    submitSearch,
    goToStep,
    backToPicker: () => void (stage.value = 'pick'),
    retry: () => steps[step.value].list.retry(),
    retryPreview: () => preview.retry(),
    reloadNames,
    dispose: cancel,
  };

  return {
    model,
    /** Writable for a feature that fills the box itself (a name chosen in the native picker). */
    query,
    enterStep,
    say: (m: M | null) => void (message.value = m),
    optionsOf,
    showPreview,
    withNativePicker,
  };
}
