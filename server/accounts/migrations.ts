import { sql, type Kysely, type Migration } from 'kysely';

export const accountsMigrations: Record<string, Migration> = {
  '20261120-accounts-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('email', 'text')
        .addColumn('language', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deleted_at', 'timestamptz')
        .execute();
      await sql`CREATE UNIQUE INDEX users_email_live ON users (email) WHERE email IS NOT NULL AND deleted_at IS NULL`.execute(db);
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('memberships')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('monthly', 'quarterly', 'yearly', 'lifetime')`))
        .addColumn('valid_until', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
};
