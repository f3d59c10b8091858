import { sql, type Kysely, type Migration } from 'kysely';

export const paymentsMigrations: Record<string, Migration> = {
  '20261123-payments-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('orders')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('membership', 'credits')`))
        .addColumn('plan', 'text', (c) => c.check(sql`plan IN ('monthly', 'quarterly', 'yearly', 'lifetime')`))
        .addColumn('credits', 'integer', (c) => c.check(sql`credits > 0`))
        .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor > 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment IN ('sandbox', 'production')`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'paid', 'failed', 'cancelled', 'expired')`))
        .addColumn('provider_txn_id', 'text')
        .addColumn('subscription', 'text', (c) => c.check(sql`subscription IN ('active', 'cancelled')`))
        .addColumn('period_end', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('paid_at', 'timestamptz')
        .addColumn('cancelled_at', 'timestamptz')
        .addUniqueConstraint('orders_provider_txn', ['provider', 'provider_txn_id'])
        .execute();
      await db.schema.createIndex('orders_user_time').on('orders').columns(['user_id', 'created_at']).execute();
      await sql`CREATE INDEX orders_pending ON orders (created_at) WHERE status = 'pending'`.execute(db);
      await db.schema
        .createTable('sandbox_gateway_payments')
        .addColumn('order_id', 'uuid', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
        .addColumn('txn_id', 'text', (c) => c.notNull().unique())
        .addColumn('amount_minor', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
};
