import type { DomainModule } from '../module.js';
import { geoMigrations } from './migrations.js';
import { geoRoutes } from './routes.js';
import { geoImportTask } from './import/startup.js';
import { gazetteerWarmTask } from './gazetteer/gazetteer.js';
import type { GeoTables } from './tables.js';
import { geoReports } from './report-readers.js';

declare module '../db/tables.js' {
  interface Database extends GeoTables {}
}

/**
 * Geodata: imported public datasets with provenance, H3 radius queries, pickers, city and brand reports. The importer
 * (import/: batch loading of the datasets at start and by `npm run data:import`) is geo's own write side: it alone
 * writes geo's tables, which the rest of geo serves.
 */
export const geoModule: DomainModule = {
  name: 'geo',
  dependsOn: [],
  migrations: geoMigrations,
  routes: geoRoutes,
  startup: [geoImportTask, gazetteerWarmTask],
  personalData: {
    tables: {},
    publicPlaces: ['geo_countries', 'geo_states', 'geo_cities', 'geo_pois', 'geo_transit_stops', 'geo_residential_blocks', 'geo_validation_outlets'],
  },
  reports: geoReports,
};
