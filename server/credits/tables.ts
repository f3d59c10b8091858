import type { ColumnType, Generated } from 'kysely';

export type LedgerKind = 'grant_free' | 'grant_purchased' | 'spend' | 'expire';

export interface CreditsTables {
  /** Current balances; CHECK constraints keep both ≥ 0 and only conditional UPDATEs move them. */
  credit_balances: {
    user_id: string;
    free_balance: ColumnType<number, number | undefined, number>;
    /** End of the month the free credits were granted for; null when none were ever granted. */
    free_expires_at: Date | null;
    purchased_balance: ColumnType<number, number | undefined, number>;
  };
  /** Append-only: every change of a balance is one row here, in the same transaction. */
  credit_ledger: {
    id: Generated<number>;
    user_id: string;
    /** Idempotency key, unique per user: `unlock:<analysis>`, `order:<id>`, `free-2026-11`, ... */
    ref: string;
    kind: LedgerKind;
    free_delta: number;
    purchased_delta: number;
    created_at: ColumnType<Date, Date, never>;
  };
}
