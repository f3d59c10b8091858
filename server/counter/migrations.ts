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
  /**
   * Keys become per account: a session or tap id is looked up only among its owner's rows, so another account's id
   * behaves exactly like an unknown one (no 403 oracle, no squatting on ids someone else will sync), and a tap can
   * only point at a session of its own account. The taps index serves both paging order and counting.
   */
  '20261123-counter-002': {
    async up(db: Kysely<any>) {
      await sql`ALTER TABLE counter_taps ADD COLUMN user_id uuid`.execute(db);
      await sql`UPDATE counter_taps t SET user_id = s.user_id FROM counter_sessions s WHERE s.id = t.session_id`.execute(db);
      await sql`ALTER TABLE counter_taps ALTER COLUMN user_id SET NOT NULL`.execute(db);
      await sql`ALTER TABLE counter_taps DROP CONSTRAINT counter_taps_session_id_fkey`.execute(db);
      await sql`ALTER TABLE counter_taps DROP CONSTRAINT counter_taps_pkey`.execute(db);
      await sql`ALTER TABLE counter_sessions DROP CONSTRAINT counter_sessions_pkey`.execute(db);
      await sql`ALTER TABLE counter_sessions ADD PRIMARY KEY (user_id, id)`.execute(db);
      await sql`ALTER TABLE counter_taps ADD PRIMARY KEY (user_id, id)`.execute(db);
      await sql`ALTER TABLE counter_taps ADD FOREIGN KEY (user_id, session_id) REFERENCES counter_sessions (user_id, id) ON DELETE CASCADE`.execute(db);
      await sql`DROP INDEX counter_taps_session`.execute(db);
      await sql`DROP INDEX counter_taps_undoes`.execute(db);
      await sql`CREATE INDEX counter_taps_session_order ON counter_taps (user_id, session_id, at, seq, id)`.execute(db);
      await sql`CREATE INDEX counter_taps_undoes ON counter_taps (user_id, session_id, undoes) WHERE undoes IS NOT NULL`.execute(db);
    },
  },
  /**
   * A tap's key to its session is checked at the end of a transaction that asks for it (SET CONSTRAINTS ... DEFERRED):
   * joining two accounts (server/privacy/merge.ts) moves the taps and the sessions to the other account one table
   * after the other, and the key holds again once both have moved. Every other write is still checked at once.
   */
  '20261128-counter-003': {
    async up(db: Kysely<any>) {
      await sql`ALTER TABLE counter_taps DROP CONSTRAINT counter_taps_user_id_session_id_fkey`.execute(db);
      await sql`ALTER TABLE counter_taps ADD CONSTRAINT counter_taps_user_id_session_id_fkey FOREIGN KEY (user_id, session_id) REFERENCES counter_sessions (user_id, id) ON DELETE CASCADE DEFERRABLE INITIALLY IMMEDIATE`.execute(db);
    },
  },
};
