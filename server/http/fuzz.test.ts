import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { arbitraryFor } from '../testing/schema-arbitrary.js';
import { operations, toQuery, type Operation } from '../testing/openapi-operations.js';
import { locales } from '../../i18n/i18n-util.js';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 150);

describe('fuzzing every route', () => {
  let t: TestApp;
  let token: string;
  let ops: Operation[];
  let cases = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!);
    token = await t.anonymousToken();
    ops = operations(t.app.swagger() as any);
  });
  afterAll(async () => {
    console.log(`[fuzz] ${cases} requests over ${ops.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    await t.close();
  });

  async function check(res: Awaited<ReturnType<TestApp['app']['inject']>>, label: string) {
    cases += 1;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (String(res.headers['content-type'] ?? '').startsWith('application/json')) {
      const body = res.json() as { code: unknown; msg: unknown };
      expect(typeof body.code, label).toBe('number');
      expect(typeof body.msg, label).toBe('string');
      if (res.statusCode >= 400) {
        expect(body.code, label).not.toBe(0);
        expect((body.msg as string).length, label).toBeGreaterThan(0);
      }
    }
  }

  it('answers schema-shaped and mutated requests on every route without a 5xx', async () => {
    expect(ops.length).toBeGreaterThan(8);
    for (const op of ops) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x');
      await fc.assert(
        fc.asyncProperty(
          arbitraryFor(op.body),
          op.query ? arbitraryFor(op.query) : fc.constant(undefined),
          fc.boolean(),
          fc.constantFrom(...locales, 'xx', ''),
          fc.ipV4(),
          async (body, query, withToken, language, ip) => {
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: `${path}${toQuery(query)}`,
              headers: { ...(withToken ? bearer(token) : {}), 'app-language': language },
              remoteAddress: ip,
              ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: body === undefined ? {} : (body as object) }),
            });
            await check(res, `${op.method} ${path}`);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // Every operation RUNS_PER_ROUTE times: over 10,000 requests, about a minute on two busy cores.
  }, 180_000);

  it('answers arbitrary bytes, broken JSON and odd content types with a clear 4xx', async () => {
    const bodyOps = ops.filter((o) => o.method !== 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyOps),
        fc.oneof(fc.string(), fc.json(), fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1'))),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'garbage'),
        fc.ipV4(),
        async (op, payload, contentType, ip) => {
          const res = await t.app.inject({ method: op.method as 'POST', url: op.path.replace(/\{[^}]+\}/g, 'x'), headers: { 'content-type': contentType, ...bearer(token) }, payload, remoteAddress: ip });
          await check(res, `${op.method} ${op.path} ${contentType}`);
        },
      ),
      { numRuns: RUNS_PER_ROUTE * 4 },
    );
  });
});
