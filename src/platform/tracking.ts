import { bridge } from './bridge/index.js';
import { basePath } from './env.js';
import { createTracker } from './tracker.js';

export { pageViewFor } from './tracker.js';
export type { EventMap, PageView } from './tracking-sink.js';

/** The page's tracker (CONTRACTS.md): `trackPageView({ pageId, refId, extra })`, `trackEvent(event_id, map)`. */
export const { trackPageView, trackEvent } = createTracker(bridge, () =>
  import('./tracking-sink.js').then(({ beaconSender, createBatchingSink }) =>
    createBatchingSink(beaconSender(`${basePath}/v1/tracking/batch`)),
  ),
);
