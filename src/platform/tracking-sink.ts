/** Items of `POST /v1/tracking/batch` (CONTRACTS.md). */
export interface EventMap {
  event_time: number;
  ref_id?: string;
  ref_name?: string;
  ref_type?: string;
  source_ref_id?: string;
  source_ref_name?: string;
  source_ref_type?: string;
}

export interface PageView {
  pageId: string;
  refId: string | null;
  extra: Record<string, unknown> | null;
}

export type TrackingItem = ({ kind: 'pageview'; at: number } & PageView) | { kind: 'event'; event_id: string; map: EventMap };

export interface TrackingSink {
  add(item: TrackingItem): void;
  /** Sends what is queued now. */
  flush(): void;
}

/** How a batch body leaves the page; the default uses sendBeacon (it survives the page going away), else a keepalive fetch. */
export type BatchSender = (body: string) => void;

export const MAX_BATCH = 50;

export function beaconSender(url: string, nav: Navigator = navigator): BatchSender {
  return (body) => {
    // A string beacon is sent as text/plain, which the sink accepts and which needs no CORS preflight.
    if (nav.sendBeacon?.(url, body)) return;
    fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
  };
}

/**
 * Queues items and posts them in batches of at most 50: after `delayMs`, when `sizeHint` items are waiting, and when the
 * page is hidden or unloaded (pagehide / visibilitychange), the last moment a mobile browser reliably gives us.
 */
export function createBatchingSink(send: BatchSender, win: Window = window, delayMs = 5_000, sizeHint = 20): TrackingSink {
  let queue: TrackingItem[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sink: TrackingSink = {
    add(item) {
      queue.push(item);
      if (queue.length >= sizeHint) sink.flush();
      else timer ??= setTimeout(() => sink.flush(), delayMs);
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      const items = queue;
      queue = [];
      for (let i = 0; i < items.length; i += MAX_BATCH) send(JSON.stringify({ items: items.slice(i, i + MAX_BATCH) }));
    },
  };
  win.addEventListener('pagehide', () => sink.flush());
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') sink.flush();
  });
  return sink;
}
