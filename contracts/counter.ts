import { Type, type Static } from '@sinclair/typebox';
import { MAX_TAPS_PAGE } from './counter-paging.js';

const Uuid = Type.String({ format: 'uuid' });
/** Epoch milliseconds; bounded to years 2020-2100 so a broken clock cannot write nonsense. */
const EpochMs = Type.Integer({ minimum: 1_577_836_800_000, maximum: 4_102_444_800_000 });

export const SessionItemSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 40 }),
  operation: Type.Union([
    Type.Literal('click'),
    Type.Literal('doubleClick'),
    Type.Literal('slideUp'),
    Type.Literal('slideDown'),
    Type.Literal('slideLeft'),
    Type.Literal('slideRight'),
  ]),
  role: Type.Union([Type.Literal('entered'), Type.Literal('passed'), Type.Literal('other')]),
});
export type SessionItem = Static<typeof SessionItemSchema>;

export const LocationSchema = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  accuracyM: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
});
export type CounterLocation = Static<typeof LocationSchema>;

export const SessionInSchema = Type.Object({
  id: Uuid,
  startedAt: EpochMs,
  endedAt: Type.Union([EpochMs, Type.Null()]),
  items: Type.Array(SessionItemSchema, { minItems: 1, maxItems: 6 }),
  name: Type.String({ maxLength: 120 }),
  notes: Type.String({ maxLength: 2000 }),
  location: Type.Union([LocationSchema, Type.Null()]),
  updatedAt: EpochMs,
});
export type SessionIn = Static<typeof SessionInSchema>;

export const TapInSchema = Type.Object({
  id: Uuid,
  sessionId: Uuid,
  seq: Type.Integer({ minimum: 0 }),
  item: Type.Integer({ minimum: 0, maximum: 5 }),
  at: EpochMs,
  undoes: Type.Union([Uuid, Type.Null()]),
});
export type TapIn = Static<typeof TapInSchema>;

/** One sync batch: safe to send any number of times (every row is keyed by its client-made id). */
export const SyncBatchSchema = Type.Object({
  sessions: Type.Array(SessionInSchema, { maxItems: 50 }),
  taps: Type.Array(TapInSchema, { maxItems: 1000 }),
  deleted: Type.Array(Uuid, { maxItems: 50 }),
});
export type SyncBatch = Static<typeof SyncBatchSchema>;

export const SessionSummarySchema = Type.Object({
  id: Uuid,
  startedAt: Type.Number(),
  endedAt: Type.Union([Type.Number(), Type.Null()]),
  items: Type.Array(SessionItemSchema),
  name: Type.String(),
  notes: Type.String(),
  location: Type.Union([LocationSchema, Type.Null()]),
  updatedAt: Type.Number(),
  /** Counts standing per item (undone counts removed), as stored on the server. */
  counts: Type.Array(Type.Integer()),
});
export type SessionSummary = Static<typeof SessionSummarySchema>;

export const SyncResultSchema = Type.Object({
  /** The server's view of every session in the batch, so the device can confirm what is stored. */
  sessions: Type.Array(Type.Object({ id: Uuid, counts: Type.Array(Type.Integer()), deleted: Type.Boolean() })),
});
export type SyncResult = Static<typeof SyncResultSchema>;

/** Where a page of taps ends: `<at ms>.<seq>.<id>` of its last tap, in the order (at, seq, id). */
const TapCursor = Type.String({ pattern: '^[0-9]{1,15}\\.[0-9]{1,10}\\.[0-9a-f-]{36}$' });

export const TapPageQuerySchema = Type.Object({
  after: Type.Optional(TapCursor),
  limit: Type.Integer({ minimum: 1, maximum: MAX_TAPS_PAGE, default: 1000 }),
});
export type TapPageQuery = Static<typeof TapPageQuerySchema>;

export const TapOutSchema = Type.Object({ id: Uuid, seq: Type.Integer(), item: Type.Integer(), at: Type.Number(), undoes: Type.Union([Uuid, Type.Null()]) });
export const SessionDetailSchema = Type.Object({
  session: SessionSummarySchema,
  /** One page of taps in the order (at, seq, id). */
  taps: Type.Array(TapOutSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next: Type.Union([TapCursor, Type.Null()]),
});
export type SessionDetail = Static<typeof SessionDetailSchema>;
