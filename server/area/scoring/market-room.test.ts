import { describe, expect, it } from 'vitest';
import { competitionValue, expectedStores, fitRoomModel, ROOM_INPUTS, saturationLevel, saturationRatio, type RoomCell } from './market-room.js';
import { concordance, decileCalibration, isHeldOut, spearman } from './room-fit.js';
import { prng } from './validation.js';

/** Poisson draw (Knuth; the means here are small). */
function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

const none = Object.fromEntries(ROOM_INPUTS.map((k) => [k, null])) as RoomCell['inputs'];

function cells(n: number, truth: { area: number; busStops: number; malls: number }, seed = 7): RoomCell[] {
  const random = prng(seed);
  return Array.from({ length: n }, (_, i) => {
    const busStops = Math.floor(random() * 20);
    const malls = random() < 0.2 ? 1 + Math.floor(random() * 3) : 0;
    const mean = truth.area * 0.785 + truth.busStops * busStops + truth.malls * malls;
    return { id: `c${i}`, inputs: { ...none, busStops, malls }, areaKm2: 0.785, stores: poisson(mean, random) };
  });
}

describe('the market-room count model', () => {
  it('recovers the stores each input supports from simulated Poisson counts, every β non-negative', () => {
    const model = fitRoomModel(cells(4000, { area: 1, busStops: 0.2, malls: 3 }));
    expect(model.terms).toEqual(['area', 'busStops', 'malls']);
    const beta = Object.fromEntries(model.terms.map((t, j) => [t, model.beta[j]!]));
    expect(beta.busStops).toBeCloseTo(0.2, 1);
    expect(beta.malls).toBeGreaterThan(2.5);
    expect(beta.malls).toBeLessThan(3.5);
    expect(beta.area).toBeGreaterThan(0.5);
    expect(beta.area).toBeLessThan(1.5);
  });

  it('gives an input that adds nothing (or takes away) a β of zero, never a negative one', () => {
    const data = cells(3000, { area: 2, busStops: 0.3, malls: 0 }).map((c) => ({ ...c, stores: Math.max(0, c.stores - (c.inputs.malls ?? 0)) }));
    const model = fitRoomModel(data);
    for (const b of model.beta) expect(b).toBeGreaterThanOrEqual(0);
    expect(model.beta[model.terms.indexOf('malls')]!).toBeLessThan(0.3);
  });

  it('leaves out inputs the city has no dataset for', () => {
    const model = fitRoomModel(cells(200, { area: 1, busStops: 0.2, malls: 0 }).map((c) => ({ ...c, inputs: { ...c.inputs, malls: null } })));
    expect(model.terms).toEqual(['area', 'busStops']);
    expect(expectedStores(model, { inputs: { ...none, busStops: 10 }, areaKm2: 0.785 })).toBeGreaterThan(expectedStores(model, { inputs: { ...none, busStops: 0 }, areaKm2: 0.785 }));
  });

  it('reads saturation from existing ÷ expected, smoothed, with the five levels at 0.5, 0.8, 1.25 and 2', () => {
    expect(saturationRatio(0, 0)).toBe(1);
    expect(saturationRatio(30, 8)).toBeCloseTo(3.2);
    expect(saturationLevel(saturationRatio(30, 8))).toBe(5);
    expect([0.49, 0.5, 0.79, 0.8, 1.24, 1.25, 1.99, 2].map(saturationLevel)).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect(competitionValue(0.5)).toBe(1);
    expect(competitionValue(2)).toBe(0);
    for (let n = 0; n < 60; n += 1) expect(competitionValue(saturationRatio(n + 1, 8))).toBeLessThanOrEqual(competitionValue(saturationRatio(n, 8)));
  });
});

describe('the held-out measures', () => {
  it('rank, concordance and deciles say what they should on known cases', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(concordance([1, 2, 3], [0, 1, 2])).toBe(1);
    expect(concordance([3, 2, 1], [0, 1, 2])).toBe(0);
    expect(concordance([1, 1, 1], [0, 1, 2])).toBe(0.5);
    const deciles = decileCalibration(Array.from({ length: 100 }, (_, i) => i), Array.from({ length: 100 }, (_, i) => i));
    expect(deciles).toHaveLength(10);
    expect(deciles[0]).toEqual({ expected: 4.5, actual: 4.5 });
  });

  it('holds out about a fifth of the cells, the same ones every time', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `89652${i.toString(16)}fffff`);
    const held = ids.filter(isHeldOut).length / ids.length;
    expect(held).toBeGreaterThan(0.17);
    expect(held).toBeLessThan(0.23);
    expect(ids.filter(isHeldOut)).toEqual(ids.filter(isHeldOut));
  });
});
