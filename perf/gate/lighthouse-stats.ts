/** The Lighthouse budgets of perf/budgets.json (`lighthouse`). */
export interface LighthouseBudgets {
  /**
   * Lighthouse's default 4x CPU slowdown assumes a high-end desktop host (benchmarkIndex 1500-2000, docs/throttling.md
   * "Calibrating the CPU slowdown") and turns it into a mid-tier phone. On a slower host the same 4x emulates a much
   * slower phone (here a bare HTML page alone scored TBT 190-250 ms), so the multiplier is scaled by the host's measured
   * benchmarkIndex: multiplier = benchmarkIndex / (referenceBenchmarkIndex / 4), within [min, max].
   */
  cpuCalibration: {
    referenceBenchmarkIndex: number;
    minMultiplier: number;
    maxMultiplier: number;
    /** How far (a fraction) a run's multiplier may be from what its own benchmarkIndex calls for before it is run again. */
    tolerance: number;
    /** At most this many repeats per run; the last one counts whatever the host did. */
    maxRepeats: number;
  };
  minPerformance: number;
  maxTbtMs: number;
  maxCls: number;
  runsPerRoute: number;
  /**
   * How far inside every budget the first `runs` runs of a route must all be for the route to pass on them alone (no
   * budget is close, so repeats would only cost time): `performance` points above the floor, `tbt` and `lcp` as
   * fractions of their ceilings.
   */
  clearMargin: { runs: number; performance: number; tbt: number; lcp: number; reason: string };
  /**
   * `hash` may name a report's subject (`{city:Singapore}`, see cold-open.ts); `maxTbtMs` and `minPerformance` override
   * the common ones (with a `reason`); `maxLcpMs` gates a route's LCP (median), recorded only elsewhere.
   */
  routes: Array<{ name: string; hash: string; runs?: number; maxTbtMs?: number; minPerformance?: number; maxLcpMs?: number; reason?: string }>;
}

/** One Lighthouse run's figures, with the CPU slowdown it ran with and the host's benchmarkIndex it measured. */
export interface LighthouseRun {
  cpuSlowdownMultiplier: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  benchmarkIndex: number;
}

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
