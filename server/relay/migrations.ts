import { sql, type Kysely, type Migration } from 'kysely';

export const relayMigrations: Record<string, Migration> = {
  '20261126-relay-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('relay_runs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('input', 'jsonb', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('report_kind', 'text')
        .addColumn('report_id', 'text')
        .addColumn('error_code', 'integer')
        .addColumn('error_msg', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('relay_runs_user').on('relay_runs').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createTable('relay_events')
        .addColumn('run_id', 'text', (c) => c.notNull().references('relay_runs.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('relay_events_pk', ['run_id', 'seq'])
        .execute();
    },
  },
};
