import type { DomainModule, Job } from '../module.js';
import { dailyPeriod } from '../jobs/index.js';
import { listDeletions } from '../accounts/index.js';
import { eraseApproved } from './erasure.js';
import { REVIEW_ALERT_WORKING_DAYS, workingDaysBetween } from './working-days.js';

/** Erases the people whose deletion an operator approved; looks every 10 minutes. */
export function eraseApprovedJob(list: readonly DomainModule[]): Job {
  return {
    name: 'erase-approved-deletions',
    period: (now) => now.toISOString().slice(0, 15),
    async run(ctx) {
      return `${await eraseApproved(ctx.db, list, ctx.config.rateLimitKey, ctx.now())} approved deletions erased`;
    },
  };
}

/** Every day, one alert in the log per deletion request left unreviewed for more than 15 working days. */
export const overdueReviewsJob: Job = {
  name: 'deletion-reviews-overdue',
  period: dailyPeriod,
  async run(ctx, _period, log) {
    const now = ctx.now();
    const overdue = (await listDeletions(ctx.db, ['pending'])).filter((r) => workingDaysBetween(r.requested_at, now) > REVIEW_ALERT_WORKING_DAYS);
    for (const r of overdue) {
      log.error({ alert: 'deletion-review-overdue', requestId: r.id, requestedAt: r.requested_at.toISOString(), workingDays: workingDaysBetween(r.requested_at, now) }, 'deletion request unreviewed for more than 15 working days');
    }
    return `${overdue.length} deletion requests unreviewed for more than ${REVIEW_ALERT_WORKING_DAYS} working days`;
  },
};
