import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_GROUP_OF, industryOf } from './industries.js';
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
