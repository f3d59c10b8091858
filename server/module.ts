import type { FastifyInstance } from 'fastify';
import type { Migration, Kysely } from 'kysely';
import type { Database } from './db/tables.js';
import type { Config } from './config.js';

/** What every domain module may use. Built once in main.ts (or a test) and passed to each module. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: 'postgres' | 'pglite';
  /** Injected so tests can control time (code expiry, month ends). */
  now(): Date;
}

/**
 * A server domain (accounts, credits, payments, geo, reports, counter, mail, pdf, ...).
 * `dependsOn` names modules that must be registered first; app.ts checks it at start.
 * Routes are declared without a prefix: app.ts mounts every module under /v1.
 */
export interface DomainModule {
  name: string;
  dependsOn: readonly string[];
  migrations?: Record<string, Migration>;
  routes?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
}
