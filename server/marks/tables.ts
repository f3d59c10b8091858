import type { ColumnType } from 'kysely';

export interface MarksTables {
  /** Places an account marked, one row per place (`markId`: the place rounded to 5 decimals). */
  marks: {
    user_id: string;
    id: string;
    lat: number;
    lon: number;
    name: string;
    /** The in-app path that opens the place again. */
    path: string;
    created_at: ColumnType<Date, Date, never>;
    updated_at: Date;
  };
}
