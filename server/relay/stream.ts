import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { RelayRun } from '../../contracts/recommendation.js';

/** How often a stream looks for new steps in the database (the run may be performed by another instance). */
const POLL_MS = 250;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long without an end (the client reconnects with Last-Event-ID and goes on). */
const MAX_STREAM_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes a run as Server-Sent Events: each step as `event: stage` with `id: <seq>`, then `event: done` with the report
 * or `event: error` with the refusal, and closes. Steps are read from the database (`read(after)`), so the stream
 * follows a run performed on any instance and a client that dropped resumes after the last id it saw.
 */
export async function streamRun(reply: FastifyReply, request: IncomingMessage, resumeAfter: number, first: RelayRun, read: (after: number) => Promise<RelayRun | null>): Promise<void> {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  let closed = false;
  request.on('close', () => { closed = true; });
  const started = Date.now();
  let beat = started;
  let run: RelayRun | null = first;
  let after = resumeAfter;
  while (!closed && run) {
    for (const event of run.events) {
      out.write(`id: ${event.seq}\nevent: stage\ndata: ${JSON.stringify(event)}\n\n`);
      after = event.seq;
    }
    if (run.report) {
      out.write(`event: done\ndata: ${JSON.stringify(run.report)}\n\n`);
      break;
    }
    if (run.error) {
      out.write(`event: error\ndata: ${JSON.stringify(run.error)}\n\n`);
      break;
    }
    if (Date.now() - started > MAX_STREAM_MS) break;
    if (Date.now() - beat > HEARTBEAT_MS) {
      out.write(': waiting\n\n');
      beat = Date.now();
    }
    await sleep(POLL_MS);
    run = await read(after);
  }
  out.end();
}
