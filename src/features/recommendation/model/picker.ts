import { computed, signal } from '@preact/signals';
import type { IndustryItem } from '../../../../contracts/area.js';
import type { BrandItem, CityItem } from '../../../../contracts/geo.js';
import type { Recommendation, RecommendationInput, RecommendationPrice } from '../../../../contracts/recommendation.js';
import { createSearch } from '../../../ui/place-entry/model.js';
import { createRemote } from '../../../ui/remote-data.js';
import type { RecommendationApi } from '../api.js';

export interface PickerDeps {
  api: Pick<RecommendationApi, 'cities' | 'brands' | 'industries' | 'price' | 'create'>;
}

export type PickerProblem = 'city' | 'industry';

/**
 * What the Recommend button leads to: the saved one (no charge), or the confirm dialog with the price (0 and said so
 * when the request is the free example's).
 */
export type PickerNext = { kind: 'open'; id: string } | { kind: 'confirm'; price: RecommendationPrice } | null;

/**
 * The recommendation picker (`/report/location-recommendation` without an id): the city (searched by name),
 * the industry and an optional brand. The price (`GET /v1/recommendations/price`) is asked and shown before any charge;
 * a request already bought opens its saved answer without a dialog; one equal to the free example confirms at no cost.
 */
export function createPickerModel({ api }: PickerDeps) {
  const city = signal<CityItem | null>(null);
  const industry = signal<IndustryItem | null>(null);
  const brand = signal<BrandItem | null>(null);
  const cities = createSearch(api.cities);
  const brands = createSearch(api.brands);
  const industries = createRemote<IndustryItem[]>();
  const price = createRemote<RecommendationPrice>();
  const tried = signal(false);

  const problems = computed<PickerProblem[]>(() => [
    ...(city.value === null ? (['city'] as const) : []),
    ...(industry.value === null ? (['industry'] as const) : []),
  ]);
  const input = (): RecommendationInput | null =>
    city.value && industry.value ? { cityId: city.value.id, industry: industry.value.key, brandId: brand.value?.id ?? null } : null;

  /** Asks the price of what is chosen; the screen shows the dialog (or opens the saved one) from the answer. */
  async function next(): Promise<PickerNext> {
    tried.value = true;
    const chosen = input();
    if (!chosen) return null;
    if (!(await price.run(() => api.price(chosen)))) return null;
    const answer = price.state.value.status === 'ready' ? price.state.value.data : null;
    if (!answer) return null;
    return answer.existingId ? { kind: 'open', id: answer.existingId } : { kind: 'confirm', price: answer };
  }

  return {
    city,
    industry,
    brand,
    cities: cities.state,
    brands: brands.state,
    industries: industries.state,
    price: price.state,
    shownProblems: computed(() => (tried.value ? problems.value : [])),
    searchCities: cities.search,
    searchBrands: brands.search,
    loadIndustries: () => industries.run(api.industries),
    chooseCity(item: CityItem) {
      city.value = item;
      cities.reset();
    },
    chooseIndustry(key: string) {
      const list = industries.state.value;
      industry.value = list.status === 'ready' ? list.data.find((i) => i.key === key) ?? null : null;
    },
    chooseBrand(item: BrandItem) {
      brand.value = item;
      brands.reset();
      const list = industries.state.value;
      // A brand maps to an industry: taken when none is chosen yet.
      if (industry.value === null && item.industry && list.status === 'ready') industry.value = list.data.find((i) => i.key === item.industry) ?? null;
    },
    clearBrand: () => void (brand.value = null),
    next,
    /** Spends the credit (the dialog's Analyze): the recommendation made. */
    create(): Promise<Recommendation> {
      const chosen = input();
      if (!chosen) return Promise.reject(new Error('Nothing chosen'));
      return api.create(chosen);
    },
  };
}

export type PickerModel = ReturnType<typeof createPickerModel>;
