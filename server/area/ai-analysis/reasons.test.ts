import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/siteAnalysis/index.js';
import { SCORING_CONFIG } from '../scoring/config.js';
import { scoreSite } from '../scoring/engine.js';
import type { SiteVector } from '../scoring/site-vector.js';

/** Every reason the engine can give a weight is a sentence the reader gets in their language, never a bare key. */
describe('weight reasons', () => {
  it('has a dictionary sentence for every reason of every industry group, for a factor left out and for the factors beside quality', () => {
    const keys = new Set(Object.values(SCORING_CONFIG.groups).flatMap((g) => Object.values(g.weights).map((w) => w.reason)));
    const missing: SiteVector = {
      radius: 500, residents: 0, workers: 0, footfall: 0, busStops: 0, transportCoverage: 0, consumptionIndex: null, stores: 0, competitors: 0,
      neighbours: 0, ownBrandStores: null, nearestCompetitorM: null, malls: 0, railStations: 0, hawkerCentres: 0, clinics: 0, offices: null, schools: null,
    };
    for (const f of scoreSite(missing, 'cafe').factors) keys.add(f.reason);
    // The room's competition factor and the brand's own stores, shown beside quality (score-block.ts).
    for (const key of ['roomRatio', 'ownStores', 'notAvailable']) keys.add(key);
    expect([...keys].filter((k) => !(k in en.reasons))).toEqual([]);
    expect(keys.size).toBeGreaterThan(5);
  });
});
