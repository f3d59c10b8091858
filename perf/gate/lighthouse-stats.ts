import type { LighthouseBudgets, LighthouseRun } from './lighthouse.js';

/** Lighthouse's own CPU slowdown for mobile runs. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes this host emulate the phone Lighthouse's 4x emulates on its reference host. */
export function calibratedMultiplier(benchmarkIndex: number, c: LighthouseBudgets['cpuCalibration']): number {
  const scaled = (benchmarkIndex / c.referenceBenchmarkIndex) * DEFAULT_CPU_SLOWDOWN;
  return Math.round(Math.min(c.maxMultiplier, Math.max(c.minMultiplier, scaled)) * 10) / 10;
}

/** Each figure's own median over the runs; an even count takes the mean of the middle two. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const medianOf = (key: keyof LighthouseRun) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as Array<keyof LighthouseRun>;
  return Object.fromEntries(keys.map((k) => [k, medianOf(k)])) as unknown as LighthouseRun;
}
