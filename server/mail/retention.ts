import { retentionJob } from '../jobs/index.js';

/** Outbox e-mails (kept instead of sent while SMTP is unset) are kept OUTBOX_RETENTION_DAYS. */
export const purgeOutboxJob = retentionJob({
  table: 'outbox',
  column: 'created_at',
  keepDays: (r) => r.outboxDays,
  rows: 'outbox e-mails',
});
