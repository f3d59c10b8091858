import { sql, type Kysely, type Migration } from 'kysely';

export const feedbackMigrations: Record<string, Migration> = {
  '20261126-feedback-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('feedback')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('contact', 'text')
        .addColumn('app_version', 'text', (c) => c.notNull())
        .addColumn('context', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // The per-account limit counts an account's recent messages; operators read the newest first.
      await db.schema.createIndex('feedback_user_created').on('feedback').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('feedback_created').on('feedback').column('created_at').execute();
    },
  },
};
