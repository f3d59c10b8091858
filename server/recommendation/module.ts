import type { DomainModule } from '../module.js';
import { recommendationMigrations } from './migrations.js';
import { recommendationRoutes } from './routes.js';
import { seedRecommendationExampleTask } from './example.js';
import type { RecommendationTables } from './tables.js';
import { recommendationReports } from './report-readers.js';

declare module '../db/tables.js' {
  interface Database extends RecommendationTables {}
}

/** Location recommendation: the city-wide search with the site-scoring engine, Huff shares, saved answers. */
export const recommendationModule: DomainModule = {
  name: 'recommendation',
  dependsOn: ['accounts', 'credits', 'geo', 'area'],
  migrations: recommendationMigrations,
  startup: [seedRecommendationExampleTask],
  routes(app, ctx) {
    recommendationRoutes(app, ctx);
  },
  personalData: {
    tables: {
      recommendations: { columns: ['user_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', merge: { unlessSame: ['input_key', 'data_version'] } },
    },
  },
  reports: recommendationReports,
};
