import { Type, type Static } from '@sinclair/typebox';

export const BalanceSchema = Type.Object({
  free: Type.Integer({ minimum: 0, description: 'Free monthly credits still valid (spent first)' }),
  purchased: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  freeExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CreditsSchema = Type.Composite([BalanceSchema, Type.Object({ rule: Type.String({ description: 'How free and purchased credits are spent, in the request language' }) })]);

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

export type CreditsView = Static<typeof CreditsSchema>;
export type CreditsHistory = Static<typeof HistorySchema>;
