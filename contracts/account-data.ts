import { Type, type Static } from '@sinclair/typebox';

const Uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const DeletionStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('erased')], {
  description: 'pending: awaiting review; approved: the erasure is under way; rejected: the account was reopened; erased: nothing of the person is left',
});
export type DeletionStatus = Static<typeof DeletionStatusSchema>;

/**
 * POST /v1/account/deletion answers the request's id. Every session is revoked at once, so the app keeps the id and
 * reads the request's state with it (GET /v1/account/deletions/{id}, no token) whenever the user returns.
 */
export const DeletionReceiptSchema = Type.Object({ id: Uuid });
export type DeletionReceipt = Static<typeof DeletionReceiptSchema>;

export const DeletionStateSchema = Type.Object({
  id: Uuid,
  status: DeletionStatusSchema,
  requestedAt: Type.String({ format: 'date-time' }),
  reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type DeletionState = Static<typeof DeletionStateSchema>;

export const DeletionIdParams = Type.Object({ id: Uuid });

/** GET /v1/operator/deletions: requests awaiting review or erasure, oldest first. */
export const OperatorDeletionSchema = Type.Object({
  id: Uuid,
  userId: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  status: DeletionStatusSchema,
  requestedAt: Type.String({ format: 'date-time' }),
  /** Monday-to-Friday days since the request; over 15 the daily check logs an alert. */
  workingDaysWaiting: Type.Integer(),
});
export type OperatorDeletion = Static<typeof OperatorDeletionSchema>;

export const FEEDBACK_CATEGORIES = ['bug', 'data', 'payment', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** Length limits of a feedback message, in characters (the screen counts the same way). */
export const FEEDBACK_TEXT = { min: 10, max: 2000 } as const;
export const FEEDBACK_CONTACT_MAX = 200;

export const FeedbackBody = Type.Object(
  {
    category: Type.Union(FEEDBACK_CATEGORIES.map((c) => Type.Literal(c))),
    text: Type.String({ minLength: FEEDBACK_TEXT.min, maxLength: FEEDBACK_TEXT.max }),
    contact: Type.Optional(Type.String({ maxLength: FEEDBACK_CONTACT_MAX })),
    /** The app's version (the native shell's Version-Name, or the web build's). */
    appVersion: Type.String({ minLength: 1, maxLength: 40 }),
    /** Where the user was: the route they came from and the app context (native, mini-program, browser). */
    context: Type.Object(
      { route: Type.String({ maxLength: 200 }), client: Type.Union([Type.Literal('native'), Type.Literal('miniprogram'), Type.Literal('browser')]), language: Type.String({ maxLength: 10 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type FeedbackInput = Static<typeof FeedbackBody>;

export const OperatorFeedbackSchema = Type.Object({
  id: Uuid,
  category: Type.String(),
  text: Type.String(),
  contact: Type.Union([Type.String(), Type.Null()]),
  appVersion: Type.String(),
  context: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OperatorFeedback = Static<typeof OperatorFeedbackSchema>;

/**
 * GET /v1/me/data: everything the server holds about the account, table by table, as each module declares it
 * (server/module.ts, PersonalData). Rows are the tables' own columns, secrets (token and code hashes, keys) left out;
 * a file column (a printed PDF) is `{ bytes }`, its size, never its bytes.
 */
export const MyDataSchema = Type.Object({
  exportedAt: Type.String({ format: 'date-time' }),
  userId: Type.String(),
  modules: Type.Record(Type.String(), Type.Record(Type.String(), Type.Array(Type.Unknown()))),
  /** Rows a table holds beyond the file's bound per table ("<module>.<table>": how many): none for a person's own use. */
  omitted: Type.Record(Type.String(), Type.Integer({ minimum: 1 })),
});
export type MyData = Static<typeof MyDataSchema>;
