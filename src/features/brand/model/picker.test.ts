import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandCityItem, BrandCountryItem, BrandItem, ReportPreview } from '../../../../contracts/geo.js';
import type { BrandScope } from '../api.js';
import { createBrandPickerModel, type BrandPickerDeps } from './picker.js';

const brand = (id: string, name: string): BrandItem => ({
  id, name, category: 'brands/amenity/cafe', industry: 'cafe', wikidata: null, countries: ['001'], mapStoreCount: 3,
});
const starbucks = brand('starbucks-9ea3ba', 'Starbucks');
const subway = brand('subway-1a2b3c', 'Subway');
const monaco: BrandCountryItem = { countryId: 145, iso2: 'MC', name: 'Monaco', flag: null, mapStoreCount: 2 };
const singapore: BrandCountryItem = { countryId: 201, iso2: 'SG', name: 'Singapore', flag: null, mapStoreCount: 9 };
const monacoCity: BrandCityItem = { cityId: 7, name: 'Monaco', countryIso2: 'MC', mapStoreCount: 2 };
const preview: ReportPreview = { report: 'brand', target: 'Starbucks · Monaco', sections: [], datasets: [] };

function fakeApi(overrides: Partial<BrandPickerDeps['api']> = {}) {
  const searches: string[] = [];
  const previews: Array<{ id: string; scope: BrandScope }> = [];
  const api: BrandPickerDeps['api'] = {
    search: async (q) => {
      searches.push(q);
      return [starbucks, subway].filter((b) => b.name.toLowerCase().startsWith(q.toLowerCase()));
    },
    countries: async (id) => (id === starbucks.id ? [monaco, singapore] : [monaco]),
    cities: async (_id, iso2) => (iso2 === 'MC' ? [monacoCity] : []),
    preview: async (id, scope) => {
      previews.push({ id, scope });
      return preview;
    },
    ...overrides,
  };
  return { api, searches, previews };
}

describe('brand picker model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a brand first, then for a city, before showing the preview', async () => {
    const { api, previews } = fakeApi();
    const m = createBrandPickerModel({ api });
    expect(m.confirm()).toBeNull();
    expect(m.message.value).toBe('selectBrandFirst');
    await m.chooseBrand(starbucks);
    expect(m.confirm()).toBeNull();
    expect(m.message.value).toBe('chooseCountry');
    await m.chooseCountry(monaco);
    expect(m.confirm()).toBeNull();
    expect(m.message.value).toBe('chooseCity');
    m.chooseCity(monacoCity);
    expect(m.message.value).toBeNull();
    expect(m.confirm()).toEqual({ brand: starbucks, country: monaco, city: monacoCity });
    expect(m.stage.value).toBe('preview');
    await vi.runAllTimersAsync();
    expect(previews).toEqual([{ id: starbucks.id, scope: { countryIso2: 'MC', cityId: 7 } }]);
    expect(m.preview.value).toEqual({ status: 'ready', data: preview });
  });

  it('never asks to enter a city name: the city step is a list, and an empty filter is not an error', async () => {
    const { api } = fakeApi();
    const m = createBrandPickerModel({ api });
    await m.chooseBrand(starbucks);
    await m.chooseCountry(monaco);
    m.submitSearch();
    expect(m.message.value).toBeNull();
  });

  it('searches brands once typing pauses and clears the list when the box is emptied', async () => {
    const { api, searches } = fakeApi();
    const m = createBrandPickerModel({ api, searchDelayMs: 250 });
    m.setQuery('S');
    m.setQuery('St');
    m.setQuery('Sta');
    await vi.advanceTimersByTimeAsync(249);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches).toEqual(['Sta']);
    expect(m.brandOptions.value).toEqual([starbucks]);
    m.setQuery('');
    await vi.advanceTimersByTimeAsync(250);
    expect(searches).toEqual(['Sta']);
    expect(m.brandOptions.value).toEqual([]);
    m.setQuery('Sub');
    m.submitSearch();
    await vi.advanceTimersByTimeAsync(0);
    expect(searches).toEqual(['Sta', 'Sub']);
  });

  it('skips the country step for a brand mapped in one country only', async () => {
    const { api } = fakeApi();
    const m = createBrandPickerModel({ api });
    await m.chooseBrand(subway);
    expect(m.country.value).toEqual(monaco);
    expect(m.step.value).toBe('city');
    expect(m.cityOptions.value).toEqual([monacoCity]);
  });

  it('reports each failed list with its own message and retries it', async () => {
    let fail = true;
    const { api } = fakeApi({ search: async () => (fail ? Promise.reject(new Error('500')) : [starbucks]) });
    const m = createBrandPickerModel({ api, searchDelayMs: 0 });
    m.setQuery('Star');
    await vi.runAllTimersAsync();
    expect(m.failure.value).toBe('brandsFailed');
    fail = false;
    await m.retry();
    expect(m.failure.value).toBeNull();
    expect(m.brandOptions.value).toEqual([starbucks]);

    const countries = createBrandPickerModel({ api: fakeApi({ countries: () => Promise.reject(new Error('x')) }).api });
    await countries.chooseBrand(starbucks);
    expect(countries.failure.value).toBe('countriesFailed');
    const cities = createBrandPickerModel({ api: fakeApi({ cities: () => Promise.reject(new Error('x')) }).api });
    await cities.chooseBrand(starbucks);
    await cities.chooseCountry(monaco);
    expect(cities.failure.value).toBe('citiesFailed');
  });

  it('takes the brand chosen in the native picker and continues on the web picker', async () => {
    const { api } = fakeApi();
    const m = createBrandPickerModel({ api, pickNative: async () => ({ brandId: starbucks.id, name: 'Starbucks' }) });
    await m.start();
    expect(m.brand.value).toEqual(starbucks);
    expect(m.step.value).toBe('country');
    const fallback = createBrandPickerModel({ api, pickNative: () => Promise.reject(new Error('unavailable')) });
    await fallback.start();
    expect(fallback.brand.value).toBeNull();
    expect(fallback.step.value).toBe('brand');
  });
});
