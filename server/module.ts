import type { BackgroundWork } from './background.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Migration, Kysely, Transaction } from 'kysely';
import type { Database } from './db/tables.js';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { IdentifyCaller } from './http/authenticate.js';
import type { ExportKind } from '../contracts/exports.js';

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

/**
 * A report's answer as the asking account may see it, for printing: locked blocks stay locked, another account's query,
 * recommendation or order is NOT_FOUND. Read through the same builders the module's GET routes use.
 */
export interface ReportRead {
  subject: string;
  /** The subject in Latin letters where the answer has it (the file name is ASCII). */
  slug?: string;
  answer: unknown;
  /** The data the answer was made from: part of the file's cache key. */
  dataVersion: string;
  /** Set for personal kinds: the file is cached for this account only. */
  ownerId: string | null;
  /** What else changes the printed file (the lock state of an area report). */
  variant?: string;
  sandbox?: boolean;
}

/** How a module reads one of its reports for printing, by the id the export names it with. */
export type ReportReader = (ctx: AppContext, id: string, lang: string, userId: string) => Promise<ReportRead>;

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
  /** Resolves when the start may go on; work that need not hold it up goes to `background` (the shutdown waits for it). */
  run(ctx: AppContext, log: FastifyBaseLogger, background: BackgroundWork): Promise<void>;
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
  /** How a request's token names its caller: one registered module answers it (accounts), app.ts installs it for every request. */
  identifyCaller?: IdentifyCaller;
  /** What personal data the module's tables hold and how it is erased; required of every table with a person's columns (modules.test.ts). */
  personalData?: PersonalData;
  /** The reports the module owns that can be printed (exports reads each kind through the one module declaring it). */
  reports?: Partial<Record<ExportKind, ReportReader>>;
}

/** Whose data an erasure or an export is about. */
export interface Person {
  userId: string;
  /** The addresses the person confirmed with us (the account's). */
  emails: readonly string[];
  /** Erasure only: the empty, closed account that rows accounting must keep move to (PersonalTable.erasure). */
  pseudonym: string;
}

/**
 * What one table holds of a person and how erasure treats it. The erasure job (server/privacy), the unused-account
 * purge and "all my personal data" act on these declarations alone, so no module reads another module's tables.
 */
export interface PersonalTable {
  /** The columns holding the person's data (ids, addresses, tokens, devices, places, free text). */
  columns: readonly string[];
  /**
   * How the person's rows are found: a column holding their user id or one of their addresses. Absent when the rows
   * go with a parent row (ON DELETE CASCADE from `erasedWith`), or when nothing in them leads to the person (a keyed
   * hash only the holder of a token can match, kept for a retention period).
   */
  keys?: ReadonlyArray<{ column: string; holds: 'userId' | 'email' }>;
  erasedWith?: string;
  /**
   * deleted: the rows are deleted. pseudonymised (rows accounting must keep): the user-id key takes the pseudonym,
   * an empty closed account, and the table's other personal columns are set to null; sums over the rows still hold.
   */
  erasure: 'deleted' | 'pseudonymised';
  /**
   * Rows that keep an anonymous account from the unused-account purge: any row of the account, or one whose `since`
   * column is at or after the purge's cutoff.
   */
  keepsAccount?: true | { since: string };
  /**
   * The column of the person's rows whose values other rows may hold: a saved query's id (its reports are shared by
   * link, so another account may export them), an order's id (in a ledger ref). Erasure collects these ids before it
   * erases and gives them to every module's `forgetMentions`.
   */
  idColumn?: string;
  /**
   * When the device of an anonymous account signs in to another account, the anonymous one joins it
   * (server/privacy/merge.ts) and what becomes of its rows here: 'moved' (the default for a table keyed by user id)
   * gives them the other account's id; `{ unlessSame }` moves them too but drops a row the other account already has
   * with the same values in those columns (its own kept: a report unlocked on both is one unlock); 'deleted' drops
   * them (sessions, codes, the anonymous account's own row); 'module' leaves them to the module's `mergeAccounts`.
   */
  merge?: 'moved' | 'deleted' | 'module' | { unlessSame: readonly string[] };
  /** Columns holding files (bytes): "all my personal data" gives their size in bytes, never the bytes themselves. */
  files?: readonly string[];
}

/**
 * A module's personal data: every table of the module with a user id, e-mail, token, device or location column
 * (modules.test.ts fails on one left out), in parent-before-child order (erasure goes from the last table to the first).
 * Tables whose coordinates place public things (shops, stations, cities), never a person, are named in `publicPlaces`.
 */
export interface PersonalData {
  tables: Record<string, PersonalTable>;
  publicPlaces?: readonly string[];
  /**
   * Rewrites what the module's rows of any account hold of an erased person's ids (PersonalTable.idColumn): another
   * account's export of their shared query (its file, file name and report id), a ledger ref naming their query or
   * order. Runs in the erasure's transaction.
   */
  forgetMentions?(db: Kysely<Database>, ids: readonly string[], now: Date): Promise<void>;
  /**
   * Joins the rows of the tables declared `merge: 'module'` of account `from` into account `into` (a balance to add
   * up, a membership to compare), inside the merge's transaction, before the module's other tables are moved.
   */
  mergeAccounts?(trx: Transaction<Database>, from: string, into: string, now: Date): Promise<void>;
}
