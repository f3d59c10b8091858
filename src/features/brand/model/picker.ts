import { signal, type ReadonlySignal } from '@preact/signals';
import type { BrandCityItem, BrandCountryItem, BrandItem, ReportPreview } from '../../../../contracts/geo.js';
import type { BrandChoice } from '../../../platform/bridge/actions.js';
import { createRemote, dataOf } from '../../../ui/remote-data.js';
import { createSteppedPicker } from '../../../ui/stepped-picker.js';
import type { BrandApi, BrandScope } from '../api.js';

export type BrandPickerStep = 'brand' | 'country' | 'city';
/** Keys of the `brand.picker` messages (word for word in English). */
/** Each message names what is missing and where to choose it: the country and city steps are lists, not text fields. */
export type BrandPickerMessage = 'selectBrandFirst' | 'chooseCountry' | 'chooseCity';
export type BrandPickerFailure = 'brandsFailed' | 'countriesFailed' | 'citiesFailed';

export interface BrandPickerDeps {
  api: Pick<BrandApi, 'search' | 'countries' | 'cities' | 'preview'>;
  /** The native app's selectBrand picker; absent outside the app. Rejects when the app lacks the action. */
  pickNative?: () => Promise<BrandChoice | null>;
  searchDelayMs?: number;
}

export interface BrandSelection {
  brand: BrandItem;
  country: BrandCountryItem;
  city: BrandCityItem;
}

/** The report scope of a finished selection (query of the preview and report calls, and of the report route). */
export function scopeOf(selection: Pick<BrandSelection, 'country' | 'city'>): BrandScope {
  return { countryIso2: selection.country.iso2, cityId: selection.city.cityId };
}

/**
 * The brand picker's three lists and the stepped picker over them: brands searched on the server as the user types,
 * countries and cities filtered on the device. The country step needs a brand, the city step a brand and a country.
 */
function createBrandSteps(
  api: BrandPickerDeps['api'],
  searchDelayMs: number | undefined,
  chosen: { brand: ReadonlySignal<BrandItem | null>; country: ReadonlySignal<BrandCountryItem | null> },
) {
  const brands = createRemote<BrandItem[]>();
  const countries = createRemote<BrandCountryItem[]>();
  const cities = createRemote<BrandCityItem[]>();

  const picker = createSteppedPicker<BrandPickerStep, BrandPickerFailure, BrandPickerMessage, ReportPreview>({
    steps: {
      brand: {
        list: brands,
        failed: 'brandsFailed',
        search: (q) => {
          if (q) void brands.run(() => api.search(q));
          else brands.reset();
        },
      },
      country: { list: countries, failed: 'countriesFailed', reachable: () => !!chosen.brand.value },
      city: { list: cities, failed: 'citiesFailed', reachable: () => !!chosen.brand.value && !!chosen.country.value },
    },
    searchDelayMs,
  });

  return {
    brands,
    countries,
    cities,
    picker,
    brandOptions: picker.optionsOf(brands),
    countryOptions: picker.optionsOf(countries, (c) => [c.name, c.iso2]),
    cityOptions: picker.optionsOf(cities, (c) => [c.name]),
  };
}

/**
 * Brand picker ("Brand picker: brand, country, city") and the report preview it ends on. Brands are searched
 * on the server as the user types; the countries and cities offered are those where Lokasi's map data has the brand.
 */
export function createBrandPickerModel({ api, pickNative, searchDelayMs }: BrandPickerDeps) {
  const brand = signal<BrandItem | null>(null);
  const country = signal<BrandCountryItem | null>(null);
  const city = signal<BrandCityItem | null>(null);

  const { brands, countries, cities, picker, ...options } = createBrandSteps(api, searchDelayMs, { brand, country });
  const { model, enterStep, say } = picker;

  async function chooseBrand(b: BrandItem) {
    brand.value = b;
    country.value = null;
    city.value = null;
    cities.reset();
    enterStep('country');
    const ok = await countries.run(() => api.countries(b.id));
    const list = dataOf(countries.state.value);
    // One country only: nothing to choose, go on to its cities.
    if (ok && brand.value === b && list?.length === 1) await chooseCountry(list[0]!);
  }

  async function chooseCountry(c: BrandCountryItem) {
    const b = brand.value;
    if (!b) return;
    country.value = c;
    city.value = null;
    enterStep('city');
    await cities.run(() => api.cities(b.id, c.iso2));
  }

  function chooseCity(c: BrandCityItem) {
    city.value = c;
    say(null);
  }

  /** "Continue": a brand first, then a city; then the report preview is shown. */
  function confirm(): BrandSelection | null {
    const b = brand.value;
    const c = country.value;
    const ci = city.value;
    if (!b) {
      say('selectBrandFirst');
      return null;
    }
    if (!c || !ci) {
      say(c ? 'chooseCity' : 'chooseCountry');
      return null;
    }
    const selection = { brand: b, country: c, city: ci };
    picker.showPreview(() => api.preview(b.id, scopeOf(selection)));
    return selection;
  }

  /** Offers the native brand picker when the app has one; its choice fills the brand step, the web picker goes on. */
  async function start() {
    if (!pickNative || brand.value) return;
    await picker.withNativePicker(async () => {
      const choice = await pickNative();
      if (choice) await applyNativeChoice(choice);
    });
  }

  async function applyNativeChoice(choice: BrandChoice) {
    picker.query.value = choice.name;
    await brands.run(() => api.search(choice.name));
    const found = dataOf(brands.state.value)?.find((b) => b.id === choice.brandId);
    if (found) await chooseBrand(found);
  }

  return {
    ...model,
    brands: brands.state,
    countries: countries.state,
    cities: cities.state,
    brand,
    country,
    city,
    ...options, // brandOptions, countryOptions, cityOptions: each list as shown
    start,
    chooseBrand,
    chooseCountry,
    chooseCity,
    confirm,
  };
}

export type BrandPickerModel = ReturnType<typeof createBrandPickerModel>;
