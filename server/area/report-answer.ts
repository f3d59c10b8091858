import type { AreaQuery, ReportKind } from '../../contracts/area.js';
import type { AppContext } from '../module.js';
import { ApiError } from '../http/envelope.js';
import { ReadyJson } from '../http/ready-json.js';
import { lockedReport, reportAccess } from './locks.js';
import type { SavedQueryCaches } from './saved-query-cache.js';
import { sharedCached } from './shared-cache.js';
import { aiAnalysisReport } from './ai-analysis/answer.js';
import { consumptionBlocks, passengerFlowBlocks, populationBlocks } from './people/service.js';
import { businessDistrict, surroundings } from './service.js';

/** A built report: its blocks, and the fields its answer carries beside them (the analysis's industry, brand and preview). */
export interface BuiltReport {
  blocks: Record<string, unknown>;
  beside?: Record<string, unknown>;
}

type Builder = (ctx: AppContext, query: AreaQuery, userId: string, locale: string, now: Date) => Promise<BuiltReport>;

/**
 * Who builds each report. Each builder keeps what it built with the imported data (the analysis, the business district
 * and the surroundings whole, the people reports their point's data), so the report routes and the unlock share it.
 */
const BUILDERS: Readonly<Record<ReportKind, Builder>> = {
  population: async (ctx, q, _user, locale, now) => ({ blocks: await populationBlocks(ctx.db, q, locale, now) }),
  'passenger-flow': async (ctx, q, user, locale, now) => ({ blocks: await passengerFlowBlocks(ctx.db, q, user, locale, now) }),
  consumption: async (ctx, q, _user, locale, now) => ({ blocks: await consumptionBlocks(ctx.db, q, locale, now) }),
  'business-district': async (ctx, q, _user, locale, now) => ({ blocks: { ...(await businessDistrict(ctx.db, q, locale, now)) } }),
  surroundings: async (ctx, q, _user, locale, now) => ({ blocks: { ...(await surroundings(ctx.db, q, locale, now)) } }),
  'ai-analysis': (ctx, q, _user, locale) => aiAnalysisReport(ctx, q, locale),
};

/** Reports of the reader's own data (their passenger counts): serialized for each request, never kept for other readers. */
const OWN_DATA: ReadonlySet<ReportKind> = new Set(['passenger-flow']);

/** Builds report `kind` of a query for `userId` (an analysis with nothing to score is refused here, before any debit). */
export const buildReport = (ctx: AppContext, kind: ReportKind, query: AreaQuery, userId: string, locale: string): Promise<BuiltReport> =>
  BUILDERS[kind](ctx, query, userId, locale, ctx.now());

/**
 * The data of a report's answer (contract AreaReport and what the report carries beside its blocks): the query,
 * whether the caller unlocked it, its price and what it opens, and its blocks with locked data left out.
 */
export function reportAnswer(kind: ReportKind, query: AreaQuery, built: BuiltReport, unlocked: boolean) {
  const { blocks, opens, cost } = lockedReport(kind, built.blocks, unlocked);
  return { query, unlocked, unlockCost: cost, unlockOpens: opens, blocks, ...built.beside };
}

/**
 * The same answer data, serialized once per query, report, language and lock state and kept with the imported data
 * as bytes ready to send (stringifying a surrounding analysis on every request cost more than everything else).
 * A saved query never changes, so its id stands for its point, radius and industry in the key. `build` is called
 * only when no answer is kept.
 */
export function reportAnswerJson(
  ctx: AppContext, kind: ReportKind, query: AreaQuery, locale: string, unlocked: boolean, build: () => Promise<BuiltReport>,
): Promise<ReadyJson> {
  const serialize = async () => new ReadyJson(JSON.stringify(reportAnswer(kind, query, await build(), unlocked)));
  if (OWN_DATA.has(kind)) return serialize();
  return sharedCached(ctx.db, `area:answer:${kind}:${query.id}:${locale}:${unlocked ? 'unlocked' : 'locked'}`, ctx.now(), serialize);
}

/** Report `kind` of a saved query as `userId` may see it (the report routes' one way); unknown queries are NOT_FOUND. */
export async function openReport(ctx: AppContext, queryId: string, userId: string, kind: ReportKind, locale: string, caches?: SavedQueryCaches): Promise<ReadyJson> {
  const access = await reportAccess(ctx.db, queryId, userId, kind, caches);
  if (!access) throw new ApiError('NOT_FOUND');
  return reportAnswerJson(ctx, kind, access.query, locale, access.unlocked, () => buildReport(ctx, kind, access.query, userId, locale));
}
