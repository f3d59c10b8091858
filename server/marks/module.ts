import type { DomainModule } from '../module.js';
import { marksMigrations } from './migrations.js';
import { marksRoutes } from './routes.js';
import type { MarksTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends MarksTables {}
}

/** Places the user marked (location "mark"), saved to the account and synced with the device's store. */
export const marksModule: DomainModule = {
  name: 'marks',
  dependsOn: ['accounts'],
  migrations: marksMigrations,
  routes: marksRoutes,
  personalData: {
    tables: {
      // Joining two accounts keeps one mark per place: the one of the account signed in to.
      marks: { columns: ['user_id', 'lat', 'lon', 'name', 'path'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', keepsAccount: true, merge: { unlessSame: ['id'] } },
    },
  },
};
