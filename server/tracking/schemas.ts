import { Type, type Static } from '@sinclair/typebox';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Text = Type.String({ maxLength: 500 });
/** Epoch milliseconds between 2020 and 2100. */
const EpochMs = Type.Integer({ minimum: 1_577_836_800_000, maximum: 4_102_444_800_000 });

export const PageView = Type.Object({
  kind: Type.Literal('pageview'),
  pageId: Name,
  refId: Type.Union([Text, Type.Null()]),
  extra: Type.Union([Type.Object({}, { additionalProperties: true, maxProperties: 30 }), Type.Null()]),
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

export const TrackingBatch = Type.Object({ items: Type.Array(Type.Union([PageView, TrackedEvent]), { minItems: 1, maxItems: 50 }) });
export type TrackingBatch = Static<typeof TrackingBatch>;
export type TrackingItem = TrackingBatch['items'][number];
