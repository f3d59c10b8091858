import { signal } from '@preact/signals';
import type { CityItem, CountryItem, ReportPreview, StateItem } from '../../../../contracts/geo.js';
import type { CityChoice } from '../../../platform/bridge/actions.js';
import { createRemote, dataOf } from '../../../ui/remote-data.js';
import { createSteppedPicker } from '../../../ui/stepped-picker.js';
import { foldText } from '../../../ui/text-match.js';
import type { CityApi } from '../api.js';

export type CityPickerStep = 'country' | 'state' | 'city';
/** Keys of the `city.picker` messages (word for word in English). */
export type CityPickerMessage = 'selectCityFirst' | 'enterCityName';
export type CityPickerFailure = 'countriesFailed' | 'citiesFailed';

export interface CityPickerDeps {
  api: Pick<CityApi, 'countries' | 'states' | 'cities' | 'city' | 'preview'>;
  /** The native app's selectCity picker; absent outside the app. Rejects when the app lacks the action. */
  pickNative?: () => Promise<CityChoice | null>;
  /** Quiet time after the last keystroke before the city search asks the server. */
  searchDelayMs?: number;
}

/**
 * City picker ("City list picker: country, state/province, city") and the report preview it ends on.
 * Countries and states are filtered on the device; cities are searched on the server as the user types.
 */
export function createCityPickerModel({ api, pickNative, searchDelayMs }: CityPickerDeps) {
  const countries = createRemote<CountryItem[]>();
  const states = createRemote<StateItem[]>();
  const cities = createRemote<CityItem[]>();

  const country = signal<CountryItem | null>(null);
  /** null: the whole country. */
  const state = signal<StateItem | null>(null);
  const city = signal<CityItem | null>(null);

  const picker = createSteppedPicker<CityPickerStep, CityPickerFailure, CityPickerMessage, ReportPreview>({
    steps: {
      country: { list: countries, failed: 'countriesFailed' },
      state: { list: states, failed: 'citiesFailed', reachable: () => !!country.value },
      city: {
        list: cities,
        failed: 'citiesFailed',
        reachable: () => !!country.value,
        search: (q) => void loadCities(q),
        needsText: 'enterCityName',
      },
    },
    searchDelayMs,
  });
  const { model, enterStep, say } = picker;

  const countryOptions = picker.optionsOf(countries, (c) => [c.name, c.iso2]);
  const stateOptions = picker.optionsOf(states, (s) => [s.name]);
  const cityOptions = picker.optionsOf(cities);

  let countriesLoad: Promise<boolean> = Promise.resolve(false);

  function loadCities(q: string) {
    const c = country.value;
    if (!c) return Promise.resolve(false);
    const search = { countryId: c.id, ...(state.value ? { stateId: state.value.id } : {}), ...(q ? { q } : {}) };
    return cities.run(() => api.cities(search));
  }

  async function chooseCountry(c: CountryItem) {
    country.value = c;
    state.value = null;
    city.value = null;
    cities.reset();
    enterStep('state');
    const ok = await states.run(() => api.states(c.id));
    // A country without provinces in the data (e.g. a city-state) goes straight to its cities.
    if (ok && country.value === c && dataOf(states.state.value)?.length === 0) chooseState(null);
  }

  function chooseState(s: StateItem | null) {
    state.value = s;
    city.value = null;
    enterStep('city');
    void loadCities('');
  }

  function chooseCity(c: CityItem) {
    city.value = c;
    say(null);
  }

  /** "Continue": a city must be chosen; then the preview of its report is shown. */
  function confirm(): CityItem | null {
    const chosen = city.value;
    if (!chosen) {
      say('selectCityFirst');
      return null;
    }
    showPreview(chosen);
    return chosen;
  }

  function showPreview(c: CityItem) {
    city.value = c;
    picker.showPreview(() => api.preview(c.id));
  }

  /** Loads the country list, after offering the native picker when the app has one. */
  async function start() {
    if (countries.state.value.status === 'idle') countriesLoad = countries.run(api.countries);
    if (pickNative) {
      await picker.withNativePicker(async () => {
        const choice = await pickNative();
        if (choice) await applyNativeChoice(choice);
      });
    }
    await countriesLoad;
  }

  async function applyNativeChoice(choice: CityChoice) {
    const id = Number(choice.cityId);
    if (Number.isInteger(id) && id > 0) {
      showPreview(await api.city(id));
      return;
    }
    await countriesLoad;
    const list = dataOf(countries.state.value) ?? [];
    const match = list.find((c) => c.iso2.toLowerCase() === choice.countryCode.toLowerCase());
    if (!match) return;
    const found = await api.cities({ countryId: match.id, q: choice.city });
    const exact = found.find((c) => foldText(c.name) === foldText(choice.city) || foldText(c.nameEn) === foldText(choice.city));
    if (exact) {
      country.value = match;
      showPreview(exact);
      return;
    }
    // Not in Lokasi's list under that name: continue on the web picker with the name typed in.
    await chooseCountry(match);
    chooseState(null);
    model.setQuery(choice.city);
  }

  return {
    ...model,
    countries: countries.state,
    states: states.state,
    cities: cities.state,
    country,
    state,
    city,
    countryOptions,
    stateOptions,
    cityOptions,
    start,
    chooseCountry,
    chooseState,
    chooseCity,
    confirm,
  };
}

export type CityPickerModel = ReturnType<typeof createCityPickerModel>;
