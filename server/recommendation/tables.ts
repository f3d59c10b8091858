import type { ColumnType } from 'kysely';

export interface RecommendationTables {
  /**
   * A saved recommendation: one per (user, inputs, data version), so asking again answers the saved one free. `id` is
   * 128 random bits (base64url). The debit is the ledger row `recommendation:<input key>:<data version>`.
   */
  recommendations: {
    id: string;
    /** The owner; null for the example seeded at start. */
    user_id: string | null;
    /** cityId, industry and brand as one canonical key (the unique index's). */
    input_key: string;
    city_id: number;
    industry: string;
    brand_id: string | null;
    data_version: string;
    /** The answer without id and createdAt, in the language it was made in. */
    answer: ColumnType<unknown, string, never>;
    locale: string;
    created_at: ColumnType<Date, Date, never>;
    is_example: ColumnType<boolean, boolean | undefined, never>;
  };
}
