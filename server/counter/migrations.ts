import { sql, type Kysely, type Migration } from 'kysely';

export const counterMigrations: Record<string, Migration> = {
  '20261121-counter-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('counter_sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('ended_at', 'timestamptz')
        .addColumn('items', 'jsonb', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('accuracy_m', 'double precision')
        .addColumn('h3_r9', 'text')
        .addColumn('client_updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('counter_sessions_user').on('counter_sessions').columns(['user_id', 'started_at']).execute();
      await sql`CREATE INDEX counter_sessions_h3 ON counter_sessions (h3_r9) WHERE h3_r9 IS NOT NULL AND deleted_at IS NULL`.execute(db);
      await db.schema
        .createTable('counter_taps')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) => c.notNull().references('counter_sessions.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('item', 'smallint', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('undoes', 'uuid')
        .execute();
      await db.schema.createIndex('counter_taps_session').on('counter_taps').column('session_id').execute();
      await sql`CREATE INDEX counter_taps_undoes ON counter_taps (undoes) WHERE undoes IS NOT NULL`.execute(db);
    },
  },
};
