import { sql, type Kysely, type Migration } from 'kysely';
import { notifyChangesOf } from '../db/change-triggers.js';
import { ACCOUNT_TOPIC } from '../accounts/index.js';

export const creditsMigrations: Record<string, Migration> = {
  '20261120-credits-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('credit_balances')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('free_balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`free_balance >= 0`))
        .addColumn('free_expires_at', 'timestamptz')
        .addColumn('purchased_balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`purchased_balance >= 0`))
        .execute();
      await db.schema
        .createTable('credit_ledger')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('grant_free', 'grant_purchased', 'spend', 'expire')`))
        .addColumn('free_delta', 'integer', (c) => c.notNull())
        .addColumn('purchased_delta', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('credit_ledger_user_ref', ['user_id', 'ref'])
        .execute();
      await db.schema.createIndex('credit_ledger_user_time').on('credit_ledger').columns(['user_id', 'id']).execute();
    },
  },
  '20261122-credits-002': {
    // What other modules read of the balances, so none names the table: accounts' session_account (GET /v1/me in one
    // round trip) joins credit_balance_of(user) laterally. A one-SELECT SQL function, inlined into the caller's plan
    // (the same index lookup as a join of the table). Dated before 20261123-accounts-003, which calls it, so a new
    // database has it first; a database that ran that migration before gets it then (unordered migrations).
    // Balance changes alter a session's row: announced under accounts' session-cache topic (the trigger accounts-004
    // once declared, recreated the same).
    async up(db: Kysely<any>) {
      await sql`
        CREATE OR REPLACE FUNCTION credit_balance_of(p_user_id uuid)
        RETURNS TABLE (free_balance integer, purchased_balance integer, free_expires_at timestamptz)
        LANGUAGE sql STABLE AS $$
          SELECT b.free_balance, b.purchased_balance, b.free_expires_at FROM credit_balances b WHERE b.user_id = p_user_id
        $$`.execute(db);
      await notifyChangesOf(db, 'credit_balances', ACCOUNT_TOPIC, 'user_id');
    },
  },
};
