import type { ColumnType } from 'kysely';

export interface RelayTables {
  /** A report relay run: who asked, what, and how it ended (the report made, or the refusal). */
  relay_runs: {
    id: string;
    user_id: string;
    kind: string;
    /** The RelayInput as asked (an analysis's point among it). */
    input: ColumnType<unknown, string, never>;
    locale: string;
    report_kind: string | null;
    report_id: string | null;
    error_code: number | null;
    error_msg: string | null;
    created_at: ColumnType<Date, Date, never>;
    finished_at: Date | null;
  };
  /** The run's steps in order: `seq` is the SSE id a dropped stream resumes after. */
  relay_events: {
    run_id: string;
    seq: number;
    stage: string;
    text: string;
    created_at: ColumnType<Date, Date, never>;
  };
}
