import { sql, type Kysely, type Migration } from 'kysely';

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
};
