import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Codes } from '../../contracts/errors.js';
import { baseLocale, isLocale } from '../../i18n/i18n-util.js';
import { translator } from '../http/language.js';
import type { RelayEvent, RelayInput, RelayKind, RelayRun, RelayStage } from '../../contracts/recommendation.js';

/** All SQL of relay runs: the state every instance reads, so a stream may resume on any of them. */
type Db = Kysely<Database>;

export async function insertRun(db: Db, userId: string, input: RelayInput, locale: string, now: Date): Promise<string> {
  // 128 random bits: a run id is not guessable (and only its owner reads it).
  const id = randomBytes(16).toString('base64url');
  await db.insertInto('relay_runs').values({ id, user_id: userId, kind: input.kind, input: JSON.stringify(input), locale, created_at: now, finished_at: null, report_kind: null, report_id: null, error_code: null, error_msg: null }).execute();
  return id;
}

export async function appendEvent(db: Db, runId: string, event: RelayEvent, now: Date): Promise<void> {
  await db.insertInto('relay_events').values({ run_id: runId, seq: event.seq, stage: event.stage, text: event.text, created_at: now }).execute();
}

export async function finishRun(db: Db, runId: string, end: { report: { kind: RelayKind; id: string } } | { error: { code: number; msg: string } }, now: Date): Promise<void> {
  await db.updateTable('relay_runs').set('report' in end
    ? { report_kind: end.report.kind, report_id: end.report.id, finished_at: now }
    : { error_code: end.error.code, error_msg: end.error.msg, finished_at: now }).where('id', '=', runId).execute();
}

/**
 * A run is performed by the instance that took it; one unfinished this long after it started was lost with its
 * instance (the longest run, a city's first search, gathers its cells in about 10 s to a minute).
 */
export const RUN_DEADLINE_MS = 10 * 60_000;

/**
 * The owner's run with its events after `after`; null for someone else's or an unknown id. The run row is read before
 * the events: a run is finished only after its last event, so a finished run's events are all there. A run past its
 * deadline reads as failed.
 */
export async function ownRun(db: Db, runId: string, userId: string, after: number, now: Date): Promise<RelayRun | null> {
  const run = await db.selectFrom('relay_runs').select(['report_kind', 'report_id', 'error_code', 'error_msg', 'finished_at', 'created_at', 'locale']).where('id', '=', runId).where('user_id', '=', userId).executeTakeFirst();
  if (!run) return null;
  const lost = run.finished_at === null && now.getTime() - run.created_at.getTime() > RUN_DEADLINE_MS;
  const events = await db.selectFrom('relay_events').select(['seq', 'stage', 'text']).where('run_id', '=', runId).where('seq', '>', after).orderBy('seq').execute();
  return {
    runId,
    events: events.map((e) => ({ seq: e.seq, stage: e.stage as RelayStage, text: e.text })),
    report: run.report_kind && run.report_id ? { kind: run.report_kind as RelayKind, id: run.report_id } : null,
    error: run.error_code !== null
      ? { code: run.error_code, msg: run.error_msg ?? '' }
      : lost ? { code: Codes.INTERNAL.code, msg: translator(isLocale(run.locale) ? run.locale : baseLocale).server.codes.INTERNAL() } : null,
  };
}
