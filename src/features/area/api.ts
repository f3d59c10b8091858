import { api, getPublic } from '../../api/request.js';
import type {
  AreaQuery,
  AreaQueryInput,
  AreaQueryList,
  DataQueryReport,
  EntryMap,
  EntryMapQuery,
  IndustryList,
  PlaceList,
  ReportKind,
  UnlockAnswer,
} from '../../../contracts/area.js';

const query = (id: string) => `/v1/area/queries/${encodeURIComponent(id)}`;

/** The area report calls (contracts/area.ts). Lists and names come back in the App-Language. */
export const areaApi = {
  industries: () => getPublic<IndustryList>('/v1/area/industries').then((r) => r.items),
  places: (q: string) => getPublic<PlaceList>('/v1/area/places', { query: { q } }).then((r) => r.items),
  /** Planning-area outlines and rail stations in a box: what to aim at on the entry's map. */
  entryMap: (box: EntryMapQuery) => getPublic<EntryMap>('/v1/area/entry-map', { query: { ...box }, silent: true }),
  create: (input: AreaQueryInput) => api.post<AreaQuery>('/v1/area/queries', input),
  saved: () => api.get<AreaQueryList>('/v1/area/queries', { silent: true }).then((r) => r.items),
  /** Removes one of the user's own saved queries (a 404 means it is gone already). */
  remove: (id: string) => api.delete<{ id: string }>(query(id), { silent: true }),
  example: () => api.get<AreaQuery>('/v1/area/example'),
  dataQuery: (id: string) => api.get<DataQueryReport>(query(id)),
  /** One detailed report (its blocks, the locked ones without data). */
  report: <R>(id: string, kind: ReportKind) => api.get<R>(`${query(id)}/${kind}`),
  /**
   * Unlocks one report of a query at the price its answer quoted; answers the balance after it and the report unlocked
   * (the same as `report`). The insufficient-credits error is the dialog's to show.
   */
  unlock: <R>(id: string, kind: ReportKind) => api.post<UnlockAnswer<R>>(`${query(id)}/${kind}/unlock`, undefined, { silent: true }),
};

export type AreaApi = typeof areaApi;
