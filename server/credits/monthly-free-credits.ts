import { listMembers } from '../accounts/index.js';
import type { Job } from '../module.js';
import { grantMonthlyFreeCredits, monthKey } from './ledger.js';

/** VIP members get 5 free credits each month. Idempotent per user by ref `free-YYYY-MM`. */
export const monthlyFreeCreditsJob: Job = {
  name: 'monthly-free-credits',
  period: monthKey,
  async run(ctx) {
    const now = ctx.now();
    let granted = 0;
    for (const userId of await listMembers(ctx.db, now)) {
      if (await grantMonthlyFreeCredits(ctx.db, userId, now)) granted += 1;
    }
    return `granted to ${granted} members`;
  },
};
