import type { DomainModule } from '../module.js';
import { jobsMigrations } from './migrations.js';
import type { JobsTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends JobsTables {}
}

/**
 * The scheduler: every module's `jobs` run exactly once per period across instances, claimed in job_runs
 * (see ./scheduler.ts); started by main.ts. Modules with retention declare their purge with ./retention.ts.
 */
export const jobsModule: DomainModule = {
  name: 'jobs',
  dependsOn: [],
  migrations: jobsMigrations,
};
