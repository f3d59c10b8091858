import { Type, type Static } from '@sinclair/typebox';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Text = Type.String({ maxLength: 500 });
/** Epoch milliseconds between 2020 and 2100. */
const EpochMs = Type.Integer({ minimum: 1_577_836_800_000, maximum: 4_102_444_800_000 });

export const PageView = Type.Object({
  kind: Type.Literal('pageview'),
  pageId: Name,
  refId: Type.Union([Text, Type.Null()]),
  /** Flat details of the view (the app sends the page's query parameters): no nesting, short values. */
  extra: Type.Union([
    Type.Object({}, { additionalProperties: Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean(), Type.Null()]), maxProperties: 20, propertyNames: { maxLength: 40 } }),
    Type.Null(),
  ]),
  at: EpochMs,
});

export const TrackedEvent = Type.Object({
  kind: Type.Literal('event'),
  event_id: Name,
  map: Type.Object({
    event_time: EpochMs,
    ref_id: Type.Optional(Text),
    ref_name: Type.Optional(Text),
    ref_type: Type.Optional(Text),
    source_ref_id: Type.Optional(Text),
    source_ref_name: Type.Optional(Text),
    source_ref_type: Type.Optional(Text),
  }),
});

/** Items per batch: the app sends at most 50 (src/platform/tracking-sink.ts MAX_BATCH). */
export const MAX_TRACKING_ITEMS = 50;

/**
 * Bytes per batch: what navigator.sendBeacon may carry (64 KiB, the Fetch standard's keepalive quota), the way the app
 * sends batches. A full batch of 50 page views as the app makes them is 7.1 KiB (tracking.test.ts measures it).
 */
export const MAX_TRACKING_BATCH_BYTES = 65_536;

export const TrackingBatch = Type.Object({ items: Type.Array(Type.Union([PageView, TrackedEvent]), { minItems: 1, maxItems: MAX_TRACKING_ITEMS }) });
export type TrackingBatch = Static<typeof TrackingBatch>;
export type TrackingItem = TrackingBatch['items'][number];
