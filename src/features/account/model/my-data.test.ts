import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaQuery } from '../../../../contracts/area.js';
import type { RecommendationList } from '../../../../contracts/recommendation.js';
import { openSavedReports, type SavedReports } from '../../../platform/saved-reports/store.js';
import { createMyDataModel } from './my-data.js';

const query = (id: string, createdAt: string, placeName: string | null): AreaQuery => ({
  id, lat: 1.3521, lon: 103.8198, radius: 500, industry: 'cafe', countryCode: 'SG', placeName, brandId: null, createdAt, dataVersion: '2026-11-01',
});
const recommendation = (id: string, createdAt: string) => ({
  id, city: { id: 1880252, name: 'Singapore', countryCode: 'SG' }, industry: { key: 'cafe', name: 'Cafe' }, brand: null, createdAt, dataVersion: '2026-11-02', sites: [], heat: [], method: '',
});
const listed: RecommendationList['items'] = [
  { id: 'rec-server', city: 'Kuala Lumpur', industry: 'Cafe', brand: 'Starbucks', createdAt: '2026-11-25T08:00:00.000Z', dataVersion: '2026-11-02' },
  { id: 'rec-both', city: 'Singapore', industry: 'Cafe', brand: null, createdAt: '2026-11-20T08:00:00.000Z', dataVersion: '2026-11-02' },
];

const dataset = (id: string, vintage: string) => ({ id, name: id, source: id, licence: 'CC BY 4.0', vintage });
const singapore = { city: { id: 1880252, name: 'Singapore' }, datasets: [dataset('wdi', '2024'), dataset('census', '2020'), dataset('gdp', '2024')] };
const starbucks = { brand: { id: 'starbucks-9ea3ba', name: 'Starbucks' }, scope: { countryIso2: 'SG', cityId: null }, datasets: [dataset('osm', '2026-07-10')] };

/** Keeps an answer as the report screens do, at `at`: the date my data lists it with. */
async function keepAt(reports: SavedReports, at: string, kind: string, id: string, answer: unknown): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  try {
    await reports.putDocument(kind, id, 'en', answer);
  } finally {
    vi.useRealTimers();
  }
}

/** The server's list of saved queries cannot be reached: the device's list stands. No marks (no storage for them). */
const offlineQueries = { savedQueries: () => Promise.reject(new Error('offline')), removeQuery: () => Promise.reject(new Error('offline')), marks: () => Promise.reject(new Error('no storage')) };

let db = 0;
const open: SavedReports[] = [];
async function store(): Promise<SavedReports> {
  const reports = await openSavedReports(`my-data-test-${++db}`);
  open.push(reports);
  await reports.put(query('q-old', '2026-11-20T10:00:00.000Z', 'Bishan'));
  await reports.put(query('q-new', '2026-11-22T10:00:00.000Z', null));
  await reports.markUnlocked('q-old', 'population');
  await reports.putAnalysis('q-old', 'th', { narrative: 'kept' });
  await reports.putDocument('recommendation', 'rec-both', 'en', recommendation('rec-both', '2026-11-20T08:00:00.000Z'));
  await reports.putDocument('recommendation', 'rec-here', 'en', recommendation('rec-here', '2026-11-24T08:00:00.000Z'));
  await reports.putDocument('recommendation', 'example', 'en', recommendation('example', '2026-11-01T08:00:00.000Z'));
  return reports;
}

