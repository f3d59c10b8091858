import { describe, expect, it, vi } from 'vitest';
import { detectContext } from './context.js';
import { createTracker, pageViewFor } from './tracker.js';
import { createBatchingSink, MAX_BATCH, type TrackingItem } from './tracking-sink.js';

const APP = detectContext('Mozilla/5.0 (Linux; Android 12; wv) Chrome/120 Mobile Safari/537.36 Lokasi/2.3.0');
const BROWSER = detectContext('Mozilla/5.0 (Linux; Android 12) Chrome/120 Mobile Safari/537.36');

describe('page view payload', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('pageId is the tracking id, else the path', () => {
    expect(pageViewFor({ trackingId: 10014 }, '/lokasi/counterDetail', {}, q('')).pageId).toBe('10014');
    expect(pageViewFor({}, '/report/city/42', { id: '42' }, q('')).pageId).toBe('/report/city/42');
  });
  it('refId is the id param, else query id, else query shopId, else null', () => {
    expect(pageViewFor({}, '/p', { id: '7' }, q('id=8&shopId=9')).refId).toBe('7');
    expect(pageViewFor({}, '/p', {}, q('id=8&shopId=9')).refId).toBe('8');
    expect(pageViewFor({}, '/p', {}, q('shopId=9')).refId).toBe('9');
    expect(pageViewFor({}, '/p', {}, q('')).refId).toBeNull();
    expect(pageViewFor({}, '/p', {}, q(''), { tab: 'x' }).extra).toEqual({ tab: 'x' });
  });
});

describe('inside the app', () => {
  it('page views and events go to the native client through the bridge, events stamped with event_time', () => {
    const sent: Array<[string, unknown]> = [];
    const sink = vi.fn();
    const t = createTracker({ context: APP, send: (a, p) => (sent.push([a, p]), true) }, sink, () => 1_700_000_000_000);
    t.trackPageView({ pageId: '10005', refId: null, extra: null });
    t.trackEvent('unlock_click', { ref_id: 'r1', ref_type: 'report' });
    expect(sent).toEqual([
      ['trackPageView', { pageId: '10005', refId: null, extra: null }],
      ['trackEvent', { event_id: 'unlock_click', map: { ref_id: 'r1', ref_type: 'report', event_time: 1_700_000_000_000 } }],
    ]);
    expect(sink).not.toHaveBeenCalled();
  });
});

describe('outside the app', () => {
  it('queues items and posts them as one batch after the delay', async () => {
    vi.useFakeTimers();
    const bodies: string[] = [];
    const t = createTracker({ context: BROWSER, send: () => false }, async () => createBatchingSink((b) => bodies.push(b), window, 5_000), () => 42);
    t.trackPageView({ pageId: '10008', refId: 'd1', extra: null });
    t.trackEvent('export_pdf', { event_time: 41 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies.map((b) => JSON.parse(b))).toEqual([
      {
        items: [
          { kind: 'pageview', pageId: '10008', refId: 'd1', extra: null, at: 42 },
          { kind: 'event', event_id: 'export_pdf', map: { event_time: 41 } },
        ],
      },
    ]);
    vi.useRealTimers();
  });

  it('flushes on pagehide and when the page is hidden, never more than 50 items per post', () => {
    const bodies: string[] = [];
    const sink = createBatchingSink((b) => bodies.push(b), window, 60_000, 1_000);
    const item: TrackingItem = { kind: 'event', event_id: 'e', map: { event_time: 1 } };
    for (let i = 0; i < 120; i++) sink.add(item);
    window.dispatchEvent(new Event('pagehide'));
    expect(bodies.map((b) => JSON.parse(b).items.length)).toEqual([MAX_BATCH, MAX_BATCH, 20]);
    sink.add(item);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodies).toHaveLength(4);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('posts at once when enough items are waiting', () => {
    const bodies: string[] = [];
    const sink = createBatchingSink((b) => bodies.push(b), window, 60_000, 3);
    for (let i = 0; i < 3; i++) sink.add({ kind: 'event', event_id: `e${i}`, map: { event_time: i } });
    expect(bodies).toHaveLength(1);
  });
});
