import { describe, expect, it } from 'vitest';
import { wordRecommendation } from './answer.js';
import type { RecommendationFacts, SiteFacts } from './facts.js';

/*
 * A saved recommendation worded for its reader: a site's room is its first reason, a share that cannot be told says
 * why, and facts saved before the search weighed room (no room, no reason for a missing share) still read as they did.
 */
const OSM = { id: 'osm-asia-2018', name: 'OpenStreetMap Asia cities', source: 'OpenStreetMap', licence: 'ODbL', vintage: '2018-04' };
const before: SiteFacts = {
  lat: 1.3, lon: 103.85, placeName: 'ROCHOR', score: 81.5, refs: [OSM], tier: 'prime',
  factors: [{ key: 'demand', contribution: 20, weight: 25, reason: 'demand' }],
  share: { value: null, residents: 0, competitors: 0, refs: [OSM] },
  competitors: [],
};
const facts = (sites: SiteFacts[]): Omit<RecommendationFacts, 'heat'> => ({
  city: { id: 1, name: 'Singapore', names: null, countryCode: 'SG' }, industry: 'bakery', brand: null, dataVersion: '2026-11-27', cells: 6600, sites,
});

describe('a saved recommendation in words', () => {
  it('reads facts saved before room was weighed: no room reason, the share\'s old reason, the old method', () => {
    const rec = wordRecommendation(facts([before]), 'en');
    expect(rec.sites[0]!.reasons.map((r) => r.factor)).toEqual(['demand']);
    expect(rec.sites[0]!.share).toMatchObject({ kind: 'not available', value: null, note: 'No HDB residents live in the trade area to share' });
    expect(rec.method).not.toContain('room');
  });

  it('gives the room first and says why a share is not available', () => {
    const site: SiteFacts = {
      ...before,
      room: { expected: 12.4, existing: 4, ratio: 0.42 },
      share: { value: null, residents: 9000, competitors: 0, refs: [OSM], coverage: { kind: 'not measured', recall: null }, missing: 'notMeasured' },
    };
    const rec = wordRecommendation(facts([site]), 'en');
    expect(rec.sites[0]!.reasons[0]).toEqual({ factor: 'room', name: 'Market room', text: 'Demand in the trade area supports about 12 Bakery stores; 4 are there.' });
    expect(rec.sites[0]!.share.note).toBe('No official list checks how fully the map lists Bakery here: missing competitors would inflate the share, so none is given');
    expect(rec.method).toContain('room');
    const unmapped = wordRecommendation(facts([{ ...site, room: null, share: { ...site.share, coverage: { kind: 'not mapped', recall: null }, missing: 'notMapped' } }]), 'ja');
    expect(unmapped.sites[0]!.reasons[0]!.text).toMatch(/地図データ/);
  });

  it('puts the measured recall among the share\'s inputs', () => {
    const site: SiteFacts = { ...before, room: { expected: 3, existing: 6, ratio: 1.6 }, share: { value: 0.2, residents: 9000, competitors: 6, refs: [OSM], coverage: { kind: 'measured', recall: 0.31 } } };
    const share = wordRecommendation(facts([site]), 'en').sites[0]!.share;
    expect(share).toMatchObject({ kind: 'model estimate', value: 20 });
    expect(share.model?.inputs.at(-1)).toEqual({ label: 'Map coverage of the industry (recall against an official list)', value: 31, unit: '%' });
    expect(share.model?.doc).toContain('The map lists about 31% of the industry\'s stores (measured against an official list), so each mapped competitor stands for 1 ÷ 31% stores.');
  });
});
