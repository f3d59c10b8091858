import { describe, expect, it, vi } from 'vitest';
import type { RelayEvent, RelayRun } from '../../../../contracts/recommendation.js';
import { createRelayFollower, type EventSourceLike } from './relay-stream.js';

const ev = (seq: number, stage: RelayEvent['stage'], text = `step ${seq}`): RelayEvent => ({ seq, stage, text });
const REPORT = { kind: 'recommendation' as const, id: 'rec-1' };

/** A stand-in EventSource the test drives: `emit` a server event, `drop` the connection. */
class FakeSource implements EventSourceLike {
  listeners = new Map<string, ((e: MessageEvent | Event) => void)[]>();
  closed = false;
  constructor(readonly after: number) {}
  addEventListener(type: string, fn: (e: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  drop() {
    for (const fn of this.listeners.get('error') ?? []) fn(new Event('error'));
  }
}

function setup(poll: (runId: string, after: number) => Promise<RelayRun> = async () => ({ runId: 'r', events: [], report: null, error: null }), withStream = true) {
  const sources: FakeSource[] = [];
  const follower = createRelayFollower({
    openEvents: withStream ? (_runId, after) => {
      const s = new FakeSource(after);
      sources.push(s);
      return s;
    } : null,
    poll: vi.fn(poll),
    wait: () => Promise.resolve(),
  });
  return { follower, sources };
}

describe('following a relay run', () => {
  it('shows the stages thinking → planning → execute in order and ends with the report', () => {
    const { follower, sources } = setup();
    follower.follow('run-1');
    const s = sources[0]!;
    s.emit('stage', ev(1, 'thinking'));
    expect(follower.stage.value).toBe('thinking');
    s.emit('stage', ev(2, 'planning'));
    s.emit('stage', ev(3, 'execute', 'Reading OpenStreetMap Singapore'));
    expect(follower.events.value.map((e) => e.stage)).toEqual(['thinking', 'planning', 'execute']);
    s.emit('done', { report: REPORT });
    expect(follower.state.value).toEqual({ status: 'done', report: REPORT });
    expect(s.closed).toBe(true);
  });

  it('resumes after the last step seen when the connection drops, without repeating a step', () => {
    const { follower, sources } = setup();
    follower.follow('run-1');
    sources[0]!.emit('stage', ev(1, 'thinking'));
    sources[0]!.emit('stage', ev(2, 'planning'));
    sources[0]!.drop();
    expect(sources).toHaveLength(2);
    expect(sources[1]!.after).toBe(2);
    sources[1]!.emit('stage', ev(2, 'planning')); // a server repeating itself shows once
    sources[1]!.emit('stage', ev(3, 'execute'));
    expect(follower.events.value.map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('shows the server’s error message when the run fails', () => {
    const { follower, sources } = setup();
    follower.follow('run-1');
    sources[0]!.emit('error', { code: 3001, msg: 'Insufficient credits' });
    expect(follower.state.value).toEqual({ status: 'failed', code: 3001, msg: 'Insufficient credits' });
  });

  it('polls where EventSource is unavailable, from the last step seen, until the report', async () => {
    const answers: RelayRun[] = [
      { runId: 'r', events: [ev(1, 'thinking'), ev(2, 'planning')], report: null, error: null },
      { runId: 'r', events: [ev(3, 'execute')], report: REPORT, error: null },
    ];
    const poll = vi.fn(async (_runId: string, _after: number) => answers.shift()!);
    const { follower } = setup(poll, false);
    follower.follow('run-1');
    await vi.waitFor(() => expect(follower.state.value?.status).toBe('done'));
    expect(poll.mock.calls.map((c) => c[1])).toEqual([0, 2]);
    expect(follower.events.value.map((e) => e.stage)).toEqual(['thinking', 'planning', 'execute']);
  });

  it('polls when the stream keeps failing before any step arrives', async () => {
    const poll = vi.fn(async (): Promise<RelayRun> => ({ runId: 'r', events: [ev(1, 'thinking')], report: REPORT, error: null }));
    const { follower, sources } = setup(poll);
    follower.follow('run-1');
    sources[0]!.drop();
    expect(follower.state.value).toEqual({ status: 'following', via: 'stream' });
    sources[1]!.drop();
    await vi.waitFor(() => expect(follower.state.value).toEqual({ status: 'done', report: REPORT }));
    expect(poll).toHaveBeenCalledWith('run-1', 0);
  });
});
