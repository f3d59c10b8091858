import type { Bridge } from './bridge/create-bridge.js';
import type { EventMap, PageView, TrackingItem, TrackingSink } from './tracking-sink.js';

export type { EventMap, PageView } from './tracking-sink.js';

export interface Tracker {
  trackPageView(view: PageView): void;
  /** `event_time` defaults to now. */
  trackEvent(event_id: string, map?: Partial<EventMap>): void;
}

/**
 * Page views and events: to the native app through the bridge inside the app, otherwise to the batching
 * sink. The sink is loaded on first use (its own chunk), so the first screen does not carry it; items keep their order.
 */
export function createTracker(
  bridge: Pick<Bridge, 'context' | 'send'>,
  sink: () => Promise<TrackingSink>,
  now: () => number = Date.now,
): Tracker {
  let outside: Promise<TrackingSink> | null = null;
  const toSink = (item: TrackingItem): void => {
    outside ??= sink().catch((e: unknown) => {
      outside = null;
      throw e;
    });
    outside.then((s) => s.add(item), () => undefined);
  };
  return {
    trackPageView(view) {
      if (bridge.context.kind === 'app') bridge.send('trackPageView', view);
      else toSink({ kind: 'pageview', ...view, at: now() });
    },
    trackEvent(event_id, map = {}) {
      const full: EventMap = { ...map, event_time: map.event_time ?? now() };
      if (bridge.context.kind === 'app') bridge.send('trackEvent', { event_id, map: { ...full } });
      else toSink({ kind: 'event', event_id, map: full });
    },
  };
}

/**
 * The page view for a navigation: pageId is the route's tracking id, else the path; refId is the route's `id`
 * param, else the query `id`, else the query `shopId`.
 */
export function pageViewFor(
  route: { trackingId?: number },
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
  extra: Record<string, unknown> | null = null,
): PageView {
  return {
    pageId: route.trackingId === undefined ? pathname : String(route.trackingId),
    refId: params.id || query.get('id') || query.get('shopId') || null,
    extra,
  };
}
