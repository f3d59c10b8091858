import { describe, expect, it, vi } from 'vitest';
import { fetchEvents } from './fetch-events.js';

/** A response whose body arrives in the given chunks, as a server writes them. */
function streamed(chunks: string[], status = 200): typeof fetch {
  return vi.fn(async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        controller.close();
      },
    });
    return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
}

function listen(source: ReturnType<typeof fetchEvents>) {
  const seen: Array<{ type: string; data: unknown }> = [];
  for (const type of ['stage', 'done', 'error']) source.addEventListener(type, (e) => seen.push({ type, data: (e as MessageEvent).data ?? null }));
  return seen;
}

describe('server-sent events over fetch', () => {
  it('reads each event as it arrives, across chunk boundaries, skipping heartbeats, and sends the headers', async () => {
    const fetchImpl = streamed(['id: 1\nevent: stage\ndata: {"seq":1', ',"stage":"thinking"}\n\n: heartbeat\n\n', 'event: done\ndata: {"kind":"recommendation","id":"r1"}\n\n']);
    const source = fetchEvents('/v1/relay/run-1/events?after=0', { Authorization: 'Bearer t' }, fetchImpl);
    const seen = listen(source);
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toEqual(['stage', 'done', 'error']));
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ seq: 1, stage: 'thinking' });
    expect(vi.mocked(fetchImpl).mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer t', Accept: 'text/event-stream' });
  });

  it('a refused stream is a failed connection (bare error), and nothing is said once closed', async () => {
    const refused = listen(fetchEvents('/x', {}, streamed([], 401)));
    await vi.waitFor(() => expect(refused).toEqual([{ type: 'error', data: null }]));

    const source = fetchEvents('/x', {}, streamed(['event: stage\ndata: {}\n\n']));
    const seen = listen(source);
    source.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.filter((e) => e.type === 'error')).toEqual([]);
  });
});
