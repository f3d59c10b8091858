import { describe, expect, it, vi } from 'vitest';
import type { IndustryItem } from '../../../../contracts/area.js';
import type { CityItem } from '../../../../contracts/geo.js';
import { createPickerModel } from './picker.js';
import { RECOMMENDATION } from './fixture.js';

const SINGAPORE = { id: 1880252, name: 'Singapore', nameEn: 'Singapore', countryIso2: 'SG', countryName: 'Singapore' } as CityItem;
const CAFE: IndustryItem = { key: 'cafe', name: 'Café', group: 'food', groupName: 'Food' };

function setup(existingId: string | null = null, example = false) {
  const api = {
    cities: vi.fn(async () => [SINGAPORE]),
    brands: vi.fn(async () => []),
    industries: vi.fn(async () => [CAFE]),
    price: vi.fn(async () => ({ cost: existingId || example ? 0 : 1, balance: 3, existingId, example })),
    create: vi.fn(async () => RECOMMENDATION),
  };
  return { m: createPickerModel({ api }), api };
}

describe('the recommendation picker', () => {
  it('asks for a city and an industry before anything else', async () => {
    const { m, api } = setup();
    expect(await m.next()).toBeNull();
    expect(m.shownProblems.value).toEqual(['city', 'industry']);
    expect(api.price).not.toHaveBeenCalled();
  });

  it('shows the price before any charge: Recommend asks the price, only the dialog’s confirmation creates', async () => {
    const { m, api } = setup();
    await m.loadIndustries();
    await m.searchCities('Singap');
    m.chooseCity(SINGAPORE);
    m.chooseIndustry('cafe');
    expect(await m.next()).toEqual({ kind: 'confirm', price: { cost: 1, balance: 3, existingId: null, example: false } });
    expect(api.price).toHaveBeenCalledWith({ cityId: 1880252, industry: 'cafe', brandId: null });
    expect(api.create).not.toHaveBeenCalled();
    expect(await m.create()).toBe(RECOMMENDATION);
  });

  it('opens the one already bought without a dialog or a charge', async () => {
    const { m, api } = setup('rec-0000000001');
    await m.loadIndustries();
    m.chooseCity(SINGAPORE);
    m.chooseIndustry('cafe');
    expect(await m.next()).toEqual({ kind: 'open', id: 'rec-0000000001' });
    expect(api.create).not.toHaveBeenCalled();
  });

  it('confirms the free example\'s request at no cost, saying it is the example, before anything is made', async () => {
    const { m, api } = setup(null, true);
    await m.loadIndustries();
    m.chooseCity(SINGAPORE);
    m.chooseIndustry('cafe');
    expect(await m.next()).toEqual({ kind: 'confirm', price: { cost: 0, balance: 3, existingId: null, example: true } });
    expect(api.create).not.toHaveBeenCalled();
  });
});
