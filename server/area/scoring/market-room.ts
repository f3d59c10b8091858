/*
 * Market room: how many stores of an industry a trade area's demand supports, against the stores there. A count model
 * fitted on the city's cells: the expected count is additive in the inputs, E = Σ βⱼ·xⱼ with every βⱼ ≥ 0 (a resident,
 * a bus stop or a mall never lowers the stores a place supports), Poisson in the count. Additive rather than log-linear
 * because demand adds up: a trade area with a mall and a station supports the mall's stores plus the station's. The
 * fit is the EM / multiplicative update for non-negative Poisson models (Lee & Seung 2001), which keeps every β ≥ 0 and
 * raises the likelihood at every step: βⱼ ← βⱼ · Σᵢ xᵢⱼ·(yᵢ/Eᵢ) / Σᵢ xᵢⱼ. Pure and deterministic.
 */

/** The inputs a cell's demand is read from, counts within the circle (those the city has a dataset for). */
export const ROOM_INPUTS = ['residents', 'footfall', 'busStops', 'malls', 'hawkerCentres', 'railStations'] as const;
export type RoomInput = (typeof ROOM_INPUTS)[number];
/** The model's terms: the inputs and `area` (km² of the circle: stores every place has, whatever is measured there). */
export type RoomTerm = RoomInput | 'area';

/** One cell: its circle's inputs (null where the city has no such dataset), its area and its stores of the industry. */
export interface RoomCell {
  id: string;
  inputs: Record<RoomInput, number | null>;
  areaKm2: number;
  stores: number;
}

export interface RoomModel {
  /** The terms used (the area and every input the city measures), each with its β (stores per unit of the input). */
  terms: RoomTerm[];
  beta: number[];
  /** Cells it was fitted on. */
  cells: number;
}

/** Iterations of the update: the fit's log-likelihood changes by less than 1e-6 relatively after about 300 on Singapore. */
const ITERATIONS = 400;

const termValue = (cell: Pick<RoomCell, 'inputs' | 'areaKm2'>, term: RoomTerm): number => (term === 'area' ? cell.areaKm2 : cell.inputs[term] ?? 0);

/** The terms a city can use: the area, and every input measured (not null) in at least one cell and non-zero somewhere. */
export function measuredTerms(cells: readonly RoomCell[]): RoomTerm[] {
  return ['area', ...ROOM_INPUTS.filter((k) => cells.some((c) => c.inputs[k] !== null && c.inputs[k] > 0))];
}

/** Fits the non-negative additive Poisson model on the cells (see above). */
export function fitRoomModel(cells: readonly RoomCell[]): RoomModel {
  const terms = measuredTerms(cells);
  const x = cells.map((c) => terms.map((t) => termValue(c, t)));
  const y = cells.map((c) => c.stores);
  const colSums = terms.map((_, j) => x.reduce((s, row) => s + row[j]!, 0));
  const total = y.reduce((s, v) => s + v, 0);
  // Start where every term explains an equal share of the stores.
  let beta = colSums.map((s) => (s > 0 ? total / terms.length / s : 0));
  for (let it = 0; it < ITERATIONS; it += 1) {
    const numer = new Array<number>(terms.length).fill(0);
    for (let i = 0; i < x.length; i += 1) {
      const row = x[i]!;
      let e = 0;
      for (let j = 0; j < row.length; j += 1) e += beta[j]! * row[j]!;
      if (e <= 0) continue;
      const r = y[i]! / e;
      for (let j = 0; j < row.length; j += 1) numer[j]! += row[j]! * r;
    }
    beta = beta.map((b, j) => (colSums[j]! > 0 ? (b * numer[j]!) / colSums[j]! : 0));
  }
  return { terms, beta, cells: cells.length };
}

/** The stores the model expects in a circle with these inputs and this area. */
export function expectedStores(model: RoomModel, at: Pick<RoomCell, 'inputs' | 'areaKm2'>): number {
  return model.terms.reduce((s, t, j) => s + model.beta[j]! * termValue(at, t), 0);
}

/**
 * Existing ÷ expected, smoothed by adding two stores to both: an empty trade area where one store is expected reads
 * 2 ÷ 3 (room), not 0, and a lone store where none is expected reads 1.5, not infinity.
 */
export const SATURATION_SMOOTHING = 2;
export const saturationRatio = (existing: number, expected: number): number => (existing + SATURATION_SMOOTHING) / (expected + SATURATION_SMOOTHING);

/**
 * The five saturation levels, lower bounds of the ratio: under half the stores demand supports is severely
 * undersupplied, under four fifths undersupplied, within a quarter of it balanced, up to twice saturated, beyond highly
 * saturated (the bounds are symmetric in log: 0.8 and 1.25, 0.5 and 2).
 */
export const SATURATION_RATIO_BOUNDS: ReadonlyArray<{ level: SaturationLevel; min: number }> = [
  { level: 5, min: 2 },
  { level: 4, min: 1.25 },
  { level: 3, min: 0.8 },
  { level: 2, min: 0.5 },
];
export type SaturationLevel = 1 | 2 | 3 | 4 | 5;
export const saturationLevel = (ratio: number): SaturationLevel => SATURATION_RATIO_BOUNDS.find((b) => ratio >= b.min)?.level ?? 1;

/**
 * The competition factor 0..1 from the ratio: 1 at or below balance's lower bound (room), 0 at highly saturated's,
 * log-linear between, so every added store beyond demand lowers it and never raises it.
 */
export function competitionValue(ratio: number): number {
  const low = Math.log(SATURATION_RATIO_BOUNDS[2]!.min);
  const high = Math.log(SATURATION_RATIO_BOUNDS[0]!.min);
  return Math.min(1, Math.max(0, (high - Math.log(ratio)) / (high - low)));
}
