import type { Job } from '../module.js';
import { deleteExpired, failStale } from './repository.js';
import { EXPORT_LIMITS } from './rules.js';

/** Hourly: printed files past their time, export rows older than a week, and renders a dead instance left behind. */
export const expireExportsJob: Job = {
  name: 'expire-exports',
  period: (now) => now.toISOString().slice(0, 13),
  async run(ctx) {
    const now = ctx.now();
    const stale = await failStale(ctx.db, new Date(now.getTime() - 2 * EXPORT_LIMITS.renderTimeoutMs), now);
    const gone = await deleteExpired(ctx.db, now, new Date(now.getTime() - EXPORT_LIMITS.rowTtlMs));
    return `${gone.files} files and ${gone.exports} exports expired, ${stale} stale renders failed`;
  },
};
