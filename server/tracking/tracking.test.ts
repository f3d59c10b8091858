import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { Codes } from '../../contracts/errors.js';

const at = Date.parse('2026-11-21T10:00:00Z');
const pageview = { kind: 'pageview', pageId: 'introduction', refId: null, extra: { from: 'test' }, at };
const event = { kind: 'event', event_id: 'report_open', map: { event_time: at, ref_id: 'r1', ref_type: 'report' } };

for (const target of testDatabaseTargets()) describe(`tracking sink (${target.name})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

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

  it('refuses made-up tokens and counts them on the address: inventing tokens gains no calls and stores nothing', async () => {
    const ip = freshIp();
    const before = await t.ctx.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const madeUp = () => Array.from({ length: 32 }, () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 62)]).join('');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', headers: bearer(madeUp()), payload: { items: [pageview] }, remoteAddress: ip });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 120 });
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', payload: { items: [pageview] }, remoteAddress: ip });
    expect(answer(anonymous)).toMatchObject({ status: 429, code: Codes.RATE_LIMITED.code });
    const after = await t.ctx.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // A live session behind the same address has its own count.
    const token = await t.anonymousToken();
    const signedIn = await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', headers: bearer(token), payload: { items: [pageview] }, remoteAddress: ip });
    expect(answer(signedIn)).toMatchObject({ status: 200, data: { accepted: 1 } });
  });

  it('caps a batch at 50 flat items and 64 KiB; a full batch as the app sends it is 7.1 KiB', async () => {
    const appView = { kind: 'pageview', pageId: '10008', refId: '3f2b8c9e-1d4a-4c7b-9e2f-5a6b7c8d9e0f', extra: { from: 'share', tab: 'overview' }, at };
    const full = JSON.stringify({ items: Array.from({ length: 50 }, () => appView) });
    expect(full.length).toBe(7261);
    const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/tracking/batch', headers: { 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), remoteAddress: freshIp() });
    expect(answer(await send(full))).toMatchObject({ status: 200, data: { accepted: 50 } });

    const nested = { ...pageview, extra: { blob: { deep: 'x'.repeat(100) } } };
    const longValue = { ...pageview, extra: { note: 'x'.repeat(201) } };
    const manyKeys = { ...pageview, extra: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) };
    for (const item of [nested, longValue, manyKeys]) {
      expect(answer(await send({ items: [item] }))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
    }
    // Every field at its schema maximum: over the byte cap long before the item cap.
    const widest = { ...pageview, pageId: 'p'.repeat(200), refId: 'r'.repeat(500), extra: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key${i}`.padEnd(40, '_'), 'v'.repeat(200)])) };
    const oversize = JSON.stringify({ items: Array.from({ length: 50 }, () => widest) });
    expect(oversize.length).toBeGreaterThan(65_536);
    expect(answer(await send(oversize))).toMatchObject({ status: 400, code: Codes.BODY_TOO_LARGE.code });
  });

  it('limits a client to 120 batches a minute', async () => {
    const ip = freshIp();
    const send = () => t.app.inject({ method: 'POST', url: '/v1/tracking/batch', payload: { items: [pageview] }, remoteAddress: ip });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(200);
    expect(answer(await send())).toMatchObject({ status: 429, code: Codes.RATE_LIMITED.code });
  });
});
