import type { Kysely, Migration } from 'kysely';

export const marksMigrations: Record<string, Migration> = {
  '20261128-marks-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('marks')
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('lat', 'double precision', (c) => c.notNull())
        .addColumn('lon', 'double precision', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('marks_pk', ['user_id', 'id'])
        .execute();
    },
  },
};
