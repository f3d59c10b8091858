import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_GROUP_OF, industryOf } from './industries.js';
import { reportTexts } from './report-texts.js';
import { readPbfSnapshot, MONACO_SNAPSHOTS } from './import/osm-monaco.js';

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, MONACO_SNAPSHOTS[2]!));
if (!haveData) console.warn(`[geo] ${dataDir} has no Monaco extract: the category coverage test is skipped.`);

describe('OSM tags → industry mapping', () => {
  it('maps tags through the one table, cuisine first for restaurants', () => {
    expect(industryOf({ amenity: 'restaurant', cuisine: 'pizza;italian' })).toBe('restaurant_pizza');
    expect(industryOf({ amenity: 'restaurant', cuisine: 'unknown' })).toBe('restaurant');
    expect(industryOf({ amenity: 'cafe', shop: 'coffee' })).toBe('cafe');
    expect(industryOf({ shop: 'clothes' })).toBe('clothing');
    expect(industryOf({ tourism: 'hotel' })).toBe('hotel');
    expect(industryOf({ highway: 'bus_stop' })).toBe('bus_stop');
    expect(industryOf({ name: 'Nothing to map' })).toBeNull();
  });
  it('only produces industries of the published list', () => {
    for (const tags of [{ amenity: 'bank' }, { shop: 'jewelry' }, { leisure: 'park' }, { amenity: 'school' }]) {
      expect(INDUSTRY_GROUP_OF.has(industryOf(tags)!)).toBe(true);
    }
  });
  it.skipIf(!haveData)('covers at least 95 % of the named shops and amenities in every Monaco snapshot', () => {
    for (const file of MONACO_SNAPSHOTS) {
      const snapshot = readPbfSnapshot(file, fs.readFileSync(path.join(dataDir, file)), '');
      const named = [...snapshot.pois.values()].filter((p) => p.tags.name && (p.tags.shop || p.tags.amenity));
      const mapped = named.filter((p) => industryOf(p.tags) !== null);
      const share = mapped.length / named.length;
      console.log(`[geo] ${file}: ${mapped.length}/${named.length} named shops and amenities mapped (${(share * 100).toFixed(1)} %)`);
      expect(named.length).toBeGreaterThan(300);
      expect(share).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('industry names', () => {
  const locales = ['en', 'zh', 'de', 'fr', 'ko', 'ms', 'pt', 'ja', 'th', 'es', 'id', 'vi'] as const;
  const industries = [...INDUSTRY_GROUP_OF.keys()];
  it('names every industry and group in all 12 languages, none as a raw OSM tag', () => {
    for (const locale of locales) {
      const t = reportTexts(locale);
      for (const i of industries) expect(t.industry(i), `${locale} ${i}`).toMatch(/\S/);
      for (const i of industries) expect(t.industry(i), `${locale} ${i}`).not.toMatch(/[a-z]+[_/][a-z]+/);
      for (const g of new Set(INDUSTRY_GROUP_OF.values())) expect(t.industryGroup(g)).toMatch(/\S/);
    }
  });
  it('writes the names of a brand category in Thai and Korean script, e.g. amenity=cafe', () => {
    const cafe = industryOf({ amenity: 'cafe' })!;
    expect(reportTexts('th').industry(cafe)).toMatch(/[\u0E00-\u0E7F]/);
    expect(reportTexts('ko').industry(cafe)).toMatch(/[\uAC00-\uD7AF]/);
    for (const locale of ['th', 'ko', 'ja', 'zh'] as const) {
      const t = reportTexts(locale);
      for (const i of industries) if (i !== 'atm') expect(t.industry(i), `${locale} ${i}`).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
