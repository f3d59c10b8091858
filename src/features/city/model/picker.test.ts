import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityItem, CountryItem, ReportPreview, StateItem } from '../../../../contracts/geo.js';
import type { CitySearch } from '../api.js';
import { createCityPickerModel, type CityPickerDeps } from './picker.js';

const singapore: CountryItem = { id: 201, iso2: 'SG', name: 'Singapore', nameIsFallback: false, flag: null, currency: 'SGD', cityCount: 1 };
const malaysia: CountryItem = { id: 132, iso2: 'MY', name: 'Malaysia', nameIsFallback: false, flag: null, currency: 'MYR', cityCount: 3 };
const saoTome: CountryItem = { id: 193, iso2: 'ST', name: 'São Tomé and Príncipe', nameIsFallback: false, flag: null, currency: 'STN', cityCount: 2 };
const selangor: StateItem = { id: 1949, countryId: 132, code: 'MY-10', name: 'Selangor', type: 'state', cityCount: 2 };
const city = (id: number, name: string, country = malaysia): CityItem => ({
  id, name, nameIsFallback: false, nameEn: name, stateId: null, stateName: null, countryId: country.id, countryIso2: country.iso2,
  countryName: country.name, lat: 3, lon: 101, population: null, isCountry: false, localData: null,
});
const shahAlam = city(1, 'Shah Alam');
const klang = city(2, 'Klang');
const preview: ReportPreview = { report: 'city', target: 'Shah Alam', sections: [], datasets: [] };

function fakeApi(overrides: Partial<CityPickerDeps['api']> = {}) {
  const citySearches: CitySearch[] = [];
  const api: CityPickerDeps['api'] = {
    countries: async () => [singapore, malaysia, saoTome],
    states: async (countryId) => (countryId === malaysia.id ? [selangor] : []),
    cities: async (search) => {
      citySearches.push(search);
      return [shahAlam, klang].filter((c) => !search.q || c.name.toLowerCase().includes(search.q.toLowerCase()));
    },
    city: async (id) => [shahAlam, klang].find((c) => c.id === id)!,
    preview: async () => preview,
    ...overrides,
  };
  return { api, citySearches };
}

