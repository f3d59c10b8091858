import type { LighthouseBudgets, LighthouseRun } from './lighthouse.js';

/** Lighthouse's own CPU slowdown for mobile runs. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes this host emulate the phone Lighthouse's 4x emulates on its reference host. */
export function calibratedMultiplier(benchmarkIndex: number, c: LighthouseBudgets['cpuCalibration']): number {
  const scaled = (benchmarkIndex / c.referenceBenchmarkIndex) * DEFAULT_CPU_SLOWDOWN;
  return Math.round(Math.min(c.maxMultiplier, Math.max(c.minMultiplier, scaled)) * 10) / 10;
}

/**
 * Whether a run emulated the phone it was meant to: the multiplier its own benchmarkIndex calls for is within
 * `tolerance` (a fraction) of the one it ran with. The host's speed swings during a gate (benchmarkIndex 1,040-1,980
 * within minutes on this 2-core VM), and a run at half speed with the multiplier of a full-speed moment emulates a
 * phone twice as slow as the budget is about.
 */
export function matchesHost(run: LighthouseRun, c: LighthouseBudgets['cpuCalibration']): boolean {
  const wanted = calibratedMultiplier(run.benchmarkIndex, c);
  return Math.abs(wanted - run.cpuSlowdownMultiplier) <= c.tolerance * run.cpuSlowdownMultiplier;
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

/**
 * Whether more runs could still change a verdict: a figure's median over `planned` runs is settled once more than half
 * of them (`planned / 2 + 1`, rounded down) already pass its budget, or already fail it, whatever the others measure (an
 * even count's mean of the middle two is then on the same side too). The gate stops a route's runs there, so repeats
 * are spent only where a budget is close; the verdict is the one all `planned` runs would have given.
 *
 * `clear` are the budgets tightened by the gate's margin (budgets.json `lighthouse.clearMargin`): when the first
 * `clearMargin.runs` runs all clear every one of them, no budget is close and the route passes on those runs.
 */
export function verdictSettled(
  runs: readonly LighthouseRun[],
  planned: number,
  passes: ReadonlyArray<(run: LighthouseRun) => boolean>,
  clear?: { runs: number; passes: ReadonlyArray<(run: LighthouseRun) => boolean> },
): boolean {
  if (clear && runs.length >= clear.runs && runs.every((run) => clear.passes.every((pass) => pass(run)))) return true;
  const need = Math.floor(planned / 2) + 1;
  return passes.every((pass) => {
    const passing = runs.filter(pass).length;
    return passing >= need || runs.length - passing >= need;
  });
}
