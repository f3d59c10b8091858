import type { FastifyReply } from 'fastify';
import type { RelayRun } from '../../contracts/recommendation.js';

/** How often a stream looks for new steps in the database (the run may be performed by another instance). */
const POLL_MS = 250;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long without an end (the client reconnects with Last-Event-ID and goes on). */
const MAX_STREAM_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run's end or a refusal as the stream's last event carries it: the business code and its message. */
export type StreamError = NonNullable<RelayRun['error']>;

/**
 * Writes a run as Server-Sent Events: each step as `event: stage` with `id: <seq>`, then `event: done` with the report
 * or `event: error` with the refusal, and closes. Steps are read from the database (`read(after)`), so the stream
 * follows a run performed on any instance and a client that dropped resumes after the last id it saw. The headers
 * go out at once (a run with no step yet is a stream that has started, not a request that hangs), and a read that
 * fails ends the stream with `failed(error)` as its `error` event: every stream ends.
 */
export async function streamRun(reply: FastifyReply, resumeAfter: number, first: RelayRun, read: (after: number) => Promise<RelayRun | null>, failed: (error: unknown) => StreamError): Promise<void> {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  out.flushHeaders();
  // The response's close: the client went away (or the stream ended); the request's own 'close' fires once its body is read.
  let closed = false;
  out.on('close', () => { closed = true; });
  const send = (event: string, data: unknown, id?: number) => out.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const started = Date.now();
  let beat = started;
  let run: RelayRun | null = first;
  let after = resumeAfter;
  while (!closed && run) {
    for (const event of run.events) {
      send('stage', event, event.seq);
      after = event.seq;
    }
    if (run.report) {
      send('done', run.report);
      break;
    }
    if (run.error) {
      send('error', run.error);
      break;
    }
    if (Date.now() - started > MAX_STREAM_MS) break;
    if (Date.now() - beat > HEARTBEAT_MS) {
      out.write(': waiting\n\n');
      beat = Date.now();
    }
    await sleep(POLL_MS);
    try {
      run = await read(after);
    } catch (error) {
      if (!closed) send('error', failed(error));
      break;
    }
  }
  out.end();
}
