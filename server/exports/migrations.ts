import { sql, type Kysely, type Migration } from 'kysely';

export const exportsMigrations: Record<string, Migration> = {
  '20261126-exports-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('export_files')
        .addColumn('cache_key', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('pdf', 'bytea', (c) => c.notNull())
        .addColumn('png', 'bytea')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('export_files_expires').on('export_files').column('expires_at').execute();
      await db.schema
        .createTable('exports')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('report_id', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('cache_key', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz')
        .addColumn('finished_at', 'timestamptz')
        .execute();
      // The queue is claimed oldest first among queued rows; the per-account limit counts an account's rows in flight.
      await db.schema.createIndex('exports_state_created').on('exports').columns(['state', 'created_at']).execute();
      await db.schema.createIndex('exports_user_state').on('exports').columns(['user_id', 'state']).execute();
      await db.schema.createIndex('exports_created').on('exports').column('created_at').execute();
    },
  },
  // What an export is of (the place it reports on), so "all my personal data" lists an export by its kind, place, date
  // and language rather than by the bytes of its file.
  '20261128-exports-002': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('exports').addColumn('subject', 'text').execute();
    },
  },
};
