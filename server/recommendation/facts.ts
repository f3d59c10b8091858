import { gridMarketOf } from '../geo/index.js';
import { scoringConfigOf } from '../area/index.js';
import type { DatasetRef } from '../../contracts/figure.js';
import type { HeatCell } from '../../contracts/recommendation.js';
import type { Industry } from '../geo/index.js';
import type { FactorKey } from '../area/index.js';
import type { Tier } from '../area/index.js';
import { refsOfFigures, scoreSite } from '../area/index.js';
import type { Found, HuffShare } from './find-sites.js';
import type { SiteName } from '../geo/index.js';

/*
 * A recommendation as it is saved: numbers, keys and names from the data, no words. Each reader gets it worded in
 * their own language (answer.ts), so a recommendation made in Thai reads in Korean too, and so does the example.
 */

export interface FactorFacts {
  key: FactorKey;
  /** Points of the 100 this factor gives the site, and the most it could give there. */
  contribution: number;
  weight: number;
  /** The engine's reason key for the weight (scoring/config.ts), worded as the AI analysis words it. */
  reason: string;
}

export interface SiteFacts {
  lat: number;
  lon: number;
  placeName: string | null;
  /** Its nearest landmark or street and address line (geo's gazetteer); absent in facts saved before sites were so named. */
  place?: SiteName | null;
  /** The engine's composite score (0–100) and the datasets of its inputs. */
  score: number;
  refs: DatasetRef[];
  tier: Tier;
  /** Every factor of the engine, in its order. */
  factors: FactorFacts[];
  /**
   * Huff share 0..1, its residents, competitors and their datasets; null with the reason it cannot be told (`missing`;
   * absent in facts saved before: no residents) and the map's coverage of the industry (absent in facts saved before).
   */
  share: Omit<HuffShare, 'coverage' | 'missing'> & Partial<Pick<HuffShare, 'coverage' | 'missing'>> & { refs: DatasetRef[] };
  /**
   * The market room there: the stores its demand supports, those there and their saturation ratio; null where the city
   * maps no store of the industry, absent in facts saved before the search weighed room.
   */
  room?: { expected: number; existing: number; ratio: number } | null;
  /** The industry's nearest stores, nearest first; `name` null where the map source names none. */
  competitors: Array<{ name: string | null; lat: number; lon: number; distanceM: number }>;
}

export interface RecommendationFacts {
  /** The city's English name and its names in other languages (geo's), for the reader's. */
  city: { id: number; name: string; names: Record<string, string> | null; countryCode: string };
  industry: Industry;
  brand: { id: string; name: string } | null;
  dataVersion: string;
  /** Candidate cells scored. */
  cells: number;
  sites: SiteFacts[];
  heat: HeatCell[];
}

/** Nearest competitors listed per site. */
const COMPETITORS = 5;

/** What the search found, kept as facts: every number the engine's, the data's or Huff's. */
export function factsOf(found: Found, industry: Industry, about: Pick<RecommendationFacts, 'city' | 'brand' | 'dataVersion'>): RecommendationFacts {
  const config = scoringConfigOf(gridMarketOf(about.city.countryCode));
  const sites = found.sites.map((site): SiteFacts => {
    const scored = scoreSite(site.inputs, industry, config);
    const refs = refsOfFigures(Object.values(site.inputs.figures));
    // Residents are the population report's (HDB blocks × Census household sizes); competitors the map sources'.
    const shareRefs = refs.filter((d) => [site.inputs.figures.residents, site.inputs.figures.competitors].some((f) => f.datasets.some((x) => x.id === d.id)));
    return {
      lat: site.lat,
      lon: site.lon,
      placeName: site.areaName,
      score: Number(scored.score.toFixed(1)),
      refs,
      tier: scored.tier,
      factors: scored.factors.map((f) => ({ key: f.key, contribution: f.contribution, weight: f.weight, reason: f.reason })),
      share: { ...site.share, refs: shareRefs },
      room: site.room && { expected: Number(site.room.expected.toFixed(2)), existing: site.room.existing, ratio: Number(site.room.ratio.toFixed(3)) },
      competitors: site.inputs.stores.filter((c) => c.industry === industry).slice(0, COMPETITORS)
        .map((c) => ({ name: c.name, lat: c.lat, lon: c.lon, distanceM: Math.round(c.distanceM) })),
    };
  });
  return { ...about, industry, cells: found.cells, sites, heat: found.heat };
}
