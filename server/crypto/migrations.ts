import { sql, type Kysely, type Migration } from 'kysely';

export const cryptoMigrations: Record<string, Migration> = {
  '20261120-crypto-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('response_keys')
        .addColumn('key_id', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('key', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('response_keys_session').on('response_keys').column('session_id').execute();
    },
  },
  '20261123-crypto-002': {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('response_keys_created').on('response_keys').column('created_at').execute();
    },
  },
};
