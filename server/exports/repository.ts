import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/tables.js';
import type { ExportKind, ExportState } from '../../contracts/exports.js';
import type { ExportsTables } from './tables.js';
import { fileNameFor } from './rules.js';

type Db = Kysely<Database>;
export type ExportRow = Selectable<ExportsTables['exports']>;

/** Every SQL statement of the exports module. */

export function findExport(db: Db, id: string): Promise<ExportRow | undefined> {
  return db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function fileExists(db: Db, cacheKey: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('export_files').select('cache_key').where('cache_key', '=', cacheKey).where('expires_at', '>', now).executeTakeFirst();
  return !!row;
}

export function readFile(db: Db, cacheKey: string, format: 'pdf' | 'png') {
  return db.selectFrom('export_files').select(format === 'pdf' ? 'pdf as bytes' : 'png as bytes').where('cache_key', '=', cacheKey).executeTakeFirst() as Promise<{ bytes: Buffer | null } | undefined>;
}

export async function saveFile(db: Db, f: { cacheKey: string; ownerId: string | null; pdf: Buffer; now: Date; expiresAt: Date }): Promise<void> {
  await db.insertInto('export_files')
    .values({ cache_key: f.cacheKey, owner_id: f.ownerId, pdf: f.pdf, png: null, created_at: f.now, expires_at: f.expiresAt })
    .onConflict((oc) => oc.column('cache_key').doUpdateSet({ pdf: f.pdf, png: null, expires_at: f.expiresAt }))
    .execute();
}

export async function savePng(db: Db, cacheKey: string, png: Buffer): Promise<void> {
  await db.updateTable('export_files').set({ png }).where('cache_key', '=', cacheKey).execute();
}

/** The same user's export of the same file still queued or rendering (asking twice does not queue twice). */
export function inFlightFor(db: Db, userId: string, cacheKey: string): Promise<ExportRow | undefined> {
  return db.selectFrom('exports').selectAll().where('user_id', '=', userId).where('cache_key', '=', cacheKey)
    .where('state', 'in', ['queued', 'rendering']).executeTakeFirst();
}

async function countInFlight(db: Db, userId: string): Promise<{ queued: number; mine: number }> {
  const row = await db.selectFrom('exports')
    .select(sql<number>`count(*) filter (where state = 'queued')::int`.as('queued'))
    .select(sql<number>`count(*) filter (where user_id = ${userId ?? null} and state in ('queued', 'rendering'))::int`.as('mine'))
    .where('state', 'in', ['queued', 'rendering'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Queues an export when the account and the queue have room (null otherwise): counted and inserted under a lock on
 * the account, so requests racing from one account cannot pass its limit together.
 */
export function queueIfRoom(db: Db, e: Parameters<typeof insertExport>[1], limits: { perAccount: number; queue: number }): Promise<ExportRow | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`exports:${e.userId}`}))`.execute(trx);
    const counts = await countInFlight(trx, e.userId);
    if (counts.mine >= limits.perAccount || counts.queued >= limits.queue) return null;
    return insertExport(trx, e);
  });
}

export function insertExport(db: Db, e: { userId: string; report: ExportKind; reportId: string; lang: string; subject: string; cacheKey: string; fileName: string; state: ExportState; now: Date }): Promise<ExportRow> {
  const done = e.state === 'done';
  return db.insertInto('exports').values({
    user_id: e.userId, report: e.report, report_id: e.reportId, lang: e.lang, subject: e.subject, cache_key: e.cacheKey, file_name: e.fileName, state: e.state,
    progress: done ? 100 : 0, error: null, created_at: e.now, started_at: done ? e.now : null, finished_at: done ? e.now : null,
  }).returningAll().executeTakeFirstOrThrow();
}

/** Queued exports ahead of this one. */
export async function positionOf(db: Db, row: ExportRow): Promise<number> {
  if (row.state !== 'queued') return 0;
  const r = await db.selectFrom('exports').select(sql<number>`count(*)::int`.as('n')).where('state', '=', 'queued')
    .where((eb) => eb.or([eb('created_at', '<', row.created_at), eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)])]))
    .executeTakeFirstOrThrow();
  return r.n;
}

/** Claims the oldest queued export for this instance (any number of instances share the queue). */
export async function claimNext(db: Db, now: Date): Promise<ExportRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const next = await trx.selectFrom('exports').select('id').where('state', '=', 'queued').orderBy('created_at').orderBy('id').limit(1)
      .forUpdate().skipLocked().executeTakeFirst();
    if (!next) return undefined;
    return trx.updateTable('exports').set({ state: 'rendering', progress: 5, started_at: now }).where('id', '=', next.id).where('state', '=', 'queued')
      .returningAll().executeTakeFirst();
  });
}

export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db.updateTable('exports').set({ progress }).where('id', '=', id).where('state', '=', 'rendering').execute();
}

export async function finish(db: Db, id: string, outcome: { state: 'done' } | { state: 'failed'; error: string }, now: Date): Promise<void> {
  await db.updateTable('exports')
    .set(outcome.state === 'done' ? { state: 'done', progress: 100, error: null, finished_at: now } : { state: 'failed', error: outcome.error, finished_at: now })
    .where('id', '=', id).where('state', '=', 'rendering').execute();
}

/** Exports left rendering by an instance that died: failed (timed out) once they are older than the time-out allows. */
export async function failStale(db: Db, startedBefore: Date, now: Date): Promise<number> {
  const r = await db.updateTable('exports').set({ state: 'failed', error: 'EXPORT_TIMED_OUT', finished_at: now })
    .where('state', '=', 'rendering').where('started_at', '<', startedBefore).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The expiry sweep: files past their time and export rows older than the files they could point to. */
export async function deleteExpired(db: Db, now: Date, rowsBefore: Date): Promise<{ files: number; exports: number }> {
  const files = await db.deleteFrom('export_files').where('expires_at', '<=', now).executeTakeFirst();
  const rows = await db.deleteFrom('exports').where('created_at', '<', rowsBefore).executeTakeFirst();
  return { files: Number(files.numDeletedRows), exports: Number(rows.numDeletedRows) };
}

/** The report id an export keeps once the report it printed was an erased person's. */
const ERASED_REPORT = 'erased';

/** `column` holds one of `ids`, whole or inside a longer text (a cache key names its report's id). */
const names = (column: 'report_id' | 'cache_key', ids: readonly string[]) => sql<boolean>`EXISTS (SELECT 1 FROM unnest(${[...ids]}::text[]) AS i WHERE strpos(${sql.ref(column)}, i) > 0)`;

/**
 * Erasure of a person whose shared reports others exported: their printed files are deleted (they name the place),
 * and each such export stays in its account's list without the place: an erased report id and cache key, a file name
 * without the place, failed with NOT_FOUND (the report is gone).
 */
export async function forgetReports(db: Db, ids: readonly string[], now: Date): Promise<void> {
  await db.deleteFrom('export_files').where(names('cache_key', ids)).execute();
  const rows = await db.selectFrom('exports').select(['id', 'report', 'created_at']).where((eb) => eb.or([names('report_id', ids), names('cache_key', ids)])).execute();
  for (const row of rows) {
    await db.updateTable('exports').set({
      report_id: ERASED_REPORT, cache_key: `${ERASED_REPORT}:${row.id}`, file_name: fileNameFor(row.report, '', row.created_at), subject: null,
      state: 'failed', error: 'NOT_FOUND', finished_at: now,
    }).where('id', '=', row.id).execute();
  }
}
