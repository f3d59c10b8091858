import { retentionJob } from '../jobs/index.js';

/** Tracking events are kept TRACKING_EVENTS_RETENTION_DAYS after they arrive (received_at is indexed). */
export const purgeTrackingEventsJob = retentionJob({
  table: 'tracking_events',
  column: 'received_at',
  keepDays: (r) => r.trackingEventsDays,
  rows: 'tracking events',
});
