import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { Codes } from '../http/codes.js';

const at = Date.parse('2026-11-21T10:00:00Z');
const pageview = { kind: 'pageview', pageId: 'introduction', refId: null, extra: { from: 'test' }, at };
const event = { kind: 'event', event_id: 'report_open', map: { event_time: at, ref_id: 'r1', ref_type: 'report' } };

describe('tracking sink', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!);
  });
  afterAll(() => t.close());

  it('stores page views and events from JSON and from sendBeacon text/plain', async () => {
    const token = await t.anonymousToken();
    const json = answer(await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', headers: bearer(token), payload: { items: [pageview, event] } }));
    expect(json).toMatchObject({ status: 200, code: 0, data: { accepted: 2 } });
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/prod-api/v1/tracking/batch',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ items: [pageview] }),
    });
    expect(answer(beacon)).toMatchObject({ status: 200, data: { accepted: 1 } });
    const rows = await t.ctx.db.selectFrom('tracking_events').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.kind, r.name, r.user_id === null])).toEqual([
      ['pageview', 'introduction', false],
      ['event', 'report_open', false],
      ['pageview', 'introduction', true],
    ]);
  });

  it('rejects malformed batches with a clear 400', async () => {
    const cases = [
      { items: [] },
      { items: Array.from({ length: 51 }, () => pageview) },
      { items: [{ ...pageview, kind: 'click' }] },
      { items: [{ ...event, map: { event_time: at, extra_field: 1 } }] },
    ];
    for (const payload of cases) {
      expect(answer(await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', payload, remoteAddress: freshIp() }))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
    }
    const text = await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', headers: { 'content-type': 'text/plain' }, payload: 'not json' });
    expect(answer(text)).toMatchObject({ status: 400, code: Codes.MALFORMED_JSON.code });
  });

  it('limits a client to 120 batches a minute', async () => {
    const ip = freshIp();
    const send = () => t.app.inject({ method: 'POST', url: '/v1/tracking/batch', payload: { items: [pageview] }, remoteAddress: ip });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(200);
    expect(answer(await send())).toMatchObject({ status: 429, code: Codes.RATE_LIMITED.code });
  });
});
