import { describe, expect, it, vi } from 'vitest';
import type { IndustryItem, PlaceItem } from '../../../../contracts/area.js';
import type { BrandItem, CityItem } from '../../../../contracts/geo.js';
import { ApiError, CREDITS_INSUFFICIENT } from '../../../api/errors.js';
import { createRelayModel, type ChatLine } from './relay.js';
import { createRelayFollower } from './relay-stream.js';

const city = (id: number, name: string, countryName: string, countryIso2: string) =>
  ({ id, name, nameEn: name, nameIsFallback: false, stateId: null, stateName: null, countryId: 1, countryIso2, countryName, lat: 1.3, lon: 103.8 }) as CityItem;
const SINGAPORE = city(1880252, 'Singapore', 'Singapore', 'SG');
const brand = (id: string, name: string, industry: string | null) => ({ id, name, category: 'brands/amenity/cafe', industry, wikidata: null }) as BrandItem;
const CAFE: IndustryItem = { key: 'cafe', name: 'Café', group: 'food', groupName: 'Food' };
const RAFFLES: PlaceItem = { kind: 'planning area', name: 'Downtown Core', detail: null, lat: 1.2839, lon: 103.8515, countryCode: 'SG' };

function setup({ balance = 5, cost = 1 } = {}) {
  const api = {
    cities: vi.fn(async (q: string) => [SINGAPORE, city(2, 'Singapore', 'United States', 'US')].filter((c) => c.name.toLowerCase().startsWith(q.toLowerCase()))),
    brands: vi.fn(async (q: string) => [brand('starbucks-1', 'Starbucks', 'cafe'), brand('starbucks-r', 'Starbucks Reserve', 'cafe')].filter((b) => b.name.toLowerCase().startsWith(q.toLowerCase()))),
    industries: vi.fn(async () => [CAFE]),
    places: vi.fn(async () => [RAFFLES]),
    price: vi.fn(async () => ({ cost, balance, existingId: null, example: false })),
    startRelay: vi.fn(async () => ({ runId: 'run-1', events: [], report: null, error: null })),
  };
  const follower = createRelayFollower({ openEvents: null, poll: async () => ({ runId: 'run-1', events: [], report: null, error: null }), wait: () => new Promise(() => undefined) });
  const m = createRelayModel({ api, follower });
  const said = () => m.lines.value.filter((l): l is Extract<ChatLine, { say: string }> => 'say' in l).map((l) => l.say);
  return { m, api, said };
}

describe('the report relay conversation', () => {
  it('asks for the country with the city, and takes only a city the search resolves in that country', async () => {
    const { m, said } = setup();
    await m.answerCity('Singapore');
    expect(said().slice(-1)[0]).toBe('needCountry');
    await m.answerCity('Atlantis, Greece');
    expect(said().slice(-1)[0]).toBe('cityNotFound');
    await m.answerCity('singapore, SINGAPORE');
    expect(said().slice(-2)).toEqual(['cityOk', 'askBrand']);
    expect(m.step.value).toBe('brand');
  });

  it('takes the brand by its full name, offers the matches for a partial one, and the brand’s industry', async () => {
    const { m, said } = setup();
    await m.answerCity('Singapore, SG');
    await vi.waitFor(() => expect(m.industries.value).toHaveLength(1));
    await m.answerBrand('Star');
    expect(said().slice(-1)[0]).toBe('brandPick');
    expect(m.choices.value?.items).toHaveLength(2);
    await m.answerBrand('starbucks');
    expect(said().slice(-2)).toEqual(['brandOk', 'askKind']);
    expect(m.step.value).toBe('kind');
  });

  it('shows the price before starting a recommendation, and starts only on confirmation', async () => {
    const { m, api, said } = setup();
    await m.answerCity('Singapore, Singapore');
    m.chooseBrand(null);
    m.chooseIndustry(CAFE);
    m.chooseKind('recommendation', 'Recommend sites');
    await vi.waitFor(() => expect(m.step.value).toBe('confirm'));
    expect(said().slice(-1)[0]).toBe('price');
    expect(m.price.value).toMatchObject({ cost: 1, balance: 5 });
    expect(api.price).toHaveBeenCalledWith({ kind: 'recommendation', cityId: 1880252, industry: 'cafe', brandId: null });
    expect(api.startRelay).not.toHaveBeenCalled();
    await m.start();
    expect(api.startRelay).toHaveBeenCalledWith({ kind: 'recommendation', cityId: 1880252, industry: 'cafe', brandId: null });
    expect(m.step.value).toBe('running');
  });

  it('says the free example\'s request costs nothing before starting it', async () => {
    const { m, api, said } = setup();
    api.price.mockResolvedValue({ cost: 0, balance: 5, existingId: null, example: true });
    await m.answerCity('Singapore, Singapore');
    m.chooseBrand(null);
    m.chooseIndustry(CAFE);
    m.chooseKind('recommendation', 'Recommend sites');
    await vi.waitFor(() => expect(m.step.value).toBe('confirm'));
    expect(said().slice(-1)[0]).toBe('isExample');
    expect(m.insufficient.value).toBe(false);
  });

  it('asks for the point of an analysis through the place search, and shows the price the server quotes for it', async () => {
    const { m, api, said } = setup({ cost: 2 });
    await m.answerCity('Singapore, Singapore');
    m.chooseBrand(null);
    m.chooseIndustry(CAFE);
    m.chooseKind('analysis', 'AI analysis');
    expect(m.step.value).toBe('place');
    await m.answerPlace('Raffles');
    await vi.waitFor(() => expect(m.step.value).toBe('confirm'));
    expect(api.price).toHaveBeenCalledWith({ kind: 'analysis', cityId: 1880252, industry: 'cafe', brandId: null });
    expect(said().slice(-1)[0]).toBe('price');
    expect(m.lines.value.at(-1)).toMatchObject({ values: { cost: 2, balance: 5 } });
    await m.start();
    expect(api.startRelay).toHaveBeenCalledWith(expect.objectContaining({ kind: 'analysis', lat: RAFFLES.lat, lon: RAFFLES.lon, radius: 500 }));
  });

  it('never starts with too few credits, and says so when the server refuses for credits', async () => {
    const poor = setup({ balance: 0 });
    await poor.m.answerCity('Singapore, Singapore');
    poor.m.chooseBrand(null);
    poor.m.chooseIndustry(CAFE);
    poor.m.chooseKind('recommendation', 'Recommend');
    await vi.waitFor(() => expect(poor.m.insufficient.value).toBe(true));
    expect(poor.said().slice(-1)[0]).toBe('tooFew');
    await poor.m.start();
    expect(poor.api.startRelay).not.toHaveBeenCalled();
    // Back from Get Credits with a balance: quoted again, and it starts.
    poor.api.price.mockResolvedValue({ cost: 1, balance: 5, existingId: null, example: false });
    await poor.m.requote();
    expect(poor.m.insufficient.value).toBe(false);
    await poor.m.start();
    expect(poor.api.startRelay).toHaveBeenCalledTimes(1);

    const raced = setup();
    raced.api.startRelay.mockRejectedValueOnce(new ApiError(CREDITS_INSUFFICIENT, 409, 'Insufficient credits'));
    await raced.m.answerCity('Singapore, Singapore');
    raced.m.chooseBrand(null);
    raced.m.chooseIndustry(CAFE);
    raced.m.chooseKind('recommendation', 'Recommend');
    await vi.waitFor(() => expect(raced.m.step.value).toBe('confirm'));
    await raced.m.start();
    expect(raced.m.insufficient.value).toBe(true);
    expect(raced.m.step.value).toBe('confirm');
  });
});
