import { getPublic } from '../../api/request.js';
import type { CityItem, CityList, CityReport, CountryList, ReportPreview, StateList } from '../../../contracts/geo.js';

export interface CitySearch {
  countryId?: number;
  stateId?: number;
  q?: string;
}

/** The geo API calls of the city picker and report (server/geo/contract.ts). Names come back in the App-Language. */
export const cityApi = {
  countries: () => getPublic<CountryList>('/v1/geo/countries').then((r) => r.items),
  states: (countryId: number) => getPublic<StateList>(`/v1/geo/countries/${countryId}/states`).then((r) => r.items),
  cities: (search: CitySearch) =>
    getPublic<CityList>('/v1/geo/cities', { query: { ...search, limit: CITY_LIST_LIMIT } }).then((r) => r.items),
  city: (cityId: number) => getPublic<CityItem>(`/v1/geo/cities/${cityId}`),
  preview: (cityId: number) => getPublic<ReportPreview>(`/v1/geo/cities/${cityId}/preview`),
  report: (cityId: number) => getPublic<CityReport>(`/v1/geo/cities/${cityId}/report`),
};

/** The API's maximum page: enough for a state's cities; larger lists are narrowed by typing. */
const CITY_LIST_LIMIT = 100;

export type CityApi = typeof cityApi;
