import { randomUUID } from 'node:crypto';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { setMembership } from '../accounts/repository.js';
import { limits } from '../http/rate-limit.js';
import type { Job } from '../module.js';
import { modules } from '../modules.js';
import { jobsOf } from './index.js';
import { runDueJobs, startScheduler } from './scheduler.js';

/** The monthly grant and the daily purges (other jobs talk to outside services). */
const jobs = jobsOf(modules).filter((j) => j.name === 'monthly-free-credits' || j.name.startsWith('purge-'));
const postgres = testDatabaseTargets().find((t) => t.name === 'postgres');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisReachable();
if (!postgres) console.warn('[tests] two-instance tests skipped: DATABASE_URL is not set (they need one shared PostgreSQL).');
if (postgres && !redisUp) console.warn(`[tests] cross-instance rate-limit test skipped: Redis is not reachable at ${REDIS_URL}.`);

describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  let secondHandle: DatabaseHandle;
  // Its own key prefix: the machine's Redis outlives test runs, and per-address counters (every inject is 127.0.0.1)
  // would otherwise carry over from earlier runs.
  const env = redisUp ? { REDIS_URL, RATE_LIMIT_NAMESPACE: `lokasi-rl-test-${randomUUID()}:` } : {};

  beforeAll(async () => {
    first = await startTestApp(postgres!, env);
    secondHandle = await openDatabase({ url: first.handle.url });
    second = await startTestApp(postgres!, env, secondHandle);
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await first?.close();
  });

  it('runs the monthly free-credit grant once, whichever instances tick', async () => {
    const token = await first.anonymousToken();
    const userId = answer<{ userId: string }>(await first.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data.userId;
    await setMembership(first.ctx.db, userId, 'monthly', new Date('2026-12-21T00:00:00Z'));

    let runs = 0;
    const counting: Job = { name: 'counting', period: (now) => now.toISOString().slice(0, 10), run: async () => `run ${++runs}` };
    const all = [...jobs, counting];
    const ticks = await Promise.all(
      Array.from({ length: 10 }, (_, i) => runDueJobs(i % 2 ? second.ctx : first.ctx, all, i % 2 ? 'second' : 'first', i % 2 ? second.app.log : first.app.log)),
    );
    expect(ticks.flat().sort()).toEqual(all.map((j) => j.name).sort());
    expect(runs).toBe(1);

    // The timers of both instances keep ticking: still once.
    const a = startScheduler(first.ctx, all, first.app.log, 50);
    const b = startScheduler(second.ctx, all, second.app.log, 50);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);

    const credits = answer(await second.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) }));
    expect(credits.data).toMatchObject({ free: 5, total: 5, freeExpiresAt: '2026-12-01T00:00:00.000Z' });
    const ledger = await first.ctx.db.selectFrom('credit_ledger').select('ref').where('user_id', '=', userId).execute();
    expect(ledger).toEqual([{ ref: 'free-2026-11' }]);

    // Next month it runs again, once.
    first.clock.set('2026-12-01T00:05:00Z');
    second.clock.set('2026-12-01T00:05:00Z');
    const december = await Promise.all([runDueJobs(first.ctx, jobs, 'first', first.app.log), runDueJobs(second.ctx, jobs, 'second', second.app.log)]);
    expect(december.flat().sort()).toEqual(jobs.map((j) => j.name).sort());
  });

  it.skipIf(!redisUp)('holds a rate limit across both instances (Redis store)', async () => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const at = Date.parse('2026-11-21T10:00:00Z');
    const beacon = { items: [{ kind: 'pageview', pageId: 'introduction', refId: null, extra: {}, at }] };
    const send = (t: TestApp) => t.app.inject({ method: 'POST', url: '/v1/tracking/batch', payload: beacon, remoteAddress: ip });
    // Tracking batches without a session are limited per address; half the calls go to each instance.
    const max = limits.tracking.max;
    if (typeof max !== 'number') throw new Error('expected a fixed tracking limit');
    for (let i = 0; i < max; i++) expect((await send(i % 2 ? second : first)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(429);
    expect((await send(second)).statusCode).toBe(429);
  });
});
