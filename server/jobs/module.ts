import type { DomainModule } from '../module.js';
import { jobsMigrations } from './migrations.js';

/** Scheduled jobs run exactly once per period across instances (see ./scheduler.ts); started by main.ts. */
export const jobsModule: DomainModule = {
  name: 'jobs',
  dependsOn: ['credits'],
  migrations: jobsMigrations,
};
