import type { ColumnType } from 'kysely';

export interface JobsTables {
  /** One row per job and period: whoever inserts it runs the job for that period, on any instance. */
  job_runs: {
    name: string;
    period: string;
    status: 'running' | 'done';
    instance: string;
    started_at: Date;
    finished_at: Date | null;
    result: ColumnType<string | null, string | null | undefined, string | null>;
  };
}
