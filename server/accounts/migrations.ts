import { sql, type Kysely, type Migration } from 'kysely';
import { notifyChangesOf } from '../db/change-triggers.js';
import { ACCOUNT_TOPIC } from './session-cache.js';

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
  '20261123-accounts-002': {
    // Sessions end after a period without use; existing sessions count as used at the migration.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('sessions').addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    },
  },
  '20261123-accounts-003': {
    // The session lookup every authenticated request makes, with what GET /v1/me shows, in one round trip. PL/pgSQL
    // keeps the query's plan per connection, so a request pays neither a second round trip nor a fresh plan (planning
    // was most of its cost, 3-4x the execution on PGlite). Revocation is still read from the table on every call.
    up: createSessionAccount,
  },
  '20261124-accounts-004': {
    // Every change that alters a session's row of session_account, announced with the user id to every instance's
    // session cache: revocation and new or deleted sessions, the address and deletion of the account and its membership
    // (credits announces its balances on the same topic: 20261122-credits-002).
    async up(db: Kysely<any>) {
      await notifyChangesOf(db, 'sessions', ACCOUNT_TOPIC, 'user_id', ['revoked_at', 'user_id', 'token_hash']);
      await notifyChangesOf(db, 'users', ACCOUNT_TOPIC, 'id', ['email', 'deleted_at']);
      await notifyChangesOf(db, 'memberships', ACCOUNT_TOPIC, 'user_id');
    },
  },
  '20261126-accounts-005': {
    // Deletion requests wait for an operator's review; the account's address stays reserved while they wait, so
    // nobody (the person included) can open a second account with it before the review decides.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('deletion_requests')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('email', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'approved', 'rejected', 'erased')`))
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
        .addColumn('reviewed_at', 'timestamptz')
        .addColumn('erased_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('deletion_requests_status').on('deletion_requests').columns(['status', 'requested_at']).execute();
      await sql`DROP INDEX users_email_live`.execute(db);
      await sql`CREATE UNIQUE INDEX users_email ON users (email) WHERE email IS NOT NULL`.execute(db);
    },
  },
  '20261126-accounts-006': {
    // session_account reads the balances through credits' credit_balance_of (20261122-credits-002), not its table.
    up: createSessionAccount,
  },
  '20261128-accounts-007': {
    // A device still holding a session of an erased account is told so for a while (tables.ts erased_sessions).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('erased_sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('token_key', 'text', (c) => c.notNull().unique())
        .addColumn('erased_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('erased_sessions_erased_at').on('erased_sessions').column('erased_at').execute();
    },
  },
};

/** session_account as 20261123-accounts-003 creates it (and 20261126-accounts-006 recreates it in older databases). */
async function createSessionAccount(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION session_account(p_token_hash text, p_now timestamptz, p_used_after timestamptz)
    RETURNS TABLE (
      session_id uuid, user_id uuid, email text, last_used_at timestamptz,
      membership_type text, membership_valid_until timestamptz,
      free_balance integer, purchased_balance integer, free_expires_at timestamptz
    )
    LANGUAGE plpgsql STABLE AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT s.id, s.user_id, u.email, s.last_used_at, m.type, m.valid_until, c.free_balance, c.purchased_balance, c.free_expires_at
      FROM sessions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN memberships m ON m.user_id = s.user_id AND m.valid_until > p_now
      LEFT JOIN LATERAL credit_balance_of(s.user_id) c ON true
      WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND u.deleted_at IS NULL AND s.last_used_at > p_used_after;
    END
    $$`.execute(db);
}
