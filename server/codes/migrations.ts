import { sql, type Kysely, type Migration } from 'kysely';

export const codesMigrations: Record<string, Migration> = {
  '20261120-codes-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('verification_codes')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('login', 'link', 'delete')`))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('verification_codes_email').on('verification_codes').columns(['email', 'created_at']).execute();
      await db.schema.createIndex('verification_codes_user').on('verification_codes').columns(['user_id', 'created_at']).execute();
    },
  },
};
