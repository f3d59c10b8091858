import type { Kysely, Migration } from 'kysely';

export const jobsMigrations: Record<string, Migration> = {
  '20261120-jobs-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('job_runs')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('instance', 'text', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('finished_at', 'timestamptz')
        .addColumn('result', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['name', 'period'])
        .execute();
    },
  },
};
