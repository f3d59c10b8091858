import type { DomainModule } from '../module.js';
import { areaMigrations } from './migrations.js';
import { areaRoutes } from './routes.js';
import { entryMapRoutes } from './entry-map.js';
import { seedExampleTask } from './example.js';
import { peopleRoutes } from './people/routes.js';
import type { AreaTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends AreaTables {}
}

/** Area reports for a point and radius (issue #11): saved queries, unlocks through the credits ledger, the reports. */
export const areaModule: DomainModule = {
  name: 'area',
  dependsOn: ['accounts', 'credits', 'geo', 'importer'],
  migrations: areaMigrations,
  startup: [seedExampleTask],
  routes(app, ctx) {
    areaRoutes(app, ctx);
    peopleRoutes(app, ctx);
    entryMapRoutes(app, ctx);
  },
};
