/*
 * The jobs module's public face: what other modules may use of it (the retention helpers), and what the start reads
 * (the jobs the modules declare). A file outside server/jobs/ imports only this file or its module.ts.
 */
import type { DomainModule, Job } from '../module.js';

/** The scheduled jobs the modules declare; a job's name keys its claims in job_runs, so names must be unique. */
export function jobsOf(list: readonly DomainModule[]): Job[] {
  const jobs = list.flatMap((m) => m.jobs ?? []);
  const names = jobs.map((j) => j.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Job "${twice}" is declared twice`);
  return jobs;
}

export { dailyPeriod, purgeInBatches, retentionCutoff, retentionJob } from './retention.js';
