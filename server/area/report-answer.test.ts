import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../credits/ledger.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import * as c from '../../contracts/area.js';
import { Codes } from '../../contracts/errors.js';
import { reportAnswer } from './report-answer.js';
import { businessDistrict, surroundings } from './service.js';

/** Reports are sent as cached JSON: byte for byte the object answer they replaced, in the contract's shape. */
describe.each(testDatabaseTargets())('area report answers as cached JSON on $name', (target) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let query: c.AreaQuery;
  const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/v1${url}?lang=${lang}`, headers: bearer(token) });
  // The contract's one string format (a query's createdAt); TypeBox checks no format it was not told about.
  if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)));
  const okEnvelope = (data: unknown) => JSON.stringify({ code: Codes.OK.code, msg: 'Success', data });

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await t.anonymousToken();
    userId = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data.userId;
    await grantCredits(t.ctx.db, userId, { amount: 5, kind: 'purchased', ref: 'order:answer-test' }, t.clock.now());
    const saved = await t.app.inject({ method: 'POST', url: '/v1/area/queries', headers: bearer(token), payload: { lat: 1.28393, lon: 103.85151, radius: 1000, industry: 'cafe', placeName: null } });
    query = answer<c.AreaQuery>(saved).data;
  });
  afterAll(() => t.close());

  const reports = [
    { kind: 'surroundings', path: 'surroundings', build: surroundings, schema: c.SurroundingsReportSchema },
    { kind: 'business-district', path: 'business-district', build: businessDistrict, schema: c.BusinessDistrictReportSchema },
  ] as const;

  it.each(reports)('sends the $kind report locked, then unlocked, exactly as the object answer, twice alike', async ({ kind, path, build, schema }) => {
    for (const unlocked of [false, true]) {
      if (unlocked) expect((await t.app.inject({ method: 'POST', url: `/v1/area/queries/${query.id}/${kind}/unlock`, headers: bearer(token) })).statusCode).toBe(200);
      const first = await get(`/area/queries/${query.id}/${path}`);
      const again = await get(`/area/queries/${query.id}/${path}`);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.body).toBe(okEnvelope(reportAnswer(kind, query, { blocks: { ...(await build(t.ctx.db, query, 'en', t.clock.now())) } }, unlocked)));
      expect(again.body).toBe(first.body);
      expect(Value.Check(schema, JSON.parse(first.body).data)).toBe(true);
    }
  });

  it('keeps each language and lock state apart: a Thai answer is not the English one, a locked one carries no locked data', async () => {
    const other = await t.anonymousToken();
    const locked = answer<c.SurroundingsReport>(await t.app.inject({ method: 'GET', url: `/v1/area/queries/${query.id}/surroundings?lang=en`, headers: bearer(other) })).data;
    expect(locked.unlocked).toBe(false);
    // This database holds no imported data: no block has a figure to open, so none is locked and the report is free.
    expect(locked.unlockCost).toBe(0);
    expect(Object.values(locked.blocks).map((b) => b.locked)).toEqual(Object.values(locked.blocks).map(() => false));
    const th = answer<c.SurroundingsReport>(await get(`/area/queries/${query.id}/surroundings`, 'th')).data;
    expect(th.blocks.categories.data!.total500.note).not.toBe(answer<c.SurroundingsReport>(await get(`/area/queries/${query.id}/surroundings`)).data.blocks.categories.data!.total500.note);
  });

  it('sends the data query in the contract shape, the same to every reader', async () => {
    const mine = await get(`/area/queries/${query.id}`);
    const friends = await t.app.inject({ method: 'GET', url: `/v1/area/queries/${query.id}?lang=en`, headers: bearer(await t.anonymousToken()) });
    expect(Value.Check(c.DataQueryReportSchema, JSON.parse(mine.body).data)).toBe(true);
    expect(JSON.parse(mine.body).data.query).toEqual(query);
    expect(friends.body).toBe(mine.body);
  });
});
