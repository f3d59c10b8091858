import { Type, type Static } from '@sinclair/typebox';

/** A credit balance, as GET /v1/me, GET /v1/credits and the server's ledger all give it: the one balance type. */
export const CreditBalanceSchema = Type.Object({
  free: Type.Integer({ minimum: 0, description: 'Free monthly credits still valid (spent first)' }),
  purchased: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  freeExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CreditBalance = Static<typeof CreditBalanceSchema>;

export const CreditsSchema = Type.Composite([
  CreditBalanceSchema,
  Type.Object({ rule: Type.String({ description: 'How free and purchased credits are spent, in the request language' }) }),
]);
export type CreditsView = Static<typeof CreditsSchema>;

export const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Return entries older than this id (paging)' })),
});

export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  ref: Type.String(),
  kind: Type.Union([Type.Literal('grant_free'), Type.Literal('grant_purchased'), Type.Literal('spend'), Type.Literal('expire')]),
  free: Type.Integer(),
  purchased: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
});

export const HistorySchema = Type.Object({ items: Type.Array(LedgerEntrySchema) });
export type CreditsHistory = Static<typeof HistorySchema>;
