import type { DatasetRef, Figure } from '../../contracts/figure.js';
import type { AreaQuery } from '../../contracts/area.js';
import type { Industry } from '../geo/index.js';

/** A place of the map data within the query's outer circle (1000 m), as the reports count it. */
export interface AreaPlace {
  id: string;
  datasetId: string;
  name: string | null;
  lat: number;
  lon: number;
  industry: Industry | null;
  brandId: string | null;
  brandName: string | null;
  distanceM: number;
}

export interface TransitPoint {
  name: string;
  kind: 'bus_stop' | 'rail_station' | 'rail_exit';
  lat: number;
  lon: number;
  distanceM: number;
  datasetId: string;
}

/** Runs of the stores of one snapshot series within the radius (Monaco 2019/2021/2026). */
export interface SnapshotSeries {
  datasetId: string;
  dates: string[];
  runs: Array<{ firstSeen: string; lastSeen: string }>;
}

/** Everything the business district and surroundings builders read, gathered once per query (service.ts). */
export interface AreaData {
  query: AreaQuery;
  /** Current places within 1000 m, nearest first, each counted once (older records of a current branded store dropped). */
  places: AreaPlace[];
  /** Current records within 1000 m left out because a newer source lists the same branded store (or no longer lists it). */
  superseded: AreaPlace[];
  /** The map sources holding places in the query's country: what was searched, so a count of 0 still has its sources. */
  sourceIds: string[];
  series: SnapshotSeries | null;
  /** Stops and exits within radius + the walking distance of the coverage rule, nearest first. */
  transit: TransitPoint[];
  /** H3 resolution-10 cell centres inside the circle (transport coverage). */
  coverageCells: Array<{ lat: number; lon: number }>;
  /** H3 resolution-9 cells covering the circle, for the map. */
  mapCells: string[];
  outlines: Array<{ name: string; rings: Array<Array<[number, number]>> }>;
  ref(id: string): DatasetRef | undefined;
}

export const withinRadius = <T extends { distanceM: number }>(list: readonly T[], radius: number): T[] => list.filter((p) => p.distanceM <= radius);
export const refsOf = (data: Pick<AreaData, 'ref'>, ids: Iterable<string>): DatasetRef[] =>
  [...new Set(ids)].sort().map((id) => data.ref(id)).filter((d): d is DatasetRef => d !== undefined);
/** The vintage of a figure drawn from several datasets: each dataset's own vintage, once. */
export const vintageOf = (refs: readonly DatasetRef[]): string => [...new Set(refs.map((r) => r.vintage))].join('; ');
/** The datasets of several figures, each once, by id. */
export const refsOfFigures = (figures: readonly Figure[]): DatasetRef[] => {
  const byId = new Map<string, DatasetRef>();
  for (const f of figures) for (const d of f.datasets) byId.set(d.id, d);
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
};
