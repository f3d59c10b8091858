import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { setMembership } from '../accounts/repository.js';
import { Codes } from '../../contracts/errors.js';
import { FREE_MARKS, markId } from '../../contracts/mark-id.js';

for (const target of testDatabaseTargets()) {
  describe(`marks saved to the account on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      t.app.inject({ method, url: `/v1${url}`, headers: token ? bearer(token) : {}, remoteAddress: freshIp(), ...(payload ? { payload } : {}) }).then((r) => answer(r));
    const mark = (i: number, name = `Site ${i}`) => {
      const lat = 1.3 + i / 1000;
      const lon = 103.8 + i / 1000;
      return { id: markId(lat, lon), lat, lon, name, path: `/report/recommended-details?id=rec&rank=${i}`, createdAt: '2020-01-01T00:00:00.000Z' };
    };
    const sync = (token: string, put: object[], removed: string[] = []) => call('POST', '/marks/sync', token, { put, removed });

    it('keeps a non-member to 3 marks: a fourth is refused and not saved; a removal makes room again', async () => {
      const token = await t.anonymousToken();
      const first = await sync(token, [mark(1), mark(2), mark(3), mark(4)]);
      expect(first.status).toBe(200);
      expect(first.data.refused).toEqual([mark(4).id]);
      expect(first.data.limit).toBe(FREE_MARKS);
      expect(first.data.items.map((m: { id: string }) => m.id).sort()).toEqual([mark(1).id, mark(2).id, mark(3).id].sort());
      // The server's time, not the device's.
      expect(first.data.items[0].createdAt).toBe(t.clock.now().toISOString());
      const renamed = await sync(token, [mark(1, 'Raffles Place'), mark(4)], [mark(2).id]);
      expect(renamed.data.refused).toEqual([]);
      expect(renamed.data.items.map((m: { name: string }) => m.name).sort()).toEqual(['Raffles Place', 'Site 3', 'Site 4']);
      expect((await call('GET', '/marks', token)).data.items).toEqual(renamed.data.items);
    });

    it('lets a member keep more, and shows one account’s marks to it alone', async () => {
      const token = await t.anonymousToken();
      const userId = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data.userId;
      await setMembership(t.ctx.db, userId, 'monthly', new Date('2026-12-21T00:00:00Z'));
      // Written beside the API: the session cache hears of it through the change feed (on PostgreSQL a moment later).
      await expect.poll(async () => answer<{ membership: unknown }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data.membership, { timeout: 5_000, interval: 10 }).not.toBeNull();
      const many = Array.from({ length: 10 }, (_, i) => mark(i));
      expect((await sync(token, many)).data).toMatchObject({ refused: [], limit: 1000 });
      const stranger = await t.anonymousToken();
      expect((await call('GET', '/marks', stranger)).data.items).toEqual([]);
      // A stranger removing the same places removes nothing of the member's.
      await sync(stranger, [], many.map((m) => m.id));
      expect((await call('GET', '/marks', token)).data.items).toHaveLength(10);
    });

    it('refuses a mark whose id is not its place, an oversized batch or name, and a call without a session', async () => {
      const token = await t.anonymousToken();
      const wrong = await sync(token, [{ ...mark(1), id: markId(0, 0) }]);
      expect(wrong).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
      expect((await sync(token, Array.from({ length: 101 }, (_, i) => mark(i)))).status).toBe(400);
      expect((await sync(token, [mark(1, 'x'.repeat(201))])).status).toBe(400);
      expect((await sync(token, [{ ...mark(1), path: 'https://evil.example/' }])).status).toBe(400);
      expect((await call('GET', '/marks')).status).toBe(401);
      expect((await call('GET', '/marks', token)).data.items).toEqual([]);
    });
  });
}
