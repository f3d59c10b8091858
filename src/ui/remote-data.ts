import { signal, type ReadonlySignal } from '@preact/signals';

/** What a screen knows about one piece of server data: not asked yet, on its way, arrived, or failed. */
export type RemoteData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

export interface Remote<T> {
  state: ReadonlySignal<RemoteData<T>>;
  /** Runs `fetch`, replacing any request still on its way (its late answer is ignored). Resolves true on success. */
  run(fetch: () => Promise<T>): Promise<boolean>;
  /** Runs the last fetch again (the retry button of an error state). */
  retry(): Promise<boolean>;
  reset(): void;
}

export function createRemote<T>(): Remote<T> {
  const state = signal<RemoteData<T>>({ status: 'idle' });
  let generation = 0;
  let last: (() => Promise<T>) | null = null;

  async function run(fetch: () => Promise<T>): Promise<boolean> {
    const mine = ++generation;
    last = fetch;
    state.value = { status: 'loading' };
    try {
      const data = await fetch();
      if (mine !== generation) return false;
      state.value = { status: 'ready', data };
      return true;
    } catch (error) {
      if (mine !== generation) return false;
      state.value = { status: 'error', error };
      return false;
    }
  }

  return {
    state,
    run,
    retry: () => (last ? run(last) : Promise.resolve(false)),
    reset() {
      generation++;
      last = null;
      state.value = { status: 'idle' };
    },
  };
}

export function dataOf<T>(remote: RemoteData<T>): T | undefined {
  return remote.status === 'ready' ? remote.data : undefined;
}
