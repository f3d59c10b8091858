import { Type, type Static } from '@sinclair/typebox';

/*
 * Marks saved to the account (server/marks), kept in step with the device's tinybase store:
 *
 *   GET  /v1/marks                      -> MarkList   (the account's marks, newest first)
 *   POST /v1/marks/sync  MarkSyncBody   -> MarkSyncResult  (removals, then new and changed marks; the list after)
 */

/** `markId(lat, lon)` of contracts/mark-id.ts: the place rounded to 5 decimals. */
export const MarkIdSchema = Type.String({ pattern: '^-?\\d{1,3}\\.\\d{5},-?\\d{1,3}\\.\\d{5}$', maxLength: 22 });

export const MarkSchema = Type.Object(
  {
    id: MarkIdSchema,
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    /** The place's name as the screen showed it (a recommended site's street or landmark). */
    name: Type.String({ maxLength: 200 }),
    /** The in-app path that opens the place again (a recommended site's detail). */
    path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
    /** When the server first saved it (a mark sent for sync carries the device's time, which the server ignores). */
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type Mark = Static<typeof MarkSchema>;

export const MarkListSchema = Type.Object({
  items: Type.Array(MarkSchema),
  /** How many marks the account may hold: 3, or (members) MEMBER_MARKS. */
  limit: Type.Integer({ minimum: 0 }),
});
export type MarkList = Static<typeof MarkListSchema>;

/** At most 100 changes a request: a device syncs its pending marks in batches. */
export const MarkSyncBodySchema = Type.Object(
  {
    put: Type.Array(MarkSchema, { maxItems: 100 }),
    removed: Type.Array(MarkIdSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type MarkSyncBody = Static<typeof MarkSyncBodySchema>;

export const MarkSyncResultSchema = Type.Object({
  ...MarkListSchema.properties,
  /** New marks beyond the account's limit (a non-member's fourth, made on two devices offline): not saved. */
  refused: Type.Array(MarkIdSchema),
});
export type MarkSyncResult = Static<typeof MarkSyncResultSchema>;
