import type { Kysely, Migration } from 'kysely';

export const trackingMigrations: Record<string, Migration> = {
  '20261120-tracking-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('tracking_events')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
        .addColumn('received_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tracking_events_received').on('tracking_events').column('received_at').execute();
    },
  },
};
