import type { DomainModule } from '../module.js';
import { relayMigrations } from './migrations.js';
import { relayRoutes } from './routes.js';
import type { RelayTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends RelayTables {}
}

/** The report relay: runs that make an AI analysis or a recommendation while their steps stream. */
export const relayModule: DomainModule = {
  name: 'relay',
  dependsOn: ['accounts', 'credits', 'geo', 'area', 'recommendation'],
  migrations: relayMigrations,
  routes(app, ctx) {
    relayRoutes(app, ctx);
  },
  personalData: {
    tables: {
      // The input holds an analysis's point; the steps name it too.
      relay_runs: { columns: ['user_id', 'input'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted' },
      relay_events: { columns: ['text'], erasedWith: 'relay_runs', erasure: 'deleted' },
    },
  },
};
