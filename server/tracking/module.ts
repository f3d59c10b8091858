import type { DomainModule } from '../module.js';
import { trackingMigrations } from './migrations.js';
import { purgeTrackingEventsJob } from './retention.js';
import { trackingRoutes } from './routes.js';
import type { TrackingTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends TrackingTables {}
}

/** Page views and events from the app (the beacon), kept for TRACKING_EVENTS_RETENTION_DAYS. */
export const trackingModule: DomainModule = {
  name: 'tracking',
  dependsOn: ['accounts', 'jobs'],
  migrations: trackingMigrations,
  routes: trackingRoutes,
  jobs: [purgeTrackingEventsJob],
  personalData: {
    // The payload carries what the app reports with a page view or event (device details, ids it saw).
    tables: { tracking_events: { columns: ['user_id', 'payload'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', keepsAccount: { since: 'received_at' } } },
  },
};
