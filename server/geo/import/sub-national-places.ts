import { SG_PLANNING_AREAS_FILE } from './poi-writer.js';
import type { LoadContext } from './context.js';
import { parseCsv } from './csv.js';
import { ImportError } from './errors.js';
import { myDistrictId, myStateId, sgPlanningAreaId, titleCase } from '../official-areas.js';

/*
 * The official subdivisions a place can be: Singapore's URA regions and planning areas (the places users pick there),
 * Malaysia's DOSM states and districts (what a Malaysian place links to for its local statistics).
 */

export const SG_POPULATION_FILE = 'sg/census2020-population-by-planning-area.json';
export const MY_DISTRICT_FILE = 'my/dosm-hh_income_district.csv';
export const MY_STATE_FILE = 'my/dosm-hh_income_state.csv';


/** Ids of planning-area places and URA regions: stable across imports (derived from URA's own codes), above every other source's. */
const SG_AREA_CITY_OFFSET = 20_000_000;
const SG_REGION_OFFSET = 30_000_000;
const codeNumber = (code: string) => [...code.toUpperCase()].reduce((n, ch) => n * 37 + (ch.charCodeAt(0) - 64), 0);

const placeKey = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

interface PlanningAreaFeature {
  properties: { PLN_AREA_N: string; PLN_AREA_C: string; REGION_N: string; REGION_C: string };
  geometry: { type: string; coordinates: unknown };
}

/** Mean of the outer-ring vertices: a point inside any compact planning area, enough to place it on a map and near its POIs. */
function centreOf(geometry: PlanningAreaFeature['geometry']): { lat: number; lon: number } {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][];
  const ring = polygons.flatMap((p) => p[0] ?? []);
  const lon = ring.reduce((s, p) => s + p[0]!, 0) / ring.length;
  const lat = ring.reduce((s, p) => s + p[1]!, 0) / ring.length;
  return { lat, lon };
}

/**
 * Singapore as the user picks it: URA regions (states) and the 55 URA 2019 planning areas (cities), each planning area
 * with its Census 2020 resident population where the census lists it. Place-list translations of an area's name are
 * kept (the place list names some planning areas as neighbourhoods).
 */
export function sgPlanningAreaPlaces(ctx: LoadContext) {
  const fc = ctx.json<{ features: PlanningAreaFeature[] }>(SG_PLANNING_AREAS_FILE);
  if (!Array.isArray(fc.features)) throw new ImportError(SG_PLANNING_AREAS_FILE, 1, 'expected a FeatureCollection');
  const census = ctx.json<Record<string, { population: number }>>(SG_POPULATION_FILE);
  const censusByKey = new Map(Object.entries(census).map(([name, v]) => [placeKey(name), v.population]));
  const translations = new Map<string, Record<string, string>>();
  return {
    translationsOf(name: string, names: Record<string, string>) {
      translations.set(placeKey(name), names);
    },
    places(countryId: number) {
      const regions = new Map<string, Record<string, unknown>>();
      const areas = fc.features.map((f) => {
        const p = f.properties;
        if (!p.PLN_AREA_N || !p.PLN_AREA_C || !p.REGION_C) throw new ImportError(SG_PLANNING_AREAS_FILE, null, 'a feature lacks its area or region code');
        const regionId = SG_REGION_OFFSET + codeNumber(p.REGION_C);
        const centre = centreOf(f.geometry);
        if (!regions.has(p.REGION_C)) {
          regions.set(p.REGION_C, { id: regionId, country_id: countryId, code: null, name: titleCase(p.REGION_N), type: 'region', lat: null, lon: null });
        }
        const population = censusByKey.get(placeKey(p.PLN_AREA_N)) ?? null;
        return {
          id: SG_AREA_CITY_OFFSET + codeNumber(p.PLN_AREA_C), country_id: countryId, state_id: regionId, name: titleCase(p.PLN_AREA_N),
          names: translations.get(placeKey(p.PLN_AREA_N)) ?? {}, lat: centre.lat, lon: centre.lon,
          population, population_source: population === null ? null : 'census-2020', geonames_id: null, is_country: false,
          area_id: sgPlanningAreaId(p.PLN_AREA_C),
        };
      });
      return { regions: [...regions.values()], areas };
    },
  };
}

/**
 * Links a Malaysian place to DOSM: the district of its state with the same name (Kuala Lumpur → the district Kuala
 * Lumpur), else its state. States match DOSM by their English or Malay (place list `native`) name.
 */
export function myAreaIdOf(ctx: LoadContext, states: ReadonlyArray<{ id: number; name: string; native: string }>) {
  const dosmStates = new Set(parseCsv(ctx.text(MY_STATE_FILE), MY_STATE_FILE).map((r) => r.get('state')));
  const districts = new Map<string, string>();
  for (const r of parseCsv(ctx.text(MY_DISTRICT_FILE), MY_DISTRICT_FILE)) districts.set(`${r.get('state')}/${placeKey(r.get('district'))}`, r.get('district'));
  const dosmStateOf = new Map<number, string>();
  for (const s of states) {
    const hit = [...dosmStates].find((d) => placeKey(d) === placeKey(s.name) || placeKey(d) === placeKey(s.native));
    if (hit) dosmStateOf.set(s.id, hit);
  }
  return (stateId: number | null, name: string): string | null => {
    const state = stateId === null ? undefined : dosmStateOf.get(stateId);
    if (!state) return null;
    const district = districts.get(`${state}/${placeKey(name)}`);
    return district ? myDistrictId(state, district) : myStateId(state);
  };
}