describe('city picker model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a city before continuing, whatever step the user is on', async () => {
    const { api } = fakeApi();
    const m = createCityPickerModel({ api });
    await m.start();
    expect(m.confirm()).toBeNull();
    expect(m.message.value).toBe('selectCityFirst');
    await m.chooseCountry(malaysia);
    expect(m.confirm()).toBeNull();
    expect(m.message.value).toBe('selectCityFirst');
    expect(m.stage.value).toBe('pick');
  });

  it('asks for a city name when an empty search is submitted on the city step', async () => {
    const { api } = fakeApi();
    const m = createCityPickerModel({ api });
    await m.start();
    await m.chooseCountry(malaysia);
    m.chooseState(selangor);
    m.setQuery('   ');
    m.submitSearch();
    expect(m.message.value).toBe('enterCityName');
    m.setQuery('K');
    expect(m.message.value).toBeNull();
  });

  it('walks country → state → city and shows the preview of the chosen city', async () => {
    const { api, citySearches } = fakeApi();
    const m = createCityPickerModel({ api });
    await m.start();
    await m.chooseCountry(malaysia);
    expect(m.step.value).toBe('state');
    expect(m.stateOptions.value).toEqual([selangor]);
    m.chooseState(selangor);
    await vi.runAllTimersAsync();
    expect(citySearches.at(-1)).toEqual({ countryId: malaysia.id, stateId: selangor.id });
    m.chooseCity(klang);
    expect(m.confirm()).toEqual(klang);
    expect(m.stage.value).toBe('preview');
    await vi.runAllTimersAsync();
    expect(m.preview.value).toEqual({ status: 'ready', data: preview });
  });

  it('goes straight to the cities of a country that has no states/provinces', async () => {
    const { api } = fakeApi();
    const m = createCityPickerModel({ api });
    await m.start();
    await m.chooseCountry(singapore);
    expect(m.step.value).toBe('city');
    expect(m.state.value).toBeNull();
  });

  it('filters countries on the device, ignoring case and accents', async () => {
    const { api } = fakeApi();
    const m = createCityPickerModel({ api });
    await m.start();
    m.setQuery('sao tome');
    expect(m.countryOptions.value.map((c) => c.iso2)).toEqual(['ST']);
    m.setQuery('MY');
    expect(m.countryOptions.value.map((c) => c.iso2)).toEqual(['MY']);
  });

  it('searches cities once typing pauses, not on every keystroke, and Enter searches at once', async () => {
    const { api, citySearches } = fakeApi();
    const m = createCityPickerModel({ api, searchDelayMs: 250 });
    await m.start();
    await m.chooseCountry(malaysia);
    m.chooseState(null);
    await vi.runAllTimersAsync();
    const before = citySearches.length;
    m.setQuery('K');
    m.setQuery('Kl');
    m.setQuery('Kla');
    await vi.advanceTimersByTimeAsync(200);
    expect(citySearches.length).toBe(before);
    await vi.advanceTimersByTimeAsync(60);
    expect(citySearches.slice(before)).toEqual([{ countryId: malaysia.id, q: 'Kla' }]);
    expect(m.cityOptions.value).toEqual([klang]);
    m.setQuery('Shah');
    m.submitSearch();
    await vi.advanceTimersByTimeAsync(0);
    expect(citySearches.at(-1)).toEqual({ countryId: malaysia.id, q: 'Shah' });
    await vi.advanceTimersByTimeAsync(500);
    expect(citySearches.filter((s) => s.q === 'Shah')).toHaveLength(1);
  });

  it('keeps the answer of the latest search when an older one arrives late', async () => {
    const slow: Record<string, (items: CityItem[]) => void> = {};
    const { api } = fakeApi({ cities: (s) => new Promise((resolve) => (slow[s.q ?? ''] = resolve)) });
    const m = createCityPickerModel({ api, searchDelayMs: 10 });
    await m.start();
    await m.chooseCountry(singapore);
    m.setQuery('Sh');
    await vi.advanceTimersByTimeAsync(20);
    m.setQuery('Kl');
    await vi.advanceTimersByTimeAsync(20);
    slow.Kl!([klang]);
    slow.Sh!([shahAlam]);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.cityOptions.value).toEqual([klang]);
  });

  it('reports a failed country list and recovers on retry', async () => {
    let fail = true;
    const { api } = fakeApi({ countries: async () => (fail ? Promise.reject(new Error('500')) : [malaysia]) });
    const m = createCityPickerModel({ api });
    await m.start();
    expect(m.failure.value).toBe('countriesFailed');
    fail = false;
    await m.retry();
    expect(m.failure.value).toBeNull();
    expect(m.countryOptions.value).toEqual([malaysia]);
  });

  it('reports a failed state/province or city list as such', async () => {
    const { api } = fakeApi({ states: () => Promise.reject(new Error('503')) });
    const m = createCityPickerModel({ api });
    await m.start();
    await m.chooseCountry(malaysia);
    expect(m.failure.value).toBe('citiesFailed');

    const cityFailure = createCityPickerModel({ api: fakeApi({ cities: () => Promise.reject(new Error('timeout')) }).api });
    await cityFailure.start();
    await cityFailure.chooseCountry(singapore);
    await vi.runAllTimersAsync();
    expect(cityFailure.step.value).toBe('city');
    expect(cityFailure.failure.value).toBe('citiesFailed');
  });

  it('uses the native picker when the app has one and goes to the preview of its city', async () => {
    const { api } = fakeApi();
    const m = createCityPickerModel({ api, pickNative: async () => ({ countryCode: 'my', country: 'Malaysia', city: 'klang' }) });
    await m.start();
    expect(m.stage.value).toBe('preview');
    expect(m.city.value).toEqual(klang);
    expect(m.nativeBusy.value).toBe(false);
  });

  it('falls back to the web picker when the native picker is unavailable or dismissed', async () => {
    const { api } = fakeApi();
    const unavailable = createCityPickerModel({ api, pickNative: () => Promise.reject(new Error('unknown_action')) });
    await unavailable.start();
    expect(unavailable.stage.value).toBe('pick');
    expect(unavailable.countryOptions.value).toHaveLength(3);
    const dismissed = createCityPickerModel({ api, pickNative: async () => null });
    await dismissed.start();
    expect(dismissed.stage.value).toBe('pick');
  });
});
