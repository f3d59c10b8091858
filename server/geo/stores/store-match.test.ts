import { describe, expect, it } from 'vitest';
import { storeMatcher } from './matcher-instance.js';
import { isStore, nameParts } from './store-match.js';

// Real NSI (the installed name-suggestion-index) and real places: Monte-Carlo, Shanghai, Singapore.
const MONACO = { countryIso2: 'MC', lat: 43.7396, lon: 7.4276 };
const SHANGHAI = { countryIso2: 'CN', lat: 31.2304, lon: 121.4737 };
const SINGAPORE = { countryIso2: 'SG', lat: 1.3008, lon: 103.8392 };
const m = storeMatcher();

describe('store matching against name-suggestion-index', () => {
  it("ties a McDonald's restaurant to the restaurant item valid in its country, not to McDonald's PlayPlace", () => {
    const hit = m.match({ ...MONACO, tags: { amenity: 'fast_food', brand: "McDonald's", 'brand:wikidata': 'Q38076', name: "McDonald's" } });
    expect(hit).toMatchObject({ method: 'brand:wikidata', item: { name: "McDonald's", category: 'brands/amenity/fast_food' } });
  });

  it('ties a Monaco Starbucks to the worldwide item, not to the one valid only in Serbia', () => {
    const hit = m.match({ ...MONACO, tags: { amenity: 'cafe', 'brand:wikidata': 'Q37158', name: 'Starbucks' } });
    expect(hit?.item.id).not.toBe('starbucks-95edc3');
    expect(hit?.item.countries).toContain('001');
  });

  it('finds name-only stores by NSI name, in other scripts, and by the leading part of a branch name', () => {
    expect(m.match({ ...SHANGHAI, tags: { amenity: 'cafe', name: '星巴克' } })).toMatchObject({ method: 'nsi name', item: { wikidata: 'Q37158' } });
    expect(m.match({ ...SHANGHAI, tags: { amenity: 'cafe', name: '星巴克咖啡(上海影城店)' } })).toMatchObject({ method: 'name', item: { wikidata: 'Q37158' } });
    expect(m.match({ ...SHANGHAI, tags: { amenity: 'cafe', name: 'Starbucks 星巴克' } })?.item.wikidata).toBe('Q37158');
    expect(m.match({ ...SINGAPORE, tags: { amenity: 'fast_food', name: 'McDonalds' } })).toMatchObject({ method: 'nsi name', item: { wikidata: 'Q38076' } });
  });

  it('never counts a cash machine, vending machine or charging point as a store', () => {
    expect(m.match({ ...SINGAPORE, tags: { amenity: 'atm', name: 'UOB' } })).toBeNull();
    expect(m.match({ ...SINGAPORE, tags: { amenity: 'bank', name: 'UOB' } })?.item.wikidata).toBe('Q2064074');
    expect(isStore(['amenity/vending_machine'])).toBe(false);
    expect(isStore(['amenity/charging_station'])).toBe(false);
    expect(isStore([])).toBe(false);
  });

  it('requires a compatible kind: a bank name on a cafe is not the bank', () => {
    expect(m.match({ ...SINGAPORE, tags: { amenity: 'cafe', name: 'UOB' } })).toBeNull();
  });

  it('matches a directory entry by the kind its source implies (MUIS lists eating places)', () => {
    expect(m.match({ ...SINGAPORE, tags: { name: "McDonald's" }, impliedKinds: ['amenity/restaurant'] })?.item.wikidata).toBe('Q38076');
    expect(m.match({ ...SINGAPORE, tags: { name: "McDonald's" } })).toBeNull();
  });

  it('splits names at brackets and changes of script', () => {
    expect(nameParts('星巴克Starbucks G')).toEqual([['星巴克'], ['Starbucks', 'G']]);
    expect(nameParts('星巴克咖啡(博货国际购物广场店)')).toEqual([['星巴克咖啡'], ['博货国际购物广场店']]);
  });
});
