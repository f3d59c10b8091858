import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { AppContext, Job } from '../module.js';
import type { Database } from '../db/tables.js';

/** Rows one purge statement deletes at most, so a backlog never holds locks on a large table for long. */
export const PURGE_BATCH = 5_000;

const DAY_MS = 86_400_000;

/** Purge jobs run once a day, any time of that (UTC) day. */
export const dailyPeriod = (now: Date): string => now.toISOString().slice(0, 10);

/** Runs `deleteBatch(limit)` until it deletes fewer than `limit` rows; returns how many it deleted in all. */
export async function purgeInBatches(deleteBatch: (limit: number) => Promise<bigint | number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number(await deleteBatch(PURGE_BATCH));
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}

/** The moment before which a row is past its retention. */
export function retentionCutoff(ctx: AppContext, keepDays: (retention: Config['retention']) => number): Date {
  return new Date(ctx.now().getTime() - keepDays(ctx.config.retention) * DAY_MS);
}

export interface RetentionRule<T extends keyof Database & string> {
  table: T;
  /** A timestamptz column of `table`: rows where it is older than the retention period are deleted. */
  column: keyof Database[T] & string;
  keepDays(retention: Config['retention']): number;
  /** What a row is, for the job's summary ("e-mails"). */
  rows: string;
}

/**
 * The daily job `purge-<table>` (dashes for underscores; job_runs knows it by that name), deleting the rows of
 * `rule.table` whose `rule.column` is older than the configured retention.
 */
export function retentionJob<T extends keyof Database & string>(rule: RetentionRule<T>): Job {
  return {
    name: `purge-${rule.table.replaceAll('_', '-')}`,
    period: dailyPeriod,
    async run(ctx) {
      const before = retentionCutoff(ctx, rule.keepDays);
      const table = sql.table(rule.table);
      const deleted = await purgeInBatches(async (limit) => {
        const result = await sql`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${sql.ref(rule.column)} < ${before} LIMIT ${limit})`.execute(ctx.db);
        return result.numAffectedRows ?? 0;
      });
      return `${deleted} ${rule.rows} (${rule.column} before ${before.toISOString()}) deleted`;
    },
  };
}
