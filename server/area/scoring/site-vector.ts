/**
 * One site's inputs as a flat numeric vector (a city-wide search precomputes it per H3 cell), counts within the
 * circle. Where a source has nothing the value is 0 when nothing is the measurement (the city's rail data has no
 * station in the circle: no rail flow) and null when the data cannot say (the city has no such dataset; no consumption
 * index outside the planning areas; no office dataset). Missing is not zero: the engine leaves null inputs out.
 */
export interface SiteVector {
  radius: 500 | 1000;
  /** Residents (HDB dwellings × their area's household size). */
  residents: number | null;
  /** Working population (employed residents × the morning-peak job–residence ratio); 0 without a station. */
  workers: number | null;
  /** People a weekday at the circle's rail stations (tap-ins + tap-outs), or that flow calibrated by the user's own counts. */
  footfall: number | null;
  busStops: number | null;
  /** Share 0..1 of the circle's H3 r10 cells within a walk of a stop or exit. */
  transportCoverage: number | null;
  /** Household income index, city average 100. */
  consumptionIndex: number | null;
  /** Current stores of every industry, each counted once. */
  stores: number;
  /** Current stores of the chosen industry (counted once; a store being validated leaves itself out). */
  competitors: number;
  /** Stores of other industries within FRONTAGE_M of the point: whether it stands on a shopping street or in a mall. */
  neighbours: number;
  /** The brand's own current stores in the circle; null without a brand. */
  ownBrandStores: number | null;
  nearestCompetitorM: number | null;
  /** Anchors: null where the city's data maps none of their kind. */
  malls: number | null;
  railStations: number | null;
  hawkerCentres: number | null;
  clinics: number | null;
  /** No dataset of offices or schools is imported: null, said so. */
  offices: number | null;
  schools: number | null;
}

/** A two-minute walk: shops on the same street or in the same building share their passers-by. */
export const FRONTAGE_M = 150;

export type InputKey = Exclude<keyof SiteVector, 'radius'>;
