import { signal, type ReadonlySignal } from '@preact/signals';
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
 * The city picker's three lists and the stepped picker over them: countries and states filtered on the device,
 * cities searched on the server (in the chosen country and state) as the user types. Later steps need a country.
 */
function createCitySteps(
  api: CityPickerDeps['api'],
  searchDelayMs: number | undefined,
  chosen: { country: ReadonlySignal<CountryItem | null>; state: ReadonlySignal<StateItem | null> },
) {
  const countries = createRemote<CountryItem[]>();
  const states = createRemote<StateItem[]>();
  const cities = createRemote<CityItem[]>();

  const picker = createSteppedPicker<CityPickerStep, CityPickerFailure, CityPickerMessage, ReportPreview>({
    steps: {
      country: { list: countries, failed: 'countriesFailed' },
      state: { list: states, failed: 'citiesFailed', reachable: () => !!chosen.country.value },
      city: {
        list: cities,
        failed: 'citiesFailed',
        reachable: () => !!chosen.country.value,
        search: (q) => void loadCities(q),
        needsText: 'enterCityName',
      },
    },
    searchDelayMs,
  });

  let countriesLoad: Promise<boolean> = Promise.resolve(false);

  /** Loads the country list once: the load under way, or over. */
  function loadCountries() {
    if (countries.state.value.status === 'idle') countriesLoad = countries.run(api.countries);
    return countriesLoad;
  }

  /** The countries, once their load is over (none when it failed). */
  async function countryList() {
    await countriesLoad;
    return dataOf(countries.state.value) ?? [];
  }

  function loadCities(q: string) {
    const c = chosen.country.value;
    if (!c) return Promise.resolve(false);
    const state = chosen.state.value;
    const search = { countryId: c.id, ...(state ? { stateId: state.id } : {}), ...(q ? { q } : {}) };
    return cities.run(() => api.cities(search));
  }

  return {
    countries,
    states,
    cities,
    picker,
    loadCountries,
    countryList,
    loadCities,
    countryOptions: picker.optionsOf(countries, (c) => [c.name, c.iso2]),
    stateOptions: picker.optionsOf(states, (s) => [s.name]),
    cityOptions: picker.optionsOf(cities),
  };
}

/** Where the native picker's choice is in Lokasi's data: a city to show, or a country to search for a name in. */
type NativeMatch = { city: CityItem; country?: CountryItem } | { country: CountryItem; name: string } | null;

/**
 * Finds the native picker's choice: its city by id; else its country (by ISO code) and there the city of exactly
 * that name (local or English), or, when the list has none under that name, the name to search for.
 */
async function findNativeChoice(api: CityPickerDeps['api'], choice: CityChoice, countryList: () => Promise<CountryItem[]>): Promise<NativeMatch> {
  const id = Number(choice.cityId);
  if (Number.isInteger(id) && id > 0) return { city: await api.city(id) };
  const match = (await countryList()).find((c) => c.iso2.toLowerCase() === choice.countryCode.toLowerCase());
  if (!match) return null;
  const found = await api.cities({ countryId: match.id, q: choice.city });
  const exact = found.find((c) => foldText(c.name) === foldText(choice.city) || foldText(c.nameEn) === foldText(choice.city));
  return exact ? { city: exact, country: match } : { country: match, name: choice.city };
}

/**
 * City picker ("City list picker: country, state/province, city") and the report preview it ends on.
 * Countries and states are filtered on the device; cities are searched on the server as the user types.
 */
export function createCityPickerModel({ api, pickNative, searchDelayMs }: CityPickerDeps) {
  const country = signal<CountryItem | null>(null);
  /** null: the whole country. */
  const state = signal<StateItem | null>(null);
  const city = signal<CityItem | null>(null);

  const { countries, states, cities, picker, loadCountries, countryList, loadCities, ...options } = createCitySteps(api, searchDelayMs, { country, state });
  const { model, enterStep, say } = picker;

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
    const loaded = loadCountries();
    if (pickNative) {
      await picker.withNativePicker(async () => {
        const choice = await pickNative();
        if (choice) await applyNativeChoice(choice);
      });
    }
    await loaded;
  }

  async function applyNativeChoice(choice: CityChoice) {
    const found = await findNativeChoice(api, choice, countryList);
    if (!found) return;
    if ('city' in found) {
      if (found.country) country.value = found.country;
      showPreview(found.city);
      return;
    }
    // Not in Lokasi's list under that name: continue on the web picker with the name typed in.
    await chooseCountry(found.country);
    chooseState(null);
    model.setQuery(found.name);
  }

  return {
    ...model,
    countries: countries.state,
    states: states.state,
    cities: cities.state,
    country,
    state,
    city,
    ...options, // countryOptions, stateOptions, cityOptions: each list as shown
    start,
    chooseCountry,
    chooseState,
    chooseCity,
    confirm,
  };
}

export type CityPickerModel = ReturnType<typeof createCityPickerModel>;
