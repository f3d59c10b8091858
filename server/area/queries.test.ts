import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../credits/ledger.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { AreaQuery } from '../../contracts/area.js';

/** Saved queries and unlocks through the API, on an empty geo database (what is counted is tested in area-truth.test.ts). */
describe.each(testDatabaseTargets())('area queries and unlocks on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  async function newUser() {
    const token = await t.anonymousToken();
    const me = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) }));
    return { token, userId: me.data.userId };
  }
  const call = async (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    answer(await t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) }));
  const create = async (token: string, body: Partial<Record<string, unknown>> = {}) =>
    (await call(token, 'POST', '/area/queries', { lat: 1.28393, lon: 103.85151, radius: 500, industry: 'cafe', placeName: 'Raffles Place', ...body })).data as AreaQuery;
  const ledgerRows = (userId: string) => t.ctx.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).where('kind', '=', 'spend').execute();

  it('saves a query with an unguessable id, its country and data version, and lists it newest first to its owner only', async () => {
    const { token } = await newUser();
    const first = await create(token);
    t.clock.advance(1000);
    const second = await create(token, { radius: 1000, industry: null, placeName: null });
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first).toMatchObject({ lat: 1.28393, lon: 103.85151, radius: 500, industry: 'cafe', countryCode: 'SG', placeName: 'Raffles Place' });
    expect(first.dataVersion).toBeTruthy();
    expect((await call(token, 'GET', '/area/queries')).data).toEqual({ items: [{ ...second, unlocked: [] }, { ...first, unlocked: [] }] });
    const other = await newUser();
    expect((await call(other.token, 'GET', '/area/queries')).data).toEqual({ items: [] });
  });

  it('refuses an unknown industry, a radius other than 500 or 1000 and a point off the globe', async () => {
    const { token } = await newUser();
    for (const bad of [{ industry: 'gold_mine' }, { radius: 750 }, { lat: 91 }, { extra: 1 }]) {
      const res = await call(token, 'POST', '/area/queries', { lat: 1.3, lon: 103.8, radius: 500, industry: null, placeName: null, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(token, 'GET', '/area/queries')).data).toEqual({ items: [] });
  });

  it("never deletes someone else's query: 404 as for an unknown id, and the owner still has it", async () => {
    const owner = await newUser();
    const other = await newUser();
    const q = await create(owner.token);
    expect((await call(other.token, 'DELETE', `/area/queries/${q.id}`)).status).toBe(404);
    expect((await call(owner.token, 'GET', '/area/queries')).data).toEqual({ items: [{ ...q, unlocked: [] }] });
    expect((await call(owner.token, 'DELETE', `/area/queries/${q.id}`)).status).toBe(200);
    expect((await call(owner.token, 'GET', '/area/queries')).data).toEqual({ items: [] });
    expect((await call(owner.token, 'GET', `/area/queries/${q.id}`)).status).toBe(404);
  });

  it('charges nothing for a report with nothing to open, whoever calls its unlock (20 at once included)', async () => {
    const { token, userId } = await newUser();
    await grantCredits(t.ctx.db, userId, { amount: 5, kind: 'purchased', ref: 'order:area-test' }, t.clock.now());
    const q = await create(token);
    const before = await call(token, 'GET', `/area/queries/${q.id}/surroundings`);
    // This database holds no imported data: a credit would open nothing, so nothing is locked and the report costs 0.
    expect(before.data).toMatchObject({ unlocked: false, unlockCost: 0, unlockOpens: 0 });
    expect((before.data as any).blocks.competitors).toMatchObject({ locked: false, data: { stores: [] } });

    const unlocks = await Promise.all(Array.from({ length: 20 }, () => call(token, 'POST', `/area/queries/${q.id}/surroundings/unlock`)));
    expect(unlocks.map((u) => u.status)).toEqual(Array(20).fill(200));
    expect(unlocks.map((u) => u.data)).toContainEqual(expect.objectContaining({ unlocked: true, balance: 5 }));
    for (const report of ['business-district', 'population', 'passenger-flow', 'consumption']) {
      expect((await call(token, 'POST', `/area/queries/${q.id}/${report}/unlock`)).data, report).toMatchObject({ unlocked: true, balance: 5 });
    }
    expect(await ledgerRows(userId)).toHaveLength(0);
    // The account's list says what it unlocked, so a new session (another device) shows it too.
    const [listed] = (await call(token, 'GET', '/area/queries')).data.items as Array<{ id: string; unlocked: string[] }>;
    expect(listed!.id).toBe(q.id);
    expect([...listed!.unlocked].sort()).toEqual(['business-district', 'consumption', 'passenger-flow', 'population', 'surroundings']);
  });

  it('refuses an AI analysis where no map data covers the place, before any debit', async () => {
    const { token, userId } = await newUser();
    await grantCredits(t.ctx.db, userId, { amount: 1, kind: 'purchased', ref: 'order:ai-uncovered' }, t.clock.now());
    const q = await create(token);
    expect((await call(token, 'GET', `/area/queries/${q.id}/ai-analysis`)).status).toBe(400);
    const res = await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.data)).toMatch(/does not cover this place/);
    expect(await ledgerRows(userId)).toHaveLength(0);
  });

  describe('with a second instance on the same database', () => {
    let b: TestApp;
    beforeAll(async () => {
      b = await startTestApp(target, {}, t.handle);
    });
    afterAll(() => b.close());
    const callOn = async (app: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
      answer(await app.app.inject({ method, url: `/v1${url}`, headers: bearer(token) }));
    const reads = (id: string) => [`/area/queries/${id}`, `/area/queries/${id}/surroundings`, `/area/queries/${id}/business-district`];

    it("makes a deleted query's reports 404 at once on this and the other instance, after both had read them", async () => {
      const { token } = await newUser();
      const q = await create(token);
      for (const app of [t, b]) for (const url of reads(q.id)) expect((await callOn(app, token, 'GET', url)).status).toBe(200);
      expect((await call(token, 'DELETE', `/area/queries/${q.id}`)).status).toBe(200);
      for (const app of [t, b]) for (const url of reads(q.id)) expect((await callOn(app, token, 'GET', url)).status, url).toBe(404);
      expect((await callOn(b, token, 'POST', `/area/queries/${q.id}/surroundings/unlock`)).status).toBe(404);
    });

    it('shows a report unlocked on this instance unlocked on the other as soon as the feed tells it, after it was read there locked', async () => {
      const { token, userId } = await newUser();
      await grantCredits(t.ctx.db, userId, { amount: 1, kind: 'purchased', ref: 'order:two-instances' }, t.clock.now());
      const q = await create(token);
      expect((await callOn(b, token, 'GET', `/area/queries/${q.id}/surroundings`)).data).toMatchObject({ unlocked: false });
      // Nothing to open in this empty database: the unlock is free, and recorded all the same.
      expect((await call(token, 'POST', `/area/queries/${q.id}/surroundings/unlock`)).data).toMatchObject({ unlocked: true, balance: 1 });
      // The notification crosses PostgreSQL asynchronously (LISTEN/NOTIFY): a loaded host took long enough for one read
      // to come first, so the other instance is asked until it has heard (a few ms here, 5 s at most).
      await expect.poll(async () => ((await callOn(b, token, 'GET', `/area/queries/${q.id}/surroundings`)).data as { unlocked: boolean }).unlocked, { timeout: 5_000, interval: 10 }).toBe(true);
      expect((await callOn(b, token, 'POST', `/area/queries/${q.id}/surroundings/unlock`)).data).toMatchObject({ unlocked: true, balance: 1 });
    });

    it('reads from the database once an instance stops hearing about changes', async () => {
      const c = await startTestApp(target, {}, t.handle);
      try {
        const { token } = await newUser();
        const q = await create(token);
        expect((await callOn(c, token, 'GET', `/area/queries/${q.id}/surroundings`)).status).toBe(200);
        await c.ctx.changes!.close();
        expect((await call(token, 'DELETE', `/area/queries/${q.id}`)).status).toBe(200);
        expect((await callOn(c, token, 'GET', `/area/queries/${q.id}/surroundings`)).status).toBe(404);
      } finally {
        await c.close();
      }
    });
  });

  it('needs a session for saved queries and reports, and 404s an unknown id', async () => {
    expect(answer(await t.app.inject({ method: 'GET', url: '/v1/area/queries' })).status).toBe(401);
    const { token } = await newUser();
    expect((await call(token, 'GET', '/area/queries/AAAAAAAAAAAAAAAAAAAAAA/surroundings')).status).toBe(404);
    expect((await call(token, 'POST', '/area/queries/AAAAAAAAAAAAAAAAAAAAAA/surroundings/unlock')).status).toBe(404);
    expect((await call(token, 'POST', '/area/queries/AAAAAAAAAAAAAAAAAAAAAA/gossip/unlock')).status).toBe(400);
  });
});