describe('my data', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('lists saved queries, their kept analyses and the account\u2019s recommendations with those kept here, newest first', async () => {
    const reports = await store();
    const model = createMyDataModel({ store: async () => reports, recommendations: async () => listed, ...offlineQueries });
    expect(model.loading.value).toBe(true);
    await model.load();
    expect(model.loading.value).toBe(false);

    expect(model.items.intelligence.value.map((i) => [i.kind, i.id, i.place, i.unlocked, i.to])).toEqual([
      ['area', 'q-new', null, 0, '/report/data-query/q-new'],
      ['area', 'q-old', 'Bishan', 1, '/report/data-query/q-old'],
    ]);
    expect(model.items.evaluation.value.map((i) => [i.kind, i.id, i.lang, i.dataVersion, i.to])).toEqual([['ai-analysis', 'q-old', 'th', '2026-11-01', '/report/ai-analysis/q-old']]);
    // The example is no report of the user's; one kept here and listed by the server is listed once, as kept here.
    expect(model.items.scout.value.map((i) => [i.kind, i.id, i.place, i.about, i.onDevice])).toEqual([
      ['recommendation', 'rec-server', 'Kuala Lumpur', 'Cafe · Starbucks', false],
      ['recommendation', 'rec-here', 'Singapore', 'Cafe', true],
      ['recommendation', 'rec-both', 'Singapore', 'Cafe', true],
    ]);
    expect(model.items.scout.value[0]!.to).toBe('/report/location-recommendation/rec-server');
  });

  it('lists the city and brand reports kept on this device beside the data queries: name, date kept, data version, export id', async () => {
    const reports = await store();
    await keepAt(reports, '2026-11-21T12:00:00.000Z', 'city', '/report/city/1880252', singapore);
    await keepAt(reports, '2026-11-23T12:00:00.000Z', 'brand', '/report/brand-details/starbucks-9ea3ba?countryIso2=SG', starbucks);
    await keepAt(reports, '2026-11-19T12:00:00.000Z', 'brand', '/report/brand-details/starbucks-9ea3ba', { ...starbucks, scope: { countryIso2: null, cityId: null } });
    const model = createMyDataModel({ store: async () => reports, recommendations: async () => [], ...offlineQueries });
    await model.load();

    expect(model.items.intelligence.value.map((i) => [i.kind, i.id, i.place, i.createdAt, i.dataVersion, i.to, i.onDevice])).toEqual([
      // The export id carries the scope the report was kept for: its PDF is Singapore's stores, not the whole brand's.
      ['brand', 'starbucks-9ea3ba?countryIso2=SG', 'Starbucks', '2026-11-23T12:00:00.000Z', '2026-07-10', '/report/brand-details/starbucks-9ea3ba?countryIso2=SG', true],
      ['area', 'q-new', null, '2026-11-22T10:00:00.000Z', '2026-11-01', '/report/data-query/q-new', true],
      ['city', '1880252', 'Singapore', '2026-11-21T12:00:00.000Z', '2024; 2020', '/report/city/1880252', true],
      ['area', 'q-old', 'Bishan', '2026-11-20T10:00:00.000Z', '2026-11-01', '/report/data-query/q-old', true],
      ['brand', 'starbucks-9ea3ba', 'Starbucks', '2026-11-19T12:00:00.000Z', '2026-07-10', '/report/brand-details/starbucks-9ea3ba', true],
    ]);
  });

  it('lists a report kept while the screen is open', async () => {
    const reports = await store();
    const model = createMyDataModel({ store: async () => reports, recommendations: async () => [], ...offlineQueries });
    await model.load();
    expect(model.items.intelligence.value.map((i) => i.kind)).toEqual(['area', 'area']);
    await reports.putDocument('city', '/report/city/1880252', 'en', singapore);
    expect(model.items.intelligence.value.map((i) => [i.kind, i.place])).toContainEqual(['city', 'Singapore']);
  });

  it('takes the account\u2019s saved queries from the server: one made on another device is listed', async () => {
    const reports = await store();
    const other = query('q-other', '2026-11-23T10:00:00.000Z', 'Tampines');
    const model = createMyDataModel({ store: async () => reports, recommendations: async () => [], ...offlineQueries, savedQueries: async () => [{ ...other, unlocked: [] }], removeQuery: async () => undefined });
    await model.load();
    await vi.waitFor(() => expect(model.items.intelligence.value.map((i) => i.id)).toEqual(['q-other', 'q-new', 'q-old']));
  });

  it('offline, lists what this device keeps; without storage, what the server lists', async () => {
    const reports = await store();
    const offline = createMyDataModel({ store: async () => reports, recommendations: () => Promise.reject(new Error('offline')), ...offlineQueries });
    await offline.load();
    expect(offline.items.scout.value.map((i) => i.id)).toEqual(['rec-here', 'rec-both']);
    expect(offline.items.intelligence.value).toHaveLength(2);

    const noStorage = createMyDataModel({ store: () => Promise.reject(new Error('private mode')), recommendations: async () => listed, ...offlineQueries });
    await noStorage.load();
    expect(noStorage.items.intelligence.value).toEqual([]);
    expect(noStorage.items.scout.value.map((i) => [i.id, i.onDevice])).toEqual([['rec-server', false], ['rec-both', false]]);
  });

  it('lists the analyses the account paid for on another device (they open online) beside those kept here', async () => {
    const reports = await store();
    const paid = { ...query('q-paid', '2026-11-24T10:00:00.000Z', 'Tampines'), unlocked: ['ai-analysis' as const] };
    const model = createMyDataModel({ store: async () => reports, recommendations: async () => [], ...offlineQueries, savedQueries: async () => [paid], removeQuery: async () => undefined });
    await model.load();
    await vi.waitFor(() =>
      expect(model.items.evaluation.value.map((i) => [i.id, i.place, i.onDevice, i.lang, i.to])).toEqual([
        ['q-paid', 'Tampines', false, undefined, '/report/ai-analysis/q-paid'],
        ['q-old', 'Bishan', true, 'th', '/report/ai-analysis/q-old'],
      ]),
    );
  });

  it('lists the places marked, newest first, and unmarks one', async () => {
    const reports = await store();
    const syncs = vi.fn(async () => undefined);
    const marks = async () => ({ bookmarks: reports.bookmarks, removeBookmark: (id: string) => reports.removeBookmark(id), syncer: { now: syncs } });
    await reports.putBookmark({ lat: 1.28, lon: 103.85, name: 'Raffles Place', path: '/report/recommended-details?id=r&rank=1' });
    const model = createMyDataModel({ store: async () => reports, recommendations: async () => [], ...offlineQueries, marks });
    expect(model.marks.value).toEqual([]);
    await model.load();
    expect(syncs).toHaveBeenCalledOnce();
    expect(model.marks.value.map((m) => [m.name, m.path])).toEqual([['Raffles Place', '/report/recommended-details?id=r&rank=1']]);
    await model.unmark(model.marks.value[0]!.id);
    expect(model.marks.value).toEqual([]);
  });
});
