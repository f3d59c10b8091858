import type { Job } from '../module.js';
import { dailyPeriod, purgeInBatches, retentionCutoff } from '../jobs/retention.js';

/**
 * Anonymous accounts never used are deleted UNUSED_ACCOUNTS_RETENTION_DAYS after they were last seen, which bounds
 * what mass account creation can leave behind (issue 10). "Never used" means all of:
 * - no e-mail address (never linked, so nobody can sign in to it again);
 * - no counter session, live or deleted (the user counted something);
 * - no credits ledger row (no grant, purchase or spend: anonymous accounts start with none), no membership and no
 *   payment order in any state (a late payment notification must still find its order);
 * - last seen before the cutoff: created before it, none of its sessions used since (sessions.last_used_at) and no
 *   tracking event received since (the app sends one on every open).
 * Deleting the user deletes its sessions and codes (cascade); its old tracking events lose their user id.
 */
export const purgeUnusedAccountsJob: Job = {
  name: 'purge-unused-anonymous-accounts',
  period: dailyPeriod,
  async run(ctx) {
    const before = retentionCutoff(ctx, (r) => r.unusedAccountsDays);
    const deleted = await purgeInBatches(async (limit) => {
      const unused = ctx.db
        .selectFrom('users as u')
        .select('u.id')
        .where('u.email', 'is', null)
        .where('u.created_at', '<', before)
        .where(({ and, not, exists, selectFrom }) =>
          and([
            not(exists(selectFrom('sessions as s').select('s.id').whereRef('s.user_id', '=', 'u.id').where('s.last_used_at', '>=', before))),
            not(exists(selectFrom('tracking_events as t').select('t.id').whereRef('t.user_id', '=', 'u.id').where('t.received_at', '>=', before))),
            not(exists(selectFrom('counter_sessions as c').select('c.id').whereRef('c.user_id', '=', 'u.id'))),
            not(exists(selectFrom('credit_ledger as l').select('l.id').whereRef('l.user_id', '=', 'u.id'))),
            not(exists(selectFrom('memberships as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id'))),
            not(exists(selectFrom('orders as o').select('o.id').whereRef('o.user_id', '=', 'u.id'))),
          ]),
        )
        .limit(limit);
      return (await ctx.db.deleteFrom('users').where('id', 'in', unused).executeTakeFirst()).numDeletedRows;
    });
    return `${deleted} anonymous accounts unused since ${before.toISOString()} deleted`;
  },
};
