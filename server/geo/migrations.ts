import { sql, type Kysely, type Migration } from 'kysely';

/** The datasets register, and the countries, states and cities with their search tokens. */
async function datasetsAndPlaces(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('vintage', 'text', (c) => c.notNull())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('geo_countries')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('iso2', 'text', (c) => c.notNull().unique())
    .addColumn('iso3', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('flag', 'text')
    .addColumn('currency', 'text')
    .addColumn('area_km2', 'float8')
    .addColumn('lat', 'float8')
    .addColumn('lon', 'float8')
    .execute();
  await db.schema.createIndex('geo_countries_iso3').on('geo_countries').column('iso3').execute();

  await db.schema
    .createTable('geo_states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('lat', 'float8')
    .addColumn('lon', 'float8')
    .execute();
  await db.schema.createIndex('geo_states_country').on('geo_states').column('country_id').execute();

  await db.schema
    .createTable('geo_cities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('state_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('lat', 'float8', (c) => c.notNull())
    .addColumn('lon', 'float8', (c) => c.notNull())
    .addColumn('population', 'bigint')
    .addColumn('population_source', 'text')
    .addColumn('geonames_id', 'integer')
    .addColumn('is_country', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('geo_cities_country_state').on('geo_cities').columns(['country_id', 'state_id']).execute();

  // Search as you type: every word-start suffix of every name of a city, lower-cased, prefix-searchable by index.
  await db.schema
    .createTable('geo_city_names')
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .execute();
  await sql`create index geo_city_names_token on geo_city_names (token text_pattern_ops)`.execute(db);
}

/** National indicators and population pyramids, and statistical areas with their figures. */
async function statistics(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('geo_indicators')
    .addColumn('indicator', 'text', (c) => c.notNull())
    .addColumn('country_iso3', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('value', 'float8', (c) => c.notNull())
    .addPrimaryKeyConstraint('geo_indicators_pk', ['indicator', 'country_iso3', 'year'])
    .execute();
  await db.schema.createIndex('geo_indicators_year').on('geo_indicators').columns(['indicator', 'year']).execute();

  await db.schema
    .createTable('geo_pyramids')
    .addColumn('country_iso3', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('age_band', 'text', (c) => c.notNull())
    .addColumn('male', 'float8', (c) => c.notNull())
    .addColumn('female', 'float8', (c) => c.notNull())
    .addPrimaryKeyConstraint('geo_pyramids_pk', ['country_iso3', 'year', 'age_band'])
    .execute();

  await db.schema
    .createTable('geo_areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country_iso2', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_name', 'text')
    .addColumn('geometry', 'jsonb')
    .addColumn('population', 'float8')
    .addColumn('area_km2', 'float8')
    .addColumn('stats', 'jsonb', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .execute();
}

/** Shops and other places of interest, and the brands they belong to. */
async function placesOfInterest(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('geo_pois')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('lat', 'float8', (c) => c.notNull())
    .addColumn('lon', 'float8', (c) => c.notNull())
    .addColumn('h3_r9', 'text', (c) => c.notNull())
    .addColumn('h3_r8', 'text', (c) => c.notNull())
    .addColumn('industry', 'text')
    .addColumn('brand_id', 'text')
    .addColumn('city_id', 'integer')
    .addColumn('country_iso2', 'text', (c) => c.notNull())
    .addColumn('district', 'text')
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addColumn('current', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('geo_pois_h3_r9').on('geo_pois').column('h3_r9').execute();
  await db.schema.createIndex('geo_pois_h3_r8').on('geo_pois').column('h3_r8').execute();
  await db.schema.createIndex('geo_pois_brand').on('geo_pois').column('brand_id').execute();
  await db.schema.createIndex('geo_pois_dataset').on('geo_pois').column('dataset_id').execute();

  await db.schema
    .createTable('geo_brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('industry', 'text')
    .addColumn('wikidata', 'text')
    .addColumn('countries', sql`text[]`, (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('map_store_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('geo_brands_wikidata').on('geo_brands').column('wikidata').execute();
}

/** Transit stops and their volumes, and residential blocks. */
async function transitAndHomes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('geo_transit_stops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('lat', 'float8', (c) => c.notNull())
    .addColumn('lon', 'float8', (c) => c.notNull())
    .addColumn('h3_r9', 'text', (c) => c.notNull())
    .addColumn('h3_r8', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('geo_transit_stops_h3_r9').on('geo_transit_stops').column('h3_r9').execute();

  await db.schema
    .createTable('geo_transit_volumes')
    .addColumn('station_code', 'text', (c) => c.notNull())
    .addColumn('year_month', 'text', (c) => c.notNull())
    .addColumn('day_type', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('tap_in', 'integer', (c) => c.notNull())
    .addColumn('tap_out', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('geo_transit_volumes_pk', ['station_code', 'year_month', 'day_type', 'hour'])
    .execute();

  await db.schema
    .createTable('geo_residential_blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('block', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('dwelling_units', 'integer', (c) => c.notNull())
    .addColumn('year_completed', 'integer')
    .addColumn('commercial', 'boolean', (c) => c.notNull())
    .addColumn('market_hawker', 'boolean', (c) => c.notNull())
    .addColumn('lat', 'float8', (c) => c.notNull())
    .addColumn('lon', 'float8', (c) => c.notNull())
    .addColumn('h3_r9', 'text', (c) => c.notNull())
    .addColumn('h3_r8', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('geo_residential_blocks_h3_r9').on('geo_residential_blocks').column('h3_r9').execute();
}

/** Geo schema. Text H3 cells are indexed so radius queries are an index lookup over a gridDisk. */
export const geoMigrations: Record<string, Migration> = {
  '20261121-geo-001': {
    async up(db: Kysely<any>) {
      await datasetsAndPlaces(db);
      await statistics(db);
      await placesOfInterest(db);
      await transitAndHomes(db);
    },
    async down(db: Kysely<any>) {
      for (const t of [
        'geo_residential_blocks', 'geo_transit_volumes', 'geo_transit_stops', 'geo_brands', 'geo_pois', 'geo_areas',
        'geo_pyramids', 'geo_indicators', 'geo_city_names', 'geo_cities', 'geo_states', 'geo_countries', 'datasets',
      ]) await db.schema.dropTable(t).ifExists().execute();
    },
  },
  '20261121-geo-002': {
    // Brand search as you type: word-start suffixes of brand names, prefix-searchable by index (as geo_city_names).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('geo_brand_names')
        .addColumn('brand_id', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .execute();
      await sql`create index geo_brand_names_token on geo_brand_names (token text_pattern_ops)`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('geo_brand_names').ifExists().execute();
    },
  },
  '20261122-geo-003': {
    // City search reads what it ranks by from the token index itself: common prefixes ("sa", "san") match thousands of
    // tokens, and joining each match to geo_cities before sorting took 70–115 ms on PostgreSQL. The places dataset's
    // version moved with this, so the next import fills the new columns.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('geo_city_names')
        .addColumn('state_id', 'integer')
        .addColumn('population', 'bigint')
        .addColumn('is_country', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('name_start', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await sql`drop index if exists geo_city_names_token`.execute(db);
      await sql.raw(CITY_NAMES_TOKEN_INDEX).execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop index if exists geo_city_names_token`.execute(db);
      await db.schema.alterTable('geo_city_names').dropColumn('state_id').dropColumn('population').dropColumn('is_country').dropColumn('name_start').execute();
      await sql`create index geo_city_names_token on geo_city_names (token text_pattern_ops)`.execute(db);
    },
  },
  '20261123-geo-brand-001': {
    // How each store was tied to its brand ('brand:wikidata', 'brand', 'nsi name', 'name'), shown split on the brand
    // report. The POI datasets' versions moved with this, so the next import fills it.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('geo_pois').addColumn('match_method', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('geo_pois').dropColumn('match_method').execute();
    },
  },
  '20261123-geo-places-001': {
    // The official area a place's local statistics come from (geo_areas.id: an SG planning area, a DOSM district or
    // state). The places dataset's version moved with this, so the next import fills it.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('geo_cities').addColumn('area_id', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('geo_cities').dropColumn('area_id').execute();
    },
  },
  '20261128-geo-areas-bbox-001': {
    // An area's bounding box, so the census units meeting a map box are found without reading every boundary. Filled
    // by the DOSM census seats' importers (added with this); null for areas imported without it.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('geo_areas')
        .addColumn('min_lat', 'float8').addColumn('min_lon', 'float8').addColumn('max_lat', 'float8').addColumn('max_lon', 'float8')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('geo_areas').dropColumn('min_lat').dropColumn('min_lon').dropColumn('max_lat').dropColumn('max_lon').execute();
    },
  },
  '20261128-geo-kv-001': {
    // The Klang Valley's daily station tap-ins (Rapid Rail reports days, not LTA's month-by-hour totals), and a chain's
    // outlet list kept apart from the map's stores for validating a site score.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('geo_station_days')
        .addColumn('dataset_id', 'text', (c) => c.notNull())
        .addColumn('station_code', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('tap_in', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('geo_station_days_pk', ['dataset_id', 'station_code', 'date'])
        .execute();
      await db.schema
        .createTable('geo_validation_outlets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dataset_id', 'text', (c) => c.notNull())
        .addColumn('chain', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('validates_industry', 'text', (c) => c.notNull())
        .addColumn('country_iso2', 'text', (c) => c.notNull())
        .addColumn('lat', 'float8', (c) => c.notNull())
        .addColumn('lon', 'float8', (c) => c.notNull())
        .addColumn('h3_r9', 'text', (c) => c.notNull())
        .addColumn('h3_r8', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('geo_validation_outlets_lat_lon').on('geo_validation_outlets').columns(['lat', 'lon']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('geo_validation_outlets').ifExists().execute();
      await db.schema.dropTable('geo_station_days').ifExists().execute();
    },
  },
};

/** The city search index (an index-only prefix scan); also rebuilt by the places import after its bulk insert. */
export const CITY_NAMES_TOKEN_INDEX =
  'create index geo_city_names_token on geo_city_names (token text_pattern_ops) include (city_id, country_id, state_id, population, is_country, name_start)';
