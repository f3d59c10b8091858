import { describe, expect, it } from 'vitest';
import type { CityItem } from '../../../../contracts/geo.js';
import { placeLine } from './place-line.js';

const city = (over: Partial<CityItem>): CityItem => ({
  id: 1, name: 'X', nameIsFallback: false, nameEn: 'X', stateId: null, stateName: null, countryId: 1, countryIso2: 'XX',
  countryName: 'Xland', lat: 0, lon: 0, population: null, isCountry: false, localData: null, ...over,
});

describe('the place line of a city report header', () => {
  it('names a city-state once, not "Singapore, Central Singapore, Singapore"', () => {
    expect(placeLine(city({ name: 'Singapore', stateName: 'Central Singapore', countryName: 'Singapore', isCountry: true }), 'en')).toBe('Singapore');
    expect(placeLine(city({ name: 'Bedok', stateName: 'East Region', countryName: 'Singapore' }), 'en')).toBe('Bedok, East Region, Singapore');
  });
  it('leaves out an English state name from a Thai or Korean header instead of mixing scripts', () => {
    expect(placeLine(city({ name: 'เชียงใหม่', stateName: 'Chiang Mai', countryName: 'ประเทศไทย' }), 'th')).toBe('เชียงใหม่, ประเทศไทย');
    expect(placeLine(city({ name: '쿠알라룸푸르', stateName: 'Kuala Lumpur', countryName: '말레이시아' }), 'ko')).toBe('쿠알라룸푸르, 말레이시아');
    expect(placeLine(city({ name: 'Kuala Lumpur', stateName: 'Kuala Lumpur', countryName: 'Malaysia' }), 'ms')).toBe('Kuala Lumpur, Malaysia');
  });
});
