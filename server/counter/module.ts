import type { DomainModule } from '../module.js';
import { counterMigrations } from './migrations.js';
import { counterRoutes } from './routes.js';
import type { CounterTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends CounterTables {}
}

/** Foot-traffic counter sessions: offline-first sync of counts, owned by the account (issue 5). */
export const counterModule: DomainModule = {
  name: 'counter',
  dependsOn: ['accounts'],
  migrations: counterMigrations,
  routes: counterRoutes,
};
