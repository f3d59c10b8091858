import { sql } from 'kysely';
import type { DomainModule, Job } from '../module.js';
import { dailyPeriod, purgeInBatches, retentionCutoff, retentionJob } from '../jobs/index.js';

/**
 * Whether the account `u` has rows that keep it, as the modules declare them (PersonalTable.keepsAccount): any row of
 * the account, or one newer than the cutoff. Table and column names come from the declarations, never from a request.
 */
function keepsAccount(list: readonly DomainModule[], since: Date) {
  const checks = list.flatMap((m) =>
    Object.entries(m.personalData?.tables ?? {}).flatMap(([table, t]) => {
      const key = t.keys?.find((k) => k.holds === 'userId');
      if (!t.keepsAccount || !key) return [];
      const recent = t.keepsAccount === true ? sql`` : sql` AND k.${sql.ref(t.keepsAccount.since)} >= ${since}`;
      return [sql`EXISTS (SELECT 1 FROM ${sql.table(table)} k WHERE k.${sql.ref(key.column)} = u.id${recent})`];
    }),
  );
  return checks.length ? sql<boolean>`(${sql.join(checks, sql` OR `)})` : sql<boolean>`false`;
}

/**
 * Anonymous accounts never used are deleted UNUSED_ACCOUNTS_RETENTION_DAYS after they were last seen, which bounds
 * what mass account creation can leave behind. "Never used" means all of:
 * - no e-mail address (never linked, so nobody can sign in to it again);
 * - created before the cutoff;
 * - no row that the modules declare keeps an account (`keepsAccount`): today a counter session (live or deleted),
 *   a credits ledger row (anonymous accounts start with none), a membership, a mark, a payment order in any state (a late
 *   notification must still find its order), a session used since the cutoff
 *   or a tracking event received since (the app sends one on every open).
 * Deleting the user deletes its sessions and codes (cascade); its old tracking events lose their user id. Built from
 * the registry's declarations (server/privacy/module.ts), so a module adds what keeps an account by declaring it.
 */
export function purgeUnusedAccountsJob(list: readonly DomainModule[]): Job {
  return {
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
          .where(({ not }) => not(keepsAccount(list, before)))
          .limit(limit);
        return (await ctx.db.deleteFrom('users').where('id', 'in', unused).executeTakeFirst()).numDeletedRows;
      });
      return `${deleted} anonymous accounts unused since ${before.toISOString()} deleted`;
    },
  };
}

/**
 * The keyed hashes of erased accounts' sessions are kept ERASED_SESSIONS_RETENTION_DAYS after the erasure: as long as
 * an idle session would have lasted, so a device that comes back within that time is told its account is gone.
 */
export const purgeErasedSessionsJob = retentionJob({
  table: 'erased_sessions',
  column: 'erased_at',
  keepDays: (r) => r.erasedSessionsDays,
  rows: 'erased sessions',
});
