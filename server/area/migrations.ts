import { sql, type Kysely, type Migration } from 'kysely';
import { notifyChangesOf } from '../db/change-triggers.js';
import { QUERY_TOPIC, UNLOCK_TOPIC } from './saved-query-cache.js';

export const areaMigrations: Record<string, Migration> = {
  '20261123-area-001': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('area_queries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('lat', 'double precision', (c) => c.notNull().check(sql`lat BETWEEN -90 AND 90`))
        .addColumn('lon', 'double precision', (c) => c.notNull().check(sql`lon BETWEEN -180 AND 180`))
        .addColumn('radius', 'integer', (c) => c.notNull().check(sql`radius IN (500, 1000)`))
        .addColumn('industry', 'text')
        .addColumn('country_iso2', 'text')
        .addColumn('place_name', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('data_version', 'text', (c) => c.notNull())
        .addColumn('is_example', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema.createIndex('area_queries_user').on('area_queries').columns(['user_id', 'created_at']).execute();
      // One example, whichever instance seeds it first.
      await sql`CREATE UNIQUE INDEX area_queries_one_example ON area_queries (is_example) WHERE is_example`.execute(db);
      await db.schema
        .createTable('area_unlocks')
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('query_id', 'text', (c) => c.notNull().references('area_queries.id').onDelete('cascade'))
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('area_unlocks_pk', ['user_id', 'query_id', 'report'])
        .execute();
    },
  },
  // Every instance's caches of query rows and unlocks (saved-query-cache.ts) learn of a deletion or an unlock at once.
  '20261123-area-002': {
    async up(db: Kysely<any>) {
      await notifyChangesOf(db, 'area_queries', QUERY_TOPIC, 'id');
      await notifyChangesOf(db, 'area_unlocks', UNLOCK_TOPIC, 'user_id');
    },
  },
  // The AI site analysis may be asked for a brand: its own stores near the point are cannibalisation.
  '20261126-area-003': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('area_queries').addColumn('brand_id', 'text').execute();
    },
  },
  // A city's grid of trade areas, gathered once per data version by whichever instance needs it first and read back
  // by every other (seconds of CPU each otherwise).
  '20261128-area-004': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('area_city_grids')
        .addColumn('country_iso2', 'text', (c) => c.notNull())
        .addColumn('data_version', 'text', (c) => c.notNull())
        .addColumn('cells', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('area_city_grids_pk', ['country_iso2', 'data_version'])
        .execute();
    },
  },
  // Each industry's market-room fit on a grid, stored beside it: fitted once per data version by whichever instance
  // asks first (tenths of a second each on a large grid) and read back by every other.
  '20261128-area-005': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('area_city_grids').addColumn('room_models', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
    },
  },
};
