import type { AreaQuery, ReportKind } from '../../contracts/area.js';
import type { AppContext } from '../module.js';
import { aiAnalysisBlocks, analysedIndustry } from './ai-analysis/answer.js';
import { lockedReport } from './locks.js';
import { consumptionBlocks, passengerFlowBlocks, populationBlocks } from './people/service.js';
import { businessDistrict, surroundings } from './service.js';

type Thunks = Record<string, () => unknown>;
const thunksOf = (blocks: Record<string, unknown>): Thunks => Object.fromEntries(Object.entries(blocks).map(([k, v]) => [k, () => v]));

/**
 * What unlocking `kind` of a query costs the caller now: the report's own answer decides (locks.ts), built by the same
 * builders its GET route uses (kept answers, so this is a cache read once the report was shown). Never charge for
 * nothing: a report whose every figure is free or 'not available' costs 0, whoever calls the unlock route.
 */
export async function unlockCost(ctx: AppContext, kind: ReportKind, query: AreaQuery, userId: string, locale: string): Promise<number> {
  const now = ctx.now();
  const blocks: Thunks = await (async () => {
    switch (kind) {
      case 'population': return populationBlocks(ctx.db, query, locale, now);
      case 'passenger-flow': return passengerFlowBlocks(ctx.db, query, userId, locale, now);
      case 'consumption': return consumptionBlocks(ctx.db, query, locale, now) as Promise<Thunks>;
      case 'business-district': return thunksOf(await businessDistrict(ctx.db, query, locale, now));
      case 'surroundings': return thunksOf(await surroundings(ctx.db, query, locale, now));
      case 'ai-analysis': return thunksOf(await aiAnalysisBlocks(ctx, query, await analysedIndustry(ctx, query, locale), locale));
    }
  })();
  return lockedReport(kind, blocks, false).cost;
}
