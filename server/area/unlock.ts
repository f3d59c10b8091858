import type { ReportKind } from '../../contracts/area.js';
import type { AppContext } from '../module.js';
import { getBalance, purchase } from '../credits/ledger.js';
import { ApiError } from '../http/envelope.js';
import { reportAccess, UNLOCK_COST } from './locks.js';
import { recordUnlock } from './saved-queries.js';
import type { SavedQueryCaches } from './saved-query-cache.js';
import { analysedIndustry } from './ai-analysis/answer.js';
import { unlockCost } from './unlock-cost.js';

/**
 * Unlocks a report of a saved query for the user (1 credit, once per user, query and report): the unlock route's and
 * the report relay's. Unknown queries are NOT_FOUND; an analysis with nothing to score and a balance short of the cost
 * are refused before any debit. Answers the balance after it.
 */
export async function unlockReport(ctx: AppContext, userId: string, id: string, kind: ReportKind, locale: string, caches?: SavedQueryCaches): Promise<{ balance: number }> {
  const access = await reportAccess(ctx.db, id, userId, kind, caches);
  if (!access) throw new ApiError('NOT_FOUND');
  // Never charge for nothing: an analysis needs an industry to score (refused before any debit), and a report with
  // nothing locked to open costs 0 whoever calls (its answer decides, unlock-cost.ts).
  if (kind === 'ai-analysis') await analysedIndustry(ctx, access.query, locale);
  // A stale 'locked' from a cache only repeats the idempotent debit below.
  if (!access.unlocked) {
    const record = (db: typeof ctx.db) => recordUnlock(db, userId, id, kind, ctx.now());
    if ((await unlockCost(ctx, kind, access.query, userId, locale)) > 0) {
      // The debit and the unlock commit together; the ledger ref is the idempotency key: 20 concurrent calls debit once.
      const bought = await purchase(ctx.db, userId, UNLOCK_COST, `area:${id}:${kind}`, ctx.now(), record);
      if (bought.status === 'insufficient') throw new ApiError('CREDITS_INSUFFICIENT', { balance: (await getBalance(ctx.db, userId, ctx.now())).total, cost: UNLOCK_COST });
    } else {
      // Recorded free too: the reader asked, and the report then reads unlocked on every instance.
      await record(ctx.db);
    }
  }
  return { balance: (await getBalance(ctx.db, userId, ctx.now())).total };
}
