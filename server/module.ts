import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Migration, Kysely } from 'kysely';
import type { Database } from './db/tables.js';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';

/** What every domain module may use. Built once in main.ts (or a test) and passed to each module. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: 'postgres' | 'pglite';
  /**
   * Which rows changed, in any instance (db/change-feed.ts), for caches to drop what they hold. Absent in a context a
   * test builds by hand: caches then stay off and every read goes to the database.
   */
  changes?: ChangeFeed;
  /** Injected so tests can control time (code expiry, month ends). */
  now(): Date;
}

/** A scheduled job; server/jobs/scheduler.ts runs it once per period across all instances. */
export interface Job {
  name: string;
  /** The period `now` falls in ('2026-11' for a monthly job); the job runs once per period across all instances. */
  period(now: Date): string;
  /** Must be safe to re-run for a period (a crashed run is retried): use idempotency keys. Returns a short summary. */
  run(ctx: AppContext, period: string, log: FastifyBaseLogger): Promise<string>;
}

/**
 * Work `npm start` does after migrating and before listening (e.g. the geo import when the datasets are newer than
 * the database), under the database-wide start lock. Each task decides for itself whether anything is stale.
 */
export interface StartupTask {
  name: string;
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<void>;
}

/**
 * A server domain (accounts, credits, payments, geo, reports, counter, mail, pdf, ...), listed once in modules.ts.
 * `dependsOn` names the modules it imports from, which must be listed before it (app.ts checks the order at start;
 * server/modules.test.ts checks the imports). Routes are declared without a prefix: app.ts mounts them under /v1.
 * Migration names start with a date (`YYYYMMDD-domain-NNN`) so domains interleave predictably; the module's tables
 * join the Database type by declaration merging in its module.ts (see db/tables.ts).
 */
export interface DomainModule {
  name: string;
  dependsOn: readonly string[];
  migrations?: Record<string, Migration>;
  routes?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  jobs?: readonly Job[];
  startup?: readonly StartupTask[];
}
