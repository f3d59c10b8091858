import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { RelayEvent, RelayKind, RelayRun, RelayStage } from '../../../../contracts/recommendation.js';

/** The stages of the relay's indicator, in the order a run passes them. */
export const STAGES: readonly RelayStage[] = ['thinking', 'planning', 'execute'];

/** The part of EventSource the follower uses (tests pass their own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void;
  close(): void;
}

export interface StreamDeps {
  /** Opens `GET /v1/relay/:runId/events?after=`; null where EventSource is unavailable (then it polls). */
  openEvents: ((runId: string, after: number) => EventSourceLike) | null;
  /** `GET /v1/relay/:runId?after=`: the polling fallback. */
  poll: (runId: string, after: number) => Promise<RelayRun>;
  wait: (ms: number) => Promise<void>;
}

/** Reconnections of the stream without any event in between before the follower polls instead. */
export const STREAM_RETRIES = 2;
export const POLL_INTERVAL_MS = 1000;
/** Polls failing in a row (offline) before the run counts as lost; the screen offers to follow it again. */
export const POLL_FAILURES = 5;

export type RelayReport = { kind: RelayKind; id: string };
export type FollowState =
  | { status: 'following'; via: 'stream' | 'poll' }
  | { status: 'done'; report: RelayReport }
  | { status: 'failed'; code: number | null; msg: string | null };

const parse = (data: unknown): unknown => {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as unknown) : null;
  } catch {
    return null;
  }
};
const reportOf = (data: unknown): RelayReport | null => {
  const d = data as { report?: RelayReport; kind?: RelayKind; id?: string } | null;
  if (d?.report?.id) return d.report;
  return d?.kind && d.id ? { kind: d.kind, id: d.id } : null;
};

/** A run's failure as its stream's error event carries it; a dropped connection carries none. */
type StreamFailure = { code?: number; msg?: string };

/** The relay's events on a stream, read from their JSON: a step, the end (with its report, if readable), an error. */
function listen(es: EventSourceLike, on: { stage(event: RelayEvent | null): void; done(report: RelayReport | null): void; error(failure: StreamFailure | null): void }) {
  const dataOf = (e: MessageEvent | Event) => parse((e as MessageEvent).data);
  es.addEventListener('stage', (e) => on.stage(dataOf(e) as RelayEvent | null));
  es.addEventListener('done', (e) => on.done(reportOf(dataOf(e))));
  es.addEventListener('error', (e) => on.error(dataOf(e) as StreamFailure | null));
}

/** The run's steps seen so far, in order, each once however often it arrives (a resumed stream, a poll). */
function createStepLog() {
  const events = signal<RelayEvent[]>([]);
  const lastSeq = () => events.peek()[events.peek().length - 1]?.seq ?? 0;
  return {
    events,
    lastSeq,
    add(incoming: readonly RelayEvent[]) {
      const fresh = incoming.filter((e) => e.seq > lastSeq()).sort((a, b) => a.seq - b.seq);
      if (fresh.length) events.value = [...events.peek(), ...fresh];
    },
  };
}

type StepLog = ReturnType<typeof createStepLog>;

/**
 * Polls a run for its steps until it ends, or until `live()` turns false (another run is followed, or none);
 * POLL_FAILURES failures in a row count it as lost.
 */
async function pollRun(deps: StreamDeps, runId: string, steps: StepLog, live: () => boolean, finish: (next: FollowState) => void): Promise<void> {
  let failures = 0;
  while (live()) {
    try {
      const run = await deps.poll(runId, steps.lastSeq());
      if (!live()) return;
      failures = 0;
      steps.add(run.events);
      if (run.report) return finish({ status: 'done', report: run.report });
      if (run.error) return finish({ status: 'failed', code: run.error.code, msg: run.error.msg });
    } catch {
      if (++failures >= POLL_FAILURES) return finish({ status: 'failed', code: null, msg: null });
    }
    await deps.wait(POLL_INTERVAL_MS);
  }
}

/**
 * Follows a relay run: its steps as Server-Sent Events, resumed after the last step seen when the
 * connection drops (a new stream with `?after=`), and polled where EventSource is missing or keeps failing.
 */
export function createRelayFollower(deps: StreamDeps) {
  const steps = createStepLog();
  const { events, lastSeq, add } = steps;
  const state = signal<FollowState | null>(null);
  let source: EventSourceLike | null = null;
  let generation = 0;

  const finish = (mine: number, next: FollowState) => {
    if (mine !== generation) return;
    source?.close();
    source = null;
    state.value = next;
  };

  function pollLoop(runId: string, mine: number): Promise<void> {
    state.value = { status: 'following', via: 'poll' };
    return pollRun(deps, runId, steps, () => mine === generation, (next) => finish(mine, next));
  }

  function stream(runId: string, mine: number, retries: number): void {
    const open = deps.openEvents!;
    state.value = { status: 'following', via: 'stream' };
    let heard = false;
    let es: EventSourceLike;
    try {
      es = open(runId, lastSeq());
    } catch {
      void pollLoop(runId, mine);
      return;
    }
    source = es;
    listen(es, {
      stage(event) {
        heard = true;
        if (event && STAGES.includes(event.stage)) add([event]);
      },
      done(report) {
        if (report) return finish(mine, { status: 'done', report });
        es.close(); // done without a readable report: the run's own answer has it
        void pollLoop(runId, mine);
      },
      error(failure) {
        if (mine !== generation || source !== es) return;
        if (failure?.msg) return finish(mine, { status: 'failed', code: failure.code ?? null, msg: failure.msg });
        // The connection dropped (or never opened): resume after the last step seen, or poll when it keeps failing.
        es.close();
        source = null;
        const left = heard ? STREAM_RETRIES : retries - 1;
        if (left > 0) stream(runId, mine, left);
        else void pollLoop(runId, mine);
      },
    });
  }

  return {
    events: events as ReadonlySignal<RelayEvent[]>,
    state: state as ReadonlySignal<FollowState | null>,
    /** The stage the run is in: the last step's. */
    stage: computed<RelayStage | null>(() => events.value[events.value.length - 1]?.stage ?? null),
    /** Follows `runId` from its first step, or from the last step seen when it is the run already followed. */
    follow(runId: string, resume = false): void {
      source?.close();
      source = null;
      const mine = ++generation;
      if (!resume) events.value = [];
      if (deps.openEvents) stream(runId, mine, STREAM_RETRIES);
      else void pollLoop(runId, mine);
    },
    stop(): void {
      generation++;
      source?.close();
      source = null;
    },
  };
}

export type RelayFollower = ReturnType<typeof createRelayFollower>;
