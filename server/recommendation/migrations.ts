import { sql, type Kysely, type Migration } from 'kysely';

export const recommendationMigrations: Record<string, Migration> = {
  '20261126-recommendation-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('recommendations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('input_key', 'text', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull())
        .addColumn('industry', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'text')
        .addColumn('data_version', 'text', (c) => c.notNull())
        .addColumn('answer', 'jsonb', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('is_example', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      // Once per user, inputs and data version: concurrent identical requests make one row (and one debit).
      await sql`CREATE UNIQUE INDEX recommendations_once ON recommendations (user_id, input_key, data_version) WHERE user_id IS NOT NULL`.execute(db);
      await sql`CREATE UNIQUE INDEX recommendations_one_example ON recommendations (is_example) WHERE is_example`.execute(db);
      await db.schema.createIndex('recommendations_user').on('recommendations').columns(['user_id', 'created_at']).execute();
    },
  },
};
