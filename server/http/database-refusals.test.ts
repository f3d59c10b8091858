import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { arbitraryFor } from '../testing/schema-arbitrary.js';
import { operations, toQuery, type Operation } from '../testing/openapi-operations.js';
import { postgresFaultRelay, type FaultMode } from '../testing/postgres-faults.js';
import { Codes } from '../../contracts/errors.js';

const adminUrl = process.env.DATABASE_URL;
const postgres = testDatabaseTargets().find((target) => target.name === 'postgres');
/** Schema-shaped requests per operation and refusal: enough to get past validation into the handler. */
const SAMPLES = 3;

/** PostgreSQL's own words for an administrator's shutdown and a terminated backend. */
const ADMIN_TERMINATED = { code: '57P01', message: 'terminating connection due to administrator command' };
const relayFaults: Record<string, FaultMode> = {
  'an administrator shutting the server down (57P01, then 57P03 for new connections)': {
    kind: 'fault',
    existing: ADMIN_TERMINATED,
    startup: { code: '57P03', message: 'the database system is shutting down' },
  },
  'each backend terminated while it serves the query (57P01)': { kind: 'fault', existing: ADMIN_TERMINATED, onQuery: ADMIN_TERMINATED },
  'too many connections (53300)': { kind: 'fault', existing: ADMIN_TERMINATED, startup: { code: '53300', message: 'sorry, too many clients already' } },
  'a connection failure (08006)': { kind: 'fault', existing: ADMIN_TERMINATED, startup: { code: '08006', message: 'connection failure' } },
};

describe.skipIf(!postgres)('every route while PostgreSQL refuses (a scratch database, created and dropped here)', () => {
  let base: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof postgresFaultRelay>>;
  let handle: DatabaseHandle;
  let t: TestApp;
  let admin: pg.Client;
  let scratch: string;
  let token: string;
  let ops: Operation[];

  beforeAll(async () => {
    base = await postgres!.open();
    scratch = new URL(base.kind === 'postgres' ? base.url! : '').pathname.slice(1);
    relay = await postgresFaultRelay((base as { url: string }).url);
    handle = await openDatabase({ url: relay.url });
    // A connection ended under a checked-out client must not become an uncaught error of the test process.
    if (handle.kind === 'postgres') handle.pool.on('connect', (client) => client.on('error', () => undefined));
    t = await startTestApp(postgres!, {}, handle);
    token = await t.anonymousToken();
    ops = operations(t.app.swagger() as { paths: Record<string, Record<string, any>> });
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await t?.close();
    await handle?.db.destroy().catch(() => undefined);
    await relay?.close();
    // The scratch database's own connections were terminated under it: end the pool without waiting for goodbyes,
    // then drop the database (and whatever is still connected to it).
    await base?.db.destroy().catch(() => undefined);
    if (scratch) await admin?.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin?.end();
  });

  /** Schema-shaped requests to every operation, with the session made before the outage; every 5xx is collected. */
  async function sweep(): Promise<{ wrong: string[]; unavailable: Set<string> }> {
    const wrong: string[] = [];
    const unavailable = new Set<string>();
    for (const op of ops) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x');
      const samples = fc.sample(fc.tuple(arbitraryFor(op.body), op.query ? arbitraryFor(op.query) : fc.constant(undefined)), { numRuns: SAMPLES, seed: 21 });
      for (const [body, query] of samples) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: `${path}${toQuery(query)}`,
          headers: bearer(token),
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: body === undefined ? {} : (body as object) }),
        });
        const label = `${op.method} ${op.path}`;
        if (res.statusCode < 500) continue;
        const retryAfter = Number(res.headers['retry-after']);
        if (res.statusCode === 503 && answer(res).code === Codes.UNAVAILABLE.code && retryAfter > 0) unavailable.add(label);
        else wrong.push(`${label} → ${res.statusCode} retry-after ${res.headers['retry-after']}: ${res.body.slice(0, 200)}`);
      }
    }
    return { wrong, unavailable };
  }

  /** The routes every refusal must reach: a session, a new account, the health check. */
  const mustRefuse = ['GET /v1/me', 'POST /v1/auth/anonymous'];

  async function expectEveryRouteSaysRetry(): Promise<void> {
    const { wrong, unavailable } = await sweep();
    expect(wrong).toEqual([]);
    expect([...unavailable]).toEqual(expect.arrayContaining(mustRefuse));
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([health.statusCode, Number(health.headers['retry-after']) > 0]).toEqual([503, true]);
  }

  async function expectRecovered(): Promise<void> {
    // The pool opens new connections on demand; the change feed reconnects after its pause.
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i++) {
      status = (await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }

  it('answers 503 with Retry-After, never 500, while the database does not allow connections (55000) and its backends are terminated', async () => {
    expect(ops.length).toBeGreaterThan(20);
    await admin.query(`ALTER DATABASE ${scratch} ALLOW_CONNECTIONS false`);
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [scratch]);
      await expectEveryRouteSaysRetry();
    } finally {
      await admin.query(`ALTER DATABASE ${scratch} ALLOW_CONNECTIONS true`);
    }
    await expectRecovered();
  }, 120_000);

  for (const [name, fault] of Object.entries(relayFaults)) {
    it(`answers 503 with Retry-After, never 500, during ${name}`, async () => {
      relay.setMode(fault);
      try {
        await expectEveryRouteSaysRetry();
      } finally {
        relay.setMode({ kind: 'pass' });
      }
      await expectRecovered();
    }, 120_000);
  }
});
