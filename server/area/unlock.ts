import type { ReportKind } from '../../contracts/area.js';
import type { AppContext } from '../module.js';
import { getBalance, purchase } from '../credits/index.js';
import { ApiError } from '../http/envelope.js';
import { ReadyJson } from '../http/ready-json.js';
import { lockedReport, reportAccess } from './locks.js';
import { recordUnlock } from './saved-queries.js';
import type { SavedQueryCaches } from './saved-query-cache.js';
import { buildReport, reportAnswerJson, type BuiltReport } from './report-answer.js';

/**
 * Spends `cost` credits on the reader's unlock of a report (recorded with the debit, in one transaction); a report
 * that opens nothing is recorded free: the reader asked, and it then reads unlocked on every instance.
 */
async function charge(ctx: AppContext, userId: string, id: string, kind: ReportKind, cost: number): Promise<void> {
  const record = (db: typeof ctx.db) => recordUnlock(db, userId, id, kind, ctx.now());
  if (cost === 0) {
    await record(ctx.db);
    return;
  }
  // The ledger ref is the idempotency key: 20 concurrent calls debit once.
  const bought = await purchase(ctx.db, userId, cost, `area:${id}:${kind}`, ctx.now(), record);
  if (bought.status === 'insufficient') throw new ApiError('CREDITS_INSUFFICIENT', { balance: (await getBalance(ctx.db, userId, ctx.now())).total, cost });
}

/**
 * Unlocks a report of a saved query for the user (once per user, query and report): the unlock route's and the report
 * relay's. Unknown queries are NOT_FOUND; an analysis with nothing to score and a balance short of the price are
 * refused before any debit. One access check and at most one build: the price is read from the built report, whose
 * unlocked answer (as the report's route sends it) comes back with the balance after the debit.
 */
export async function unlockReport(
  ctx: AppContext, userId: string, id: string, kind: ReportKind, locale: string, caches?: SavedQueryCaches,
): Promise<{ balance: number; report: ReadyJson }> {
  const access = await reportAccess(ctx.db, id, userId, kind, caches);
  if (!access) throw new ApiError('NOT_FOUND');
  const { query } = access;
  let built: Promise<BuiltReport> | undefined;
  const build = () => (built ??= buildReport(ctx, kind, query, userId, locale));
  // A stale 'locked' from a cache only repeats the idempotent debit.
  if (!access.unlocked) {
    // Never charge for nothing: the report's price (locks.ts REPORT_PRICES) when it opens figures with data, else 0.
    await charge(ctx, userId, id, kind, lockedReport(kind, (await build()).blocks, false).cost);
  }
  const [report, balance] = await Promise.all([reportAnswerJson(ctx, kind, query, locale, true, build), getBalance(ctx.db, userId, ctx.now())]);
  return { balance: balance.total, report };
}

/** The unlock route's answer (contract UnlockAnswer): the balance after it and the unlocked report, kept bytes reused. */
export const unlockAnswerJson = ({ balance, report }: { balance: number; report: ReadyJson }): ReadyJson =>
  new ReadyJson(`{"unlocked":true,"balance":${balance},"report":${report.text}}`);
