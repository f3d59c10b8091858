import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, modules } from './app.js';
import { loadConfig } from './config.js';
import type { DomainModule } from './module.js';
import { gracefulShutdown } from './shutdown.js';
import { BackgroundWork } from './background.js';
import { startScheduler } from './jobs/scheduler.js';
import { jobsOf } from './jobs/index.js';
import { testDatabaseTargets } from './testing/test-databases.js';

const PORT = 4312;

describe('graceful shutdown', () => {
  it('stops accepting, finishes the request in flight and the background work, then stops jobs and closes the database', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: DomainModule = {
      name: 'slow',
      dependsOn: [],
      routes(app) {
        app.get('/slow', async () => {
          entered();
          await released;
          return { code: 0, msg: 'done', data: null };
        });
      },
    };
    const handle = await testDatabaseTargets()[0]!.open();
    const ctx = { config: loadConfig({ LOG_LEVEL: 'silent' }), db: handle.db, dbKind: handle.kind, now: () => new Date() };
    const app = await buildApp(ctx, [...modules, slow], { serveWeb: false });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const scheduler = startScheduler(ctx, jobsOf(modules), app.log, 60_000);
    const exits: number[] = [];
    // A start-up warm-up still running in the background when the signal comes: it must end on an open database.
    const background = new BackgroundWork();
    let finishWarmUp!: () => void;
    const warmUpGate = new Promise<void>((resolve) => (finishWarmUp = resolve));
    let warmUpRead: unknown = 'not run';
    background.start(warmUpGate.then(async () => (warmUpRead = (await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db)).rows[0]?.one)));
    const shutdown = gracefulShutdown(app, [scheduler, background, handle], (code) => exits.push(code));

    const inFlight = fetch(`http://127.0.0.1:${PORT}/v1/slow`);
    await inHandler;
    const stopping = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${PORT}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ msg: 'done' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exits).toEqual([]);
    finishWarmUp();
    await stopping;
    expect(warmUpRead).toBe(1);
    expect(exits).toEqual([0]);
    await expect(sql`SELECT 1`.execute(handle.db)).rejects.toThrow();
  });
});
