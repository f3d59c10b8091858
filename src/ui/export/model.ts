import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { ExportKind, ExportRequest, ExportStatus } from '../../../contracts/exports.js';
import { Codes } from '../../../contracts/errors.js';

/** The export service's two calls (contracts/exports.ts); the model is tested with a fake of them. */
export interface ExportApi {
  start(request: ExportRequest): Promise<ExportStatus>;
  status(id: string): Promise<ExportStatus>;
}

/** What the reader is told: idle before start, then the server's states, or cancelled by the reader. */
export type ExportPhase = 'idle' | 'starting' | 'queued' | 'rendering' | 'done' | 'failed' | 'cancelled';
/** Why an export failed, as the screen words it (the EXPORT_* codes). */
export type ExportFailure = 'unavailable' | 'queueFull' | 'failed';

export interface ExportModelDeps {
  api: ExportApi;
  /** Waits `ms`; resolves early (and the model stops) when `signal` aborts. Injected so tests need no timers. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Polling: the first wait, each next one `factor` times longer, never above `maxMs`. */
  backoff?: { firstMs: number; factor: number; maxMs: number };
  /** Consecutive status reads that may fail (offline for a moment) before the export counts as failed. */
  maxPollErrors?: number;
}

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
  });

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
/** A refusal that asking again will not change (the export is gone: 404; an EXPORT_* code); else a passing failure. */
function final(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const code = codeOf(error);
  if (typeof code === 'number' && code >= 45001 && code <= 45099) return true;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The failure an error code or code name stands for. */
export function failureOf(code: unknown): ExportFailure {
  if (code === Codes.EXPORT_UNAVAILABLE.code || code === 'EXPORT_UNAVAILABLE') return 'unavailable';
  if (code === Codes.EXPORT_QUEUE_FULL.code || code === 'EXPORT_QUEUE_FULL') return 'queueFull';
  return 'failed';
}

/**
 * One PDF export: `start` queues it (POST /v1/exports), then reads its status with a growing wait until it is
 * done or failed, exposing state, progress (0-100) and queue position as signals. `cancel` stops following it (the
 * server finishes it anyway: the same request later answers the finished file at once).
 */
export function createExportModel({ api, sleep = realSleep, backoff = { firstMs: 400, factor: 1.5, maxMs: 3000 }, maxPollErrors = 3 }: ExportModelDeps) {
  const phase = signal<ExportPhase>('idle');
  const progress = signal(0);
  const position = signal(0);
  const status = signal<ExportStatus | null>(null);
  const failure = signal<ExportFailure | null>(null);
  let run: AbortController | null = null;

  function take(next: ExportStatus): void {
    batch(() => {
      status.value = next;
      progress.value = next.state === 'done' ? 100 : next.progress;
      position.value = next.state === 'queued' ? next.position : 0;
      phase.value = next.state;
      failure.value = next.state === 'failed' ? failureOf(next.error) : null;
    });
  }

  function fail(kind: ExportFailure): null {
    batch(() => {
      phase.value = 'failed';
      failure.value = kind;
    });
    return null;
  }

  /** Starts (or restarts) an export; resolves with the finished status, or null when it failed or was cancelled. */
  async function start(report: ExportKind, id: string, lang: string): Promise<ExportStatus | null> {
    run?.abort();
    const mine = new AbortController();
    run = mine;
    const live = () => !mine.signal.aborted;
    batch(() => {
      phase.value = 'starting';
      progress.value = 0;
      position.value = 0;
      status.value = null;
      failure.value = null;
    });
    let current: ExportStatus;
    try {
      current = await api.start({ report, id, lang: lang as ExportRequest['lang'] });
    } catch (error) {
      return live() ? fail(failureOf(codeOf(error))) : null;
    }
    if (!live()) return null;
    take(current);
    let wait = backoff.firstMs;
    let errors = 0;
    while (current.state === 'queued' || current.state === 'rendering') {
      await sleep(wait, mine.signal);
      if (!live()) return null;
      wait = Math.min(backoff.maxMs, wait * backoff.factor);
      try {
        current = await api.status(current.id);
        errors = 0;
      } catch (error) {
        if (!live()) return null;
        // A refusal ends it; a dropped connection or a busy server is asked again a few times.
        if (final(error)) return fail(failureOf(codeOf(error)));
        if (++errors >= maxPollErrors) return fail('failed');
        continue;
      }
      if (!live()) return null;
      take(current);
    }
    return current.state === 'done' ? current : null;
  }

  function cancel(): void {
    if (!run) return;
    run.abort();
    run = null;
    if (phase.peek() !== 'done' && phase.peek() !== 'failed') phase.value = 'cancelled';
  }

  return {
    phase: phase as ReadonlySignal<ExportPhase>,
    progress: progress as ReadonlySignal<number>,
    position: position as ReadonlySignal<number>,
    status: status as ReadonlySignal<ExportStatus | null>,
    failure: failure as ReadonlySignal<ExportFailure | null>,
    start,
    cancel,
  };
}

export type ExportModel = ReturnType<typeof createExportModel>;
