import type { DomainModule } from '../module.js';
import { geoMigrations } from './migrations.js';
import { geoRoutes } from './routes.js';
import type { GeoTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends GeoTables {}
}

/** Geodata: imported public datasets with provenance, H3 radius queries, pickers, city and brand reports. */
export const geoModule: DomainModule = {
  name: 'geo',
  dependsOn: [],
  migrations: geoMigrations,
  routes: geoRoutes,
  personalData: {
    tables: {},
    publicPlaces: ['geo_countries', 'geo_states', 'geo_cities', 'geo_pois', 'geo_transit_stops', 'geo_residential_blocks'],
  },
};
