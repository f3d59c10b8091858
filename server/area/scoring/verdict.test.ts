import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translator } from '../../http/language.js';
import { reportTexts } from '../../geo/report-texts.js';
import { SATURATION_LEVELS } from '../rules.js';
import { assess } from './assess.js';
import { TIERS } from './classes.js';
import { ADVICE_ORDER, OPPORTUNITY_ORDER } from './config.js';
import { siteArbitrary } from '../../testing/site-arbitrary.js';
import type { MappingCoverage } from './mapping-coverage.js';
import { fitRoomModel, ROOM_INPUTS, type RoomCell } from './market-room.js';
import { roomAt } from './room-data.js';
import { formatVerdictTable, verdictOf, type VerdictInput } from './verdict.js';

/*
 * The one verdict from location quality and market room: the rule table read both ways, its caps, and the properties
 * the page relies on (more competitors never improve the advice; the top advice never with a saturated market).
 */

const level = fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const);
const input: fc.Arbitrary<VerdictInput> = fc.record({
  tier: fc.constantFrom(...TIERS),
  level: fc.option(level, { nil: null }),
  demandMeasured: fc.boolean(),
  roomVerified: fc.boolean(),
  ownStores: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
});
const rank = <T,>(order: readonly T[], x: T) => order.indexOf(x);

/** A fitted café-like model: stores per bus stop and per resident, so every site has an expectation. */
const model = (() => {
  const none = Object.fromEntries(ROOM_INPUTS.map((k) => [k, null])) as RoomCell['inputs'];
  const cells: RoomCell[] = Array.from({ length: 200 }, (_, i) => ({ id: `c${i}`, inputs: { ...none, busStops: i % 20, residents: (i % 7) * 1000 }, areaKm2: 0.785, stores: Math.round((i % 20) * 0.3 + (i % 7) * 0.2) }));
  return fitRoomModel(cells);
})();
const verified: MappingCoverage = { kind: 'official list', recall: null, datasets: [], reference: null };

describe('the verdict', () => {
  it('answers a prime place in a highly saturated market with caution, never "pursue actively"', () => {
    expect(verdictOf({ tier: 'prime', level: 5, demandMeasured: true, roomVerified: true, ownStores: null })).toMatchObject({ advice: 'proceedWithCaution', opportunity: 'limited', reason: 'differentiate' });
    expect(verdictOf({ tier: 'prime', level: 1, demandMeasured: true, roomVerified: true, ownStores: null })).toMatchObject({ advice: 'pursueActively', opportunity: 'excellent', reason: 'room' });
  });

  it('never gives the top advice with the top two saturation levels, nor with thin mapping or unmeasured demand', () => {
    fc.assert(fc.property(input, (v) => {
      const verdict = verdictOf(v);
      if ((v.level ?? 3) >= 4 || !v.roomVerified || !v.demandMeasured || v.level === null) expect(verdict.advice).not.toBe('pursueActively');
    }));
  });

  it('never improves the advice or opportunity with a more saturated market or a weaker place', () => {
    fc.assert(fc.property(input, level, (v, more) => {
      const a = verdictOf(v);
      const b = verdictOf({ ...v, level: Math.max(v.level ?? 1, more) as typeof more });
      if (v.level !== null) {
        expect(rank(ADVICE_ORDER, b.advice)).toBeGreaterThanOrEqual(rank(ADVICE_ORDER, a.advice));
        expect(rank(OPPORTUNITY_ORDER, b.opportunity)).toBeGreaterThanOrEqual(rank(OPPORTUNITY_ORDER, a.opportunity));
      }
      const weaker = verdictOf({ ...v, tier: TIERS[Math.min(TIERS.length - 1, TIERS.indexOf(v.tier) + 1)]! });
      expect(rank(ADVICE_ORDER, weaker.advice)).toBeGreaterThanOrEqual(rank(ADVICE_ORDER, a.advice));
    }));
  });

  it('caps and says why: no demand measured, thin mapping, the brand\'s own stores nearby', () => {
    expect(verdictOf({ tier: 'prime', level: 1, demandMeasured: false, roomVerified: true, ownStores: null })).toMatchObject({ tier: 'standard', advice: 'considerCarefully', caps: ['demandNotMeasured'] });
    expect(verdictOf({ tier: 'prime', level: 1, demandMeasured: true, roomVerified: false, ownStores: null })).toMatchObject({ advice: 'pursue', opportunity: 'good', caps: ['roomUnverified'] });
    expect(verdictOf({ tier: 'prime', level: 1, demandMeasured: true, roomVerified: true, ownStores: 2 })).toMatchObject({ advice: 'considerCarefully', caps: ['ownStoresNearby'] });
  });

  it('with the location fixed, competitors beyond the expected count never raise the score or the advice', () => {
    fc.assert(fc.property(siteArbitrary, fc.integer({ min: 1, max: 60 }), (v, more) => {
      const site = { ...v, residents: v.residents ?? 0, busStops: v.busStops ?? 0 };
      const expected = Math.ceil(roomAt(model, site).expected);
      const at = (competitors: number) => {
        const s = { ...site, competitors, stores: site.stores - site.competitors + competitors };
        return assess(s, 'cafe', roomAt(model, s), verified);
      };
      const a = at(Math.max(site.competitors, expected));
      const b = at(Math.max(site.competitors, expected) + more);
      expect(b.quality.score).toBeLessThanOrEqual(a.quality.score + 1e-9);
      expect(rank(ADVICE_ORDER, b.verdict.advice)).toBeGreaterThanOrEqual(rank(ADVICE_ORDER, a.verdict.advice));
      expect(b.room!.level).toBeGreaterThanOrEqual(a.room!.level);
    }));
  });

  it('is the table the README records', () => {
    const t = translator('en').siteAnalysis;
    const area = translator('en').areaReports;
    const texts = reportTexts('en');
    const table = formatVerdictTable({
      tier: (x) => t.tiers[x](), level: (l) => `${l} ${area.levels.saturation[SATURATION_LEVELS[l - 1]!]()}`,
      advice: (a) => t.advice[a](), opportunity: (o) => texts.opportunity(o), reason: (r) => r,
    });
    console.log(table);
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(readme).toContain(table);
  });
});
