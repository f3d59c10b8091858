import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from './test-databases.js';
import { answer, startTestApp, type TestApp } from './harness.js';

for (const target of testDatabaseTargets()) {
  describe(`server on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    it('answers the health check under every base path, with the database kind', async () => {
      for (const url of ['/healthz', '/test-api/healthz', '/prod-api/healthz']) {
        const a = answer(await t.app.inject({ method: 'GET', url }));
        expect(a).toMatchObject({ status: 200, code: 0, data: { status: 'ok', database: target.name } });
      }
    });
  });
}
