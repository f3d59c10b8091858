import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locales } from '../../../i18n/i18n-util.js';
import { reportTexts } from '../../geo/report-texts.js';
import { allowedNumbers, narrativeParagraphs, numbersIn, strayNumbers, type NarrativeFacts } from './narrative.js';

/** Random facts formatted as the answer formats them, in one locale. */
const factsIn = (locale: string) => {
  // Formatted as the answer formats facts (build.ts: the server's number format of the language, rounded first).
  const n = (max: number, digits = 0) => fc.double({ min: 0, max, noNaN: true }).map((v) => reportTexts(locale).number(Number(v.toFixed(digits))));
  const word = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/\d/.test(s));
  return fc.record<NarrativeFacts>({
    place: fc.oneof(word, fc.constant('Block 123 Tampines')),
    industry: word,
    brand: fc.option(word, { nil: null }),
    score: n(100),
    scoreMax: fc.constant(reportTexts(locale).number(100)),
    tier: word,
    advice: word,
    verdict: word,
    caps: fc.array(word, { maxLength: 2 }),
    coverage: fc.option(fc.record({ text: fc.constant(`${reportTexts(locale).number(3)} / ${reportTexts(locale).number(4)}`), missing: word }), { nil: null }),
    radius: fc.constantFrom(500, 1000).map((r) => reportTexts(locale).number(r)),
    strongest: fc.record({ name: word, points: n(30, 1) }),
    weakest: fc.option(fc.record({ name: word, points: n(30, 1), max: n(30) }), { nil: null }),
    residents: fc.option(n(200_000), { nil: null }),
    workers: fc.option(n(200_000), { nil: null }),
    stationFlow: fc.option(n(2_000_000), { nil: null }),
    competitors: n(500),
    saturation: fc.option(word, { nil: null }),
    nearestCompetitorM: fc.option(n(1000), { nil: null }),
    ownStores: fc.option(n(50), { nil: null }),
    capacity: fc.option(fc.record({ supported: n(300), existing: n(300) }), { nil: null }),
    consumption: fc.option(fc.record({ index: n(300), baseline: fc.constant(reportTexts(locale).number(100)), rating: word }), { nil: null }),
    paybackReason: word,
  });
};

describe('AI analysis narrative', () => {
  it('carries no number that is not one of the facts, in every language', () => {
    for (const locale of locales) {
      fc.assert(fc.property(factsIn(locale), (facts) => {
        const paragraphs = narrativeParagraphs(facts, locale);
        expect(strayNumbers(paragraphs, allowedNumbers(facts))).toEqual([]);
      }), { numRuns: 60 });
    }
  });

  it('says each fact it was given and leaves out what the data lacks', () => {
    const facts: NarrativeFacts = {
      place: 'Raffles Place', industry: 'Café', brand: 'Starbucks', score: '72', scoreMax: '100', tier: 'Prime', advice: 'Proceed with caution', radius: '500',
      verdict: 'A good place already taken: differentiate from them, or look nearby.', caps: [], coverage: null,
      strongest: { name: 'Demand', points: '24.5' }, weakest: { name: 'Competition', points: '3.1', max: '15' },
      residents: '1,234', workers: null, stationFlow: '88,000', competitors: '41', saturation: 'Highly saturated', nearestCompetitorM: '35',
      ownStores: '4', capacity: { supported: '30', existing: '41' }, consumption: null, paybackReason: 'Insufficient data: no source',
    };
    const text = narrativeParagraphs(facts, 'en').join('\n');
    for (const value of ['72', '24.5', '3.1', '15', '1,234', '88,000', '41', '35', '4', '30', 'Starbucks', 'Highly saturated', 'look nearby']) expect(text).toContain(value);
    expect(text).not.toMatch(/work there|consumption index/i);
  });

  it('reads numbers the way the 12 languages write them', () => {
    expect(numbersIn('score 72, 3 factors')).toEqual(['72', '3']);
    expect(numbersIn('1,234.5 and 1.234 and 1\u202f234')).toEqual(['1,234.5', '1.234', '1\u202f234']);
    expect(numbersIn('ได้คะแนน 72 จาก 100')).toEqual(['72', '100']);
  });
});
