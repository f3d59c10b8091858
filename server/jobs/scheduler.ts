import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Job } from '../module.js';

/** A claim older than this whose instance never finished (crash, kill -9) may be taken over. */
const STALE_CLAIM_MS = 30 * 60_000;

/**
 * Claims (job, period) in the database. The primary key makes the INSERT succeed on exactly one instance;
 * a stale unfinished claim is taken over by a conditional UPDATE, which also succeeds on one instance only.
 */
async function claim(ctx: AppContext, job: Job, period: string, instance: string, now: Date): Promise<boolean> {
  const inserted = await ctx.db
    .insertInto('job_runs')
    .values({ name: job.name, period, status: 'running', instance, started_at: now, finished_at: null })
    .onConflict((oc) => oc.columns(['name', 'period']).doNothing())
    .returning('name')
    .executeTakeFirst();
  if (inserted) return true;
  const takenOver = await ctx.db
    .updateTable('job_runs')
    .set({ instance, started_at: now })
    .where('name', '=', job.name)
    .where('period', '=', period)
    .where('status', '=', 'running')
    .where('started_at', '<', new Date(now.getTime() - STALE_CLAIM_MS))
    .returning('name')
    .executeTakeFirst();
  return takenOver !== undefined;
}

/** Runs every due job whose current period nobody has claimed yet. Returns the names of the jobs this call ran. */
export async function runDueJobs(ctx: AppContext, jobs: readonly Job[], instance: string, log: FastifyBaseLogger): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    const now = ctx.now();
    const period = job.period(now);
    if (!(await claim(ctx, job, period, instance, now))) continue;
    try {
      const result = await job.run(ctx, period, log);
      await ctx.db.updateTable('job_runs').set({ status: 'done', finished_at: ctx.now(), result }).where('name', '=', job.name).where('period', '=', period).execute();
      log.info({ job: job.name, period, result }, 'job done');
      ran.push(job.name);
    } catch (err) {
      // Release the claim so the next tick (on any instance) retries.
      await ctx.db.deleteFrom('job_runs').where('name', '=', job.name).where('period', '=', period).where('instance', '=', instance).execute();
      log.error({ err, job: job.name, period }, 'job failed; will retry');
    }
  }
  return ran;
}

export interface Scheduler {
  instance: string;
  /** Runs one tick now (the timer calls this too). */
  tick(): Promise<string[]>;
  /** Stops the timer and waits for a running tick to finish (graceful shutdown). */
  stop(): Promise<void>;
}

export function startScheduler(ctx: AppContext, jobs: readonly Job[], log: FastifyBaseLogger, intervalMs: number = ctx.config.jobIntervalMs): Scheduler {
  const instance = randomUUID();
  let running: Promise<string[]> = Promise.resolve([]);
  const tick = () => {
    running = running.then(() => runDueJobs(ctx, jobs, instance, log)).catch((err) => {
      log.error({ err }, 'scheduler tick failed');
      return [];
    });
    return running;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return {
    instance,
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
