import type { DomainModule } from '../module.js';
import { areaMigrations } from './migrations.js';
import { areaRoutes } from './routes.js';
import { entryMapRoutes } from './entry-map.js';
import { seedExampleTask } from './example.js';
import { peopleRoutes } from './people/routes.js';
import { aiAnalysisRoutes } from './ai-analysis/routes.js';
import type { AreaTables } from './tables.js';
import { areaReports } from './report-readers.js';

declare module '../db/tables.js' {
  interface Database extends AreaTables {}
}

/** Area reports for a point and radius: saved queries, unlocks through the credits ledger, the reports. */
export const areaModule: DomainModule = {
  name: 'area',
  dependsOn: ['accounts', 'credits', 'counter', 'geo'],
  migrations: areaMigrations,
  startup: [seedExampleTask],
  routes(app, ctx) {
    areaRoutes(app, ctx);
    peopleRoutes(app, ctx);
    entryMapRoutes(app, ctx);
    aiAnalysisRoutes(app, ctx);
  },
  personalData: {
    tables: {
      // A query's id is its share link: another account's export or ledger ref may name it (their modules forget it).
      area_queries: { columns: ['user_id', 'lat', 'lon', 'place_name'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', idColumn: 'id' },
      area_unlocks: { columns: ['user_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', merge: { unlessSame: ['query_id', 'report'] } },
    },
  },
  reports: areaReports,
};
