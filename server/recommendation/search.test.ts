import fc from 'fast-check';
import { cellToChildren, cellToLatLng, gridDisk, latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { haversineM } from '../geo/geo-math.js';
import { MIN_SITE_SEPARATION_M, RECOMMENDED_SITES } from '../../contracts/recommendation.js';
import { neighbourhoodLeaders, searchSites, type ScoredCell } from './search.js';

/*
 * The search's promises over any scores: the top sites are distinct, in score order, at least 300 m apart, and each is
 * the best of its neighbourhood (no candidate within 300 m scores higher), whatever the refinement proposes.
 */
const CENTRE = latLngToCell(1.3, 103.85, 9);
const CELLS = gridDisk(CENTRE, 7);

describe('site search', () => {
  it('keeps the top sites distinct, in score order, ≥ 300 m apart, each the best of its neighbourhood (property)', () => {
    const scores = fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: CELLS.length, maxLength: CELLS.length });
    fc.assert(fc.property(scores, fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 7, maxLength: 7 }), (s, refineScores) => {
      const cells: ScoredCell[] = CELLS.map((cell, i) => {
        const [lat, lon] = cellToLatLng(cell);
        return { cell, lat, lon, score: s[i]! / 10 };
      });
      const sites = searchSites({
        cells, count: RECOMMENDED_SITES, separationM: MIN_SITE_SEPARATION_M,
        refine: (leader) => cellToChildren(leader.cell, 10).map((child, i) => {
          const [lat, lon] = cellToLatLng(child);
          return { lat, lon, score: refineScores[i]! / 10 };
        }),
        asSite: (leader) => ({ lat: leader.lat, lon: leader.lon, score: leader.score }),
      });
      expect(sites.length).toBeGreaterThan(0);
      expect(sites.length).toBeLessThanOrEqual(RECOMMENDED_SITES);
      for (let i = 0; i < sites.length; i += 1) {
        const site = sites[i]!;
        if (i > 0) expect(site.score).toBeLessThanOrEqual(sites[i - 1]!.score);
        for (const other of sites.slice(i + 1)) expect(haversineM(site.lat, site.lon, other.lat, other.lon)).toBeGreaterThanOrEqual(MIN_SITE_SEPARATION_M);
        for (const c of cells) if (haversineM(site.lat, site.lon, c.lat, c.lon) <= MIN_SITE_SEPARATION_M) expect(c.score).toBeLessThanOrEqual(site.score);
      }
    }), { numRuns: 100 });
  });

  it('finds as leaders exactly the cells no cell within 300 m outranks', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: CELLS.length, maxLength: CELLS.length }), (s) => {
      const cells: ScoredCell[] = CELLS.map((cell, i) => {
        const [lat, lon] = cellToLatLng(cell);
        return { cell, lat, lon, score: s[i]! };
      });
      const leaders = new Set(neighbourhoodLeaders(cells, MIN_SITE_SEPARATION_M).map((c) => c.cell));
      for (const c of cells) {
        const beaten = cells.some((o) => o !== c && haversineM(c.lat, c.lon, o.lat, o.lon) <= MIN_SITE_SEPARATION_M && (o.score > c.score || (o.score === c.score && o.cell < c.cell)));
        expect(leaders.has(c.cell)).toBe(!beaten);
      }
    }), { numRuns: 100 });
  });
});
