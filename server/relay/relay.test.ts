import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { postgresFaultRelay } from '../testing/postgres-faults.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { translator } from '../http/language.js';
import { callAs, debitsOf, singaporeCityId, singaporeData, singaporeTarget, startSingaporeApp, userWithCredits } from '../testing/singapore-app.js';
import type { RelayRun } from '../../contracts/recommendation.js';
import { EXAMPLE } from '../area/example.js';
import { REPORT_PRICES } from '../area/locks.js';
import { insertRun, RUN_DEADLINE_MS } from './repository.js';

/*
 * The report relay through the API on Singapore's imported data: a run does the report's work while its steps stream
 * (thinking → planning → execute) and ends with the report's id; a dropped stream resumes after the last id it saw;
 * only the owner reads a run; a run without credits ends in a refusal and charges nothing.
 */
interface SseEvent { id: string | null; event: string; data: unknown }

function parseSse(body: string): SseEvent[] {
  return body.split('\n\n').filter((block) => block.trim() && !block.startsWith(':')).map((block) => {
    const field = (name: string) => block.split('\n').find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
    return { id: field('id'), event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
  });
}

describe.runIf(singaporeData.available)(`Report relay on ${singaporeTarget.name} with Singapore's data`, () => {
  let t: TestApp;
  let singapore: number;
  beforeAll(async () => {
    t = await startSingaporeApp();
    singapore = await singaporeCityId(t);
  }, 900_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  const stream = async (token: string, runId: string, headers: Record<string, string> = {}, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/relay/${runId}/events${query}`, headers: { ...bearer(token), ...headers } });
    return { status: res.statusCode, type: res.headers['content-type'], events: res.statusCode === 200 ? parseSse(res.body) : [] };
  };

  it('streams a recommendation run thinking → planning → execute, ending with the saved recommendation; a dropped stream resumes', async () => {
    const { token, userId } = await userWithCredits(t, 1);
    const started = await callAs(t, token, 'POST', '/relay', { kind: 'recommendation', cityId: singapore, industry: 'restaurant' });
    expect(started.status).toBe(200);
    const { runId } = started.data as RelayRun;
    const whole = await stream(token, runId);
    expect(whole.type).toMatch(/^text\/event-stream/);
    const stages = whole.events.filter((e) => e.event === 'stage');
    const order = ['thinking', 'planning', 'execute'];
    const seen = stages.map((e) => (e.data as { stage: string }).stage);
    expect([...new Set(seen)]).toEqual(order);
    expect(seen).toEqual([...seen].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(stages.map((e) => Number(e.id))).toEqual(stages.map((_, i) => i + 1));
    expect(stages.map((e) => (e.data as { text: string }).text).join(' ')).toMatch(/candidate cells/);
    const done = whole.events.at(-1)!;
    expect(done.event).toBe('done');
    const report = done.data as { kind: string; id: string };
    expect(report.kind).toBe('recommendation');
    expect((await callAs(t, token, 'GET', `/recommendations/${report.id}`)).status).toBe(200);
    expect(await debitsOf(t, userId)).toBe(1);

    // A client that saw ids 1 and 2 before its connection dropped gets the rest, then the end.
    const resumed = await stream(token, runId, { 'last-event-id': '2' });
    expect(resumed.events.filter((e) => e.event === 'stage').map((e) => Number(e.id))).toEqual(stages.slice(2).map((e) => Number(e.id)));
    expect(resumed.events.at(-1)).toEqual(done);
    const fromQuery = await stream(token, runId, {}, `?after=${stages.length - 1}`);
    expect(fromQuery.events.map((e) => e.event)).toEqual(['stage', 'done']);
    // The polling fallback carries the same.
    const polled = (await callAs(t, token, 'GET', `/relay/${runId}?after=0`)).data as RelayRun;
    expect(polled.events.map((e) => e.seq)).toEqual(stages.map((e) => Number(e.id)));
    expect(polled.report).toEqual(report);
  }, 300_000);

  it('runs an AI analysis of a point at the price quoted for it: creates the query, unlocks it once, and opens it', async () => {
    const { token, userId } = await userWithCredits(t, 1);
    const price = await callAs(t, token, 'GET', `/recommendations/price?kind=analysis&cityId=${singapore}&industry=cafe`);
    expect(price.data).toEqual({ cost: REPORT_PRICES['ai-analysis'], balance: 1, existingId: null, example: false });
    const { runId } = (await callAs(t, token, 'POST', '/relay', { kind: 'analysis', cityId: singapore, industry: 'cafe', lat: EXAMPLE.lat, lon: EXAMPLE.lon, radius: 500 })).data as RelayRun;
    const { events } = await stream(token, runId);
    expect([...new Set(events.filter((e) => e.event === 'stage').map((e) => (e.data as { stage: string }).stage))]).toEqual(['thinking', 'planning', 'execute']);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const report = done.data as { kind: string; id: string };
    expect(report.kind).toBe('analysis');
    const analysis = await callAs(t, token, 'GET', `/area/queries/${report.id}/ai-analysis`);
    expect(analysis.data).toMatchObject({ unlocked: true, industry: { key: 'cafe' } });
    expect(await debitsOf(t, userId)).toBe(1);
  }, 300_000);

  it('ends a run without credits in a refusal and no debit; another user cannot read the run', async () => {
    const poor = await userWithCredits(t, 0);
    const { runId } = (await callAs(t, poor.token, 'POST', '/relay', { kind: 'analysis', cityId: singapore, industry: 'cafe', lat: EXAMPLE.lat, lon: EXAMPLE.lon })).data as RelayRun;
    const { events } = await stream(poor.token, runId);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 42001 } });
    expect(await debitsOf(t, poor.userId)).toBe(0);
    expect(((await callAs(t, poor.token, 'GET', `/relay/${runId}`)).data as RelayRun).error).toMatchObject({ code: 42001 });

    const other = await userWithCredits(t, 0);
    expect((await callAs(t, other.token, 'GET', `/relay/${runId}`)).status).toBe(404);
    expect((await stream(other.token, runId)).status).toBe(404);
    // A run its instance lost (unfinished past the deadline) reads as failed, so a client stops waiting.
    const lostId = await insertRun(t.ctx.db, other.userId, { kind: 'recommendation', cityId: singapore, industry: 'cafe' }, 'en', new Date(t.clock.now().getTime() - RUN_DEADLINE_MS - 1));
    expect(((await callAs(t, other.token, 'GET', `/relay/${lostId}`)).data as RelayRun).error).toMatchObject({ code: 50000 });
    expect((await stream(other.token, lostId)).events.at(-1)).toMatchObject({ event: 'error', data: { code: 50000 } });
    // An analysis needs its point: refused before any run starts.
    expect((await callAs(t, poor.token, 'POST', '/relay', { kind: 'analysis', cityId: singapore, industry: 'cafe' })).status).toBe(400);
  }, 300_000);
});

describe(`A relay stream on ${testDatabaseTargets()[0]!.name} whose database fails`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('sends its headers at once, and ends with an error event in the reader\'s language when a poll fails', async () => {
    const token = await t.anonymousToken();
    const { userId } = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data;
    // A run nobody performs: no step is written, so the stream waits, polling.
    const runId = await insertRun(t.ctx.db, userId, { kind: 'recommendation', cityId: 1, industry: 'cafe' }, 'ja', t.clock.now());
    const started = performance.now();
    const res = await fetch(`${base}/v1/relay/${runId}/events`, { headers: { ...bearer(token), 'app-language': 'ja' }, signal: AbortSignal.timeout(20_000) });
    // The headers came before any event (the first heartbeat is 15 s away).
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The table the poll reads goes away: the next poll fails.
    await sql`ALTER TABLE relay_events RENAME TO relay_events_gone`.execute(t.ctx.db);
    try {
      const body = await res.text();
      expect(parseSse(body)).toEqual([{ id: null, event: 'error', data: { code: 50000, msg: translator('ja').server.codes.INTERNAL() } }]);
    } finally {
      await sql`ALTER TABLE relay_events_gone RENAME TO relay_events`.execute(t.ctx.db);
    }
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(t.logs()).toContain('relay stream could not read its run');
    expect(t.logs()).not.toContain('reply.sent = true');
  });
});

const postgres = testDatabaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('A relay stream on postgres whose server goes away mid-poll (through a relay that plays its refusals)', () => {
  let base: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof postgresFaultRelay>>;
  let handle: DatabaseHandle;
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    base = await postgres!.open();
    relay = await postgresFaultRelay(base.url!);
    handle = await openDatabase({ url: relay.url });
    // A connection ended under a checked-out client must not become an uncaught error of the test process.
    if (handle.kind === 'postgres') handle.pool.on('connect', (client) => client.on('error', () => undefined));
    t = await startTestApp(postgres!, {}, handle);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await handle?.db.destroy().catch(() => undefined);
    await relay?.close();
    await base?.close();
  });

  it('ends with an error event saying the service is unavailable, within seconds, when the database shuts down', async () => {
    const token = await t.anonymousToken();
    const { userId } = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data;
    const runId = await insertRun(t.ctx.db, userId, { kind: 'recommendation', cityId: 1, industry: 'cafe' }, 'en', t.clock.now());
    const started = performance.now();
    const res = await fetch(`${url}/v1/relay/${runId}/events`, { headers: bearer(token), signal: AbortSignal.timeout(20_000) });
    expect(performance.now() - started).toBeLessThan(5_000);
    // An administrator's shutdown: open connections are terminated, new ones refused.
    relay.setMode({ kind: 'fault', existing: { code: '57P01', message: 'terminating connection due to administrator command' }, startup: { code: '57P03', message: 'the database system is shutting down' } });
    const failedAt = performance.now();
    try {
      expect(parseSse(await res.text())).toEqual([{ id: null, event: 'error', data: { code: 50300, msg: translator('en').server.codes.UNAVAILABLE() } }]);
      expect(performance.now() - failedAt).toBeLessThan(5_000);
    } finally {
      relay.setMode({ kind: 'pass' });
    }
    expect(t.logs()).not.toContain('reply.sent = true');
  });
});
