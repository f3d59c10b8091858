import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Industry } from '../../geo/index.js';
import { scoreSite, type SiteScore } from './engine.js';
import { SCORING_CONFIG, scoringConfigOf, type ScoringConfig } from './config.js';
import { marketAt } from '../repository.js';
import { mappingCoverage, roomVerified, type MappingCoverage } from './mapping-coverage.js';
import { marketRoom, type MarketRoom } from './room-data.js';
import type { SiteVector } from './site-vector.js';
import { verdictOf, type Verdict } from './verdict.js';

/*
 * A site's two measured parts and the one verdict read from both: location quality ("is this a place where such shops
 * do business?"), market room ("is there room for one more?") with how thoroughly the map lists the industry, and the
 * advice that follows both. The AI analysis and the recommendation read sites through this, so they never disagree.
 */

type Db = Kysely<Database>;

export interface Assessment {
  quality: SiteScore;
  /** Null where the city has no grid or the map lists no store of the industry. */
  room: MarketRoom | null;
  mapping: MappingCoverage;
  verdict: Verdict;
}

/** The verdict of a site from its inputs, its room and the industry's mapping coverage (pure). */
export function assess(v: SiteVector, industry: Industry, room: MarketRoom | null, mapping: MappingCoverage, config: ScoringConfig = SCORING_CONFIG): Assessment {
  const quality = scoreSite(v, industry, config);
  const verdict = verdictOf({
    tier: quality.tier,
    level: room?.level ?? null,
    demandMeasured: quality.measured.includes('demand'),
    roomVerified: roomVerified(mapping),
    ownStores: v.ownBrandStores,
  });
  return { quality, room, mapping, verdict };
}

/** assess with the room and mapping coverage read from the country's data, and quality weighed as the place's market weighs it. */
export async function assessSite(db: Db, place: { lat: number; lon: number; countryCode: string | null }, v: SiteVector, industry: Industry, now: Date): Promise<Assessment> {
  const { countryCode } = place;
  const [room, mapping, market] = await Promise.all([
    marketRoom(db, countryCode, industry, v, now),
    countryCode ? mappingCoverage(db, countryCode, industry, now) : Promise.resolve<MappingCoverage>({ kind: 'not mapped', recall: null, datasets: [], reference: null }),
    marketAt(db, place, now),
  ]);
  return assess(v, industry, room, mapping, scoringConfigOf(market));
}
