import { computed, signal } from '@preact/signals';
import type { AreaQuery, AreaQueryInput, IndustryItem, PlaceItem, Radius } from '../../../contracts/area.js';
import type { IndustryChoice, LocationResult } from '../../platform/bridge/index.js';
import { createRemote } from '../remote-data.js';

/** The area API calls the entry makes (the area and AI analysis features each pass their own). */
export interface EntryApi {
  industries(): Promise<IndustryItem[]>;
  places(q: string): Promise<PlaceItem[]>;
  create(input: AreaQueryInput): Promise<AreaQuery>;
}

/** Where the report is for: the device's position, a searched place, a point tapped on the map. */
export interface ChosenPlace {
  source: 'device' | 'search' | 'map';
  lat: number;
  lon: number;
  /** The searched place's name, or the tapped point's ('Point on map 1.28385, 103.85121'); null for the device's position. */
  name: string | null;
}

/**
 * Where the map starts before anything is chosen (the screen says so): the middle of the bounding box of Singapore's 55
 * planning areas (URA Master Plan 2019), near Toa Payoh.
 */
export const DEFAULT_MAP_CENTRE = { lat: 1.31474, lon: 103.84709 } as const;
/** A tapped point is kept to 5 decimals (about 1 m): finer than a finger, and what its name shows. */
const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export interface EntryDeps {
  api: EntryApi;
  /** The device position: the native app's `getLocation`, else the browser's geolocation (the bridge decides). */
  locate: () => Promise<LocationResult>;
  /** The native app's industry picker; null outside the app (the screen shows the translated list instead). */
  pickIndustry: (() => Promise<IndustryChoice | null>) | null;
  /** The name of a point chosen on the map, in the user's language. */
  mapPointName: (lat: number, lon: number) => string;
  /** Called with each query the server saved, so the saved-reports store lists it at once. */
  saved?: (query: AreaQuery) => void;
}

/** Searches shorter than this would match half the map. */
export const MIN_SEARCH_LENGTH = 2;

/** A search as the user types: nothing is asked below MIN_SEARCH_LENGTH characters, and the earlier results go. */
export function createSearch<T>(fetch: (q: string) => Promise<T[]>) {
  const results = createRemote<T[]>();
  return {
    state: results.state,
    reset: results.reset,
    search(q: string): Promise<boolean> {
      const text = q.trim();
      if (text.length < MIN_SEARCH_LENGTH) {
        results.reset();
        return Promise.resolve(false);
      }
      return results.run(() => fetch(text));
    },
  };
}

/**
 * The entry of a report of a point (`/report/data-query`, `/report/ai-analysis-select`): a place, a radius
 * (500 or 1000 m) and optionally an industry; `create` saves the query on the server and resolves it.
 */
export function createEntryModel({ api, locate, pickIndustry, mapPointName, saved }: EntryDeps) {
  const place = signal<ChosenPlace | null>(null);
  const radius = signal<Radius>(500);
  const industry = signal<{ key: string; name: string } | null>(null);
  const industries = createRemote<IndustryItem[]>();
  const places = createSearch(api.places);
  const location = createRemote<LocationResult>();
  const creating = createRemote<AreaQuery>();
  const canCreate = computed(() => place.value !== null && creating.state.value.status !== 'loading');

  async function useDeviceLocation(): Promise<boolean> {
    const ok = await location.run(locate);
    const found = location.state.value;
    if (ok && found.status === 'ready') place.value = { source: 'device', lat: found.data.latitude, lon: found.data.longitude, name: null };
    return ok;
  }

  function choosePlace(item: PlaceItem): void {
    place.value = { source: 'search', lat: item.lat, lon: item.lon, name: item.name };
    places.reset();
  }

  /** A tap on the map (or Enter on its centre): that point, named by its coordinates. */
  function chooseOnMap(point: { lat: number; lon: number }): void {
    const lat = round5(point.lat);
    const lon = round5(point.lon);
    place.value = { source: 'map', lat, lon, name: mapPointName(lat, lon) };
    places.reset();
  }

  /** The app's own picker; a dismissed picker keeps the current choice. */
  async function chooseIndustryInApp(): Promise<void> {
    if (!pickIndustry) return;
    const choice = await pickIndustry();
    if (choice) industry.value = { key: choice.key, name: choice.name };
  }

  function chooseIndustry(key: string | null): void {
    const list = industries.state.value.status === 'ready' ? industries.state.value.data : [];
    const item = key === null ? undefined : list.find((i) => i.key === key);
    industry.value = item ? { key: item.key, name: item.name } : null;
  }

  /** Saves the query; resolves the saved query, or null when nothing is chosen or the server refused (shown as an error). */
  async function create(): Promise<AreaQuery | null> {
    const p = place.value;
    if (!p || creating.state.value.status === 'loading') return null;
    const input = { lat: p.lat, lon: p.lon, radius: radius.value, industry: industry.value?.key ?? null, placeName: p.name };
    const ok = await creating.run(() => api.create(input));
    const answer = creating.state.value;
    if (!ok || answer.status !== 'ready') return null;
    saved?.(answer.data);
    return answer.data;
  }

  return {
    place,
    radius,
    industry,
    industries: industries.state,
    places: places.state,
    location: location.state,
    creating: creating.state,
    canCreate,
    inApp: pickIndustry !== null,
    /** The translated industry list (again after a language switch). */
    loadIndustries: () => industries.run(api.industries),
    useDeviceLocation,
    search: places.search,
    choosePlace,
    chooseOnMap,
    chooseIndustry,
    chooseIndustryInApp,
    setRadius: (r: Radius) => void (radius.value = r),
    create,
  };
}

export type EntryModel = ReturnType<typeof createEntryModel>;
