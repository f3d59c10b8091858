import type { DomainModule } from '../module.js';
import { counterMigrations } from './migrations.js';
import { counterRoutes } from './routes.js';
import type { CounterTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends CounterTables {}
}

/** Foot-traffic counter sessions: offline-first sync of counts, owned by the account. */
export const counterModule: DomainModule = {
  name: 'counter',
  dependsOn: ['accounts'],
  migrations: counterMigrations,
  routes: counterRoutes,
  personalData: {
    tables: {
      // Ids are the device's, unique per account: a session both accounts hold (synced to each) is kept once.
      counter_sessions: { columns: ['user_id', 'name', 'notes', 'latitude', 'longitude', 'accuracy_m', 'h3_r9'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', keepsAccount: true, merge: { unlessSame: ['id'] } },
      counter_taps: { columns: ['user_id', 'session_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', merge: { unlessSame: ['id'] } },
    },
  },
};
