import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/harness/chromium.js';
import { check, type Check } from './check.js';
import { resolveHash } from './cold-open.js';
import { calibratedMultiplier, DEFAULT_CPU_SLOWDOWN, matchesHost, medianRun, verdictSettled, type LighthouseBudgets, type LighthouseRun } from './lighthouse-stats.js';

export interface LighthouseCalibration {
  /** One run with Lighthouse's defaults (4x), recorded as measured. */
  defaultRun: LighthouseRun;
  cpuSlowdownMultiplier: number;
}

export interface LighthouseFigures {
  route: string;
  url: string;
  runs: LighthouseRun[];
  /** Runs made again because the host's speed had moved away from the multiplier they ran with (see matchesHost). */
  repeated: number;
  /** Each figure's own median over the runs (the TBT of the run with the median score can be any of the runs' TBTs). */
  median: LighthouseRun;
}

/**
 * Lighthouse 12 with its defaults (mobile emulation, simulated slow-4G and 4x CPU throttling) against the built
 * app on the production server; each figure's median over the runs is what the budget judges.
 */
export async function checkLighthouse(
  baseUrl: string,
  budgets: LighthouseBudgets,
): Promise<{ checks: Check[]; figures: LighthouseFigures[]; calibration: LighthouseCalibration }> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  // Every route's subject is looked up before the runs: one request to the server, not one between each route's runs.
  const urls = await Promise.all(budgets.routes.map(async (route) => `${baseUrl}/${await resolveHash(baseUrl, route.hash)}`));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] });
  const checks: Check[] = [];
  const figures: LighthouseFigures[] = [];
  let calibration: LighthouseCalibration;
  try {
    const first = budgets.routes[0]!;
    const defaultRun = await runOnce(`${baseUrl}/${first.hash}`, chrome.port, DEFAULT_CPU_SLOWDOWN);
    const multiplier = calibratedMultiplier(defaultRun.benchmarkIndex, budgets.cpuCalibration);
    calibration = { defaultRun, cpuSlowdownMultiplier: multiplier };
    // Each run takes the multiplier the latest measured benchmarkIndex calls for, and runs again when its own index disagrees.
    let current = multiplier;
    const calibratedRun = async (url: string): Promise<{ run: LighthouseRun; repeats: number }> => {
      for (let repeats = 0; ; repeats++) {
        const run = await runOnce(url, chrome.port, current);
        current = calibratedMultiplier(run.benchmarkIndex, budgets.cpuCalibration);
        if (matchesHost(run, budgets.cpuCalibration) || repeats >= budgets.cpuCalibration.maxRepeats) return { run, repeats };
      }
    };
    checks.push({
      area: 'lighthouse',
      name: `CPU slowdown calibrated to this host (benchmarkIndex ${Math.round(defaultRun.benchmarkIndex)})`,
      value: `${multiplier}x (at the default 4x: ${first.name} ${defaultRun.performance}, TBT ${Math.round(defaultRun.tbtMs)} ms)`,
      budget: 'recorded',
      status: 'pass',
    });
    for (const [i, route] of budgets.routes.entries()) {
      const url = urls[i]!;
      const maxTbtMs = route.maxTbtMs ?? budgets.maxTbtMs;
      const minPerformance = route.minPerformance ?? budgets.minPerformance;
      const planned = route.runs ?? budgets.runsPerRoute;
      const budget = [(r: LighthouseRun) => r.performance >= minPerformance, (r: LighthouseRun) => r.tbtMs <= maxTbtMs, (r: LighthouseRun) => r.cls <= budgets.maxCls];
      const { maxLcpMs } = route;
      if (maxLcpMs !== undefined) budget.push((r) => r.lcpMs <= maxLcpMs);
      const margin = budgets.clearMargin;
      const clear = [
        (r: LighthouseRun) => r.performance >= minPerformance + margin.performance,
        (r: LighthouseRun) => r.tbtMs <= maxTbtMs * margin.tbt,
        (r: LighthouseRun) => r.cls <= budgets.maxCls,
        ...(maxLcpMs === undefined ? [] : [(r: LighthouseRun) => r.lcpMs <= maxLcpMs * margin.lcp]),
      ];
      const runs: LighthouseRun[] = [];
      let repeated = 0;
      while (runs.length < planned && !verdictSettled(runs, planned, budget, { runs: margin.runs, passes: clear })) {
        const { run, repeats } = await calibratedRun(url);
        runs.push(run);
        repeated += repeats;
      }
      const median = medianRun(runs);
      figures.push({ route: route.name, url, runs, repeated, median });
      const all = runs.map((r) => r.performance).join('/');
      const settled = runs.length < planned ? `; settled after ${runs.length} of ${planned} runs` : '';
      checks.push(
        check('lighthouse', `${route.name}: performance`, `${median.performance} (runs ${all})`, `≥ ${minPerformance}`, median.performance >= minPerformance),
        check('lighthouse', `${route.name}: TBT`, `${Math.round(median.tbtMs)} ms (runs ${runs.map((r) => Math.round(r.tbtMs)).join('/')})`, `≤ ${maxTbtMs} ms`, median.tbtMs <= maxTbtMs),
        check('lighthouse', `${route.name}: CLS`, median.cls.toFixed(3), `≤ ${budgets.maxCls}`, median.cls <= budgets.maxCls),
        ...(maxLcpMs === undefined
          ? []
          : [check('lighthouse', `${route.name}: LCP`, `${Math.round(median.lcpMs)} ms (runs ${runs.map((r) => Math.round(r.lcpMs)).join('/')})`, `≤ ${maxLcpMs} ms`, median.lcpMs <= maxLcpMs)]),
        {
          area: 'lighthouse',
          name: `${route.name}: FCP / LCP / SI (machine benchmarkIndex; CPU slowdown per run)`,
          value: `${Math.round(median.fcpMs)} / ${Math.round(median.lcpMs)} / ${Math.round(median.speedIndexMs)} ms (${Math.round(median.benchmarkIndex)}; ${runs.map((r) => `${r.cpuSlowdownMultiplier}x`).join('/')}${repeated ? `, ${repeated} run(s) repeated off calibration` : ''}${settled})`,
          budget: 'recorded',
          status: 'pass',
        },
      );
    }
  } finally {
    chrome.kill();
  }
  return { checks, figures, calibration };
}

async function runOnce(url: string, port: number, cpuSlowdownMultiplier: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Merged into the default mobile settings: only the CPU multiplier changes.
    throttling: { cpuSlowdownMultiplier } as never,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  return {
    cpuSlowdownMultiplier,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
