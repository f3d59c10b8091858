import { describe, expect, it } from 'vitest';
import type { AreaQuery, AreaQueryInput, PlaceItem } from '../../../contracts/area.js';
import { BridgeActionError } from '../../platform/bridge/errors.js';
import { createEntryModel, type EntryDeps } from './model.js';

const MARINA: PlaceItem = { kind: 'planning area', name: 'Downtown Core', detail: null, lat: 1.2868, lon: 103.8545, countryCode: 'SG' };

function deps(overrides: Partial<EntryDeps> = {}) {
  const sent: AreaQueryInput[] = [];
  const d: EntryDeps = {
    api: {
      industries: async () => [{ key: 'cafe', name: 'Café', group: 'food', groupName: 'Essen' }],
      places: async (q) => (q.toLowerCase().startsWith('down') ? [MARINA] : []),
      create: async (input) => {
        sent.push(input);
        return { id: 'q'.repeat(20), ...input, countryCode: 'SG', createdAt: '2026-11-23T07:00:00Z', dataVersion: '2026-11-01' } as AreaQuery;
      },
    },
    locate: async () => ({ latitude: 1.3521, longitude: 103.8198, accuracy: 20 }),
    pickIndustry: null,
    mapPointName: (lat, lon) => `Point on map ${lat}, ${lon}`,
    ...overrides,
  };
  return { d, sent };
}

describe('data query entry', () => {
  it('saves the device position with the chosen radius and industry and hands the saved query on', async () => {
    const saved: AreaQuery[] = [];
    const { d, sent } = deps({ saved: (q) => saved.push(q) });
    const m = createEntryModel(d);
    expect(m.canCreate.value).toBe(false);
    expect(await m.create()).toBeNull();
    await m.useDeviceLocation();
    await m.loadIndustries();
    m.setRadius(1000);
    m.chooseIndustry('cafe');
    expect(m.canCreate.value).toBe(true);
    const query = await m.create();
    expect(sent).toEqual([{ lat: 1.3521, lon: 103.8198, radius: 1000, industry: 'cafe', placeName: null }]);
    expect(query?.id).toBe('q'.repeat(20));
    expect(saved).toEqual([query]);
  });

  it('uses a searched place with its name, and ignores searches too short to mean a place', async () => {
    const { d, sent } = deps();
    const m = createEntryModel(d);
    expect(await m.search('d')).toBe(false);
    expect(m.places.value.status).toBe('idle');
    await m.search('down');
    expect(m.places.value).toEqual({ status: 'ready', data: [MARINA] });
    m.choosePlace(MARINA);
    expect(m.places.value.status).toBe('idle');
    m.chooseIndustry(null);
    await m.create();
    expect(sent[0]).toEqual({ lat: 1.2868, lon: 103.8545, radius: 500, industry: null, placeName: 'Downtown Core' });
  });

  it('keeps no place when the location permission is refused, and shows why', async () => {
    const { d } = deps({ locate: () => Promise.reject(new BridgeActionError('getLocation', 'permission_denied')) });
    const m = createEntryModel(d);
    expect(await m.useDeviceLocation()).toBe(false);
    expect(m.place.value).toBeNull();
    const state = m.location.value;
    expect(state.status === 'error' && (state.error as BridgeActionError).code).toBe('permission_denied');
  });

  it("takes the industry from the app's picker, and keeps it when the picker is dismissed", async () => {
    const answers = [{ key: 'bar', name: 'Bar' }, null];
    const m = createEntryModel(deps({ pickIndustry: async () => answers.shift() ?? null }).d);
    expect(m.inApp).toBe(true);
    await m.chooseIndustryInApp();
    await m.chooseIndustryInApp();
    expect(m.industry.value).toEqual({ key: 'bar', name: 'Bar' });
  });

  it('shows a refused save as an error and saves nothing twice while one save is on its way', async () => {
    let calls = 0;
    const { d } = deps();
    const m = createEntryModel({ ...d, api: { ...d.api, create: () => (calls++, Promise.reject(new Error('503'))) } });
    await m.useDeviceLocation();
    const first = m.create();
    expect(m.canCreate.value).toBe(false);
    expect(await m.create()).toBeNull();
    expect(await first).toBeNull();
    expect(calls).toBe(1);
    expect(m.creating.value.status).toBe('error');
  });

  it('takes a tap on the map as the point, named by its coordinates to the metre, in place of an earlier choice', async () => {
    const { d, sent } = deps();
    const m = createEntryModel(d);
    await m.search('down');
    m.choosePlace(MARINA);
    m.chooseOnMap({ lat: 1.2838512345, lon: 103.8512098765 });
    expect(m.place.value).toEqual({ source: 'map', lat: 1.28385, lon: 103.85121, name: 'Point on map 1.28385, 103.85121' });
    expect(m.canCreate.value).toBe(true);
    await m.create();
    expect(sent).toEqual([{ lat: 1.28385, lon: 103.85121, radius: 500, industry: null, placeName: 'Point on map 1.28385, 103.85121' }]);
  });
});
