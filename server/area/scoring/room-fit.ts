import { expectedStores, fitRoomModel, ROOM_INPUTS, type RoomCell, type RoomInput } from './market-room.js';

/*
 * The count model's held-out check: fitted on four fifths of the city's cells, judged on the fifth it never saw (a
 * fixed hash of the cell id picks it, so every run holds out the same cells). Rank correlation and concordance of
 * expected with actual counts, against each single input's concordance, and calibration by decile of the expectation.
 */

/** FNV-1a of the id: every fifth bucket is held out. */
export function isHeldOut(id: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h % 5 === 0;
}

/** Ranks 1..n, ties given their average rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j < order.length && order[j]!.v === order[i]!.v) j += 1;
    for (let k = i; k < j; k += 1) out[order[k]!.i] = (i + 1 + j) / 2;
    i = j;
  }
  return out;
}

/** Spearman's rank correlation. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (a.length + 1) / 2;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i += 1) {
    cov += (ra[i]! - mean) * (rb[i]! - mean);
    va += (ra[i]! - mean) ** 2;
    vb += (rb[i]! - mean) ** 2;
  }
  return va && vb ? cov / Math.sqrt(va * vb) : 0;
}

/**
 * Concordance (Harrell's C): of the pairs of cells with different store counts, the share where the one with more
 * stores has the higher prediction (equal predictions count half). 0.5 is chance.
 */
export function concordance(predicted: readonly number[], actual: readonly number[]): number {
  let agree = 0;
  let pairs = 0;
  for (let i = 0; i < actual.length; i += 1) {
    for (let j = i + 1; j < actual.length; j += 1) {
      if (actual[i] === actual[j]) continue;
      pairs += 1;
      const d = (predicted[i]! - predicted[j]!) * (actual[i]! - actual[j]!);
      agree += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
  }
  return pairs ? agree / pairs : Number.NaN;
}

/** Mean expected and mean actual stores per decile of the expectation (lowest first). */
export function decileCalibration(expected: readonly number[], actual: readonly number[]): Array<{ expected: number; actual: number }> {
  const order = expected.map((e, i) => i).sort((a, b) => expected[a]! - expected[b]!);
  return Array.from({ length: 10 }, (_, d) => {
    const part = order.slice(Math.floor((d * order.length) / 10), Math.floor(((d + 1) * order.length) / 10));
    const mean = (xs: number[]) => (xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : 0);
    return { expected: mean(part.map((i) => expected[i]!)), actual: mean(part.map((i) => actual[i]!)) };
  });
}

export interface RoomFitCheck {
  fitted: number;
  heldOut: number;
  spearman: number;
  concordance: number;
  /** The best single input's concordance with the actual counts on the same held-out cells. */
  best: { key: RoomInput; concordance: number };
  deciles: Array<{ expected: number; actual: number }>;
}

/** Fits on the cells not held out and judges on the held-out ones. */
export function checkRoomModel(cells: readonly RoomCell[]): RoomFitCheck {
  const train = cells.filter((c) => !isHeldOut(c.id));
  const test = cells.filter((c) => isHeldOut(c.id));
  const model = fitRoomModel(train);
  const expected = test.map((c) => expectedStores(model, c));
  const actual = test.map((c) => c.stores);
  const singles = ROOM_INPUTS.filter((k) => test.some((c) => c.inputs[k] !== null))
    .map((key) => ({ key, concordance: concordance(test.map((c) => c.inputs[key] ?? 0), actual) }))
    .sort((a, b) => b.concordance - a.concordance);
  return {
    fitted: train.length, heldOut: test.length,
    spearman: spearman(expected, actual), concordance: concordance(expected, actual),
    best: singles[0]!, deciles: decileCalibration(expected, actual),
  };
}
