import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../tests/e2e/harness/server.js';
import { REPO_ROOT } from '../../tests/e2e/harness/server.js';
import { buildWithModuleMap, type ModuleMap } from './build.js';
import { checkBundles, type BundleBudgets } from './bundles.js';
import { checkColdOpens, type ColdOpenBudgets } from './cold-open.js';
import type { Check } from './check.js';
import { checkCounterTap, type CounterTapBudget } from './counter-tap.js';
import { kib } from './check.js';
import { checkLayout, layoutMarkdown } from './layout.js';
import { checkLighthouse } from './lighthouse.js';
import type { LighthouseBudgets } from './lighthouse-stats.js';
import { machineNote, markdown, printTable } from './report.js';

type Budgets = BundleBudgets & { coldOpen: ColdOpenBudgets; lighthouse: LighthouseBudgets; counterTap: CounterTapBudget };

/**
 * Runs every part of the gate even when an earlier one breaks, so one run shows every breach. Returns the exit code.
 * `--only=bundle,download,lighthouse,layout,counter` runs some parts (while working on them); it then leaves the recorded
 * results alone, since they describe a whole run.
 */
export async function runGate(argv: string[] = process.argv.slice(2)): Promise<number> {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
  const wanted = (area: Check['area']) => !only || only.includes(area);
  const started = Date.now();
  console.log(`host at the start: ${machineNote()}`);
  const budgets = JSON.parse(readFileSync(path.join(REPO_ROOT, 'perf/budgets.json'), 'utf8')) as Budgets;
  const checks: Check[] = [];
  const results: Record<string, unknown> = {};
  const sections: Record<string, string> = {};

  const stage = async (area: Check['area'], title: string, fn: () => Promise<void>) => {
    if (!wanted(area)) return;
    console.log(`\n=== ${title} ===`);
    const t0 = Date.now();
    try {
      await fn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(message);
      checks.push({ area, name: title, value: 'could not run', budget: '-', status: 'fail', note: message.split('\n')[0]!.slice(0, 200) });
    }
    console.log(`(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };

  let modules: ModuleMap | undefined;
  const build = async () => {
    modules = await buildWithModuleMap();
  };
  await stage('bundle', 'production build', build);
  if (!wanted('bundle')) await build();
  await stage('bundle', 'bundle budgets', async () => {
    if (!modules) throw new Error('the production build failed');
    const { checks: c, figures } = checkBundles(budgets, modules);
    checks.push(...c);
    results.bundles = figures;
    sections['First-screen files (gzip)'] = figures.firstScreenFiles.map((f) => `- ${f.file}: ${kib(f.gzipBytes)}`).join('\n');
  });

  let server: RunningServer | undefined;
  if (modules && (wanted('download') || wanted('lighthouse') || wanted('layout') || wanted('counter'))) {
    await stage(only?.[0] as Check['area'] ?? 'lighthouse', 'production server', async () => {
      server = await startServer();
      console.log(`serving dist/ at ${server.url} (${server.database})`);
      await warmUp(server.url);
    });
  }
  if (server) {
    const url = server.url;
    await stage('download', 'cold open of each route: every script fetched until idle (real Chromium)', async () => {
      const { checks: c, figures } = await checkColdOpens(url, budgets.coldOpen);
      checks.push(...c);
      results.coldOpen = figures;
      sections['Cold open: scripts fetched until idle (gzip)'] = figures
        .map((f) => `- ${f.route} (${f.hash}): ${kib(f.gzipBytes)} in ${f.files.length} files: ${f.files.map((x) => `${x.file.replace('assets/', '')} ${kib(x.gzipBytes)}`).join(', ')}`)
        .join('\n');
    });
    await stage('lighthouse', 'Lighthouse (mobile emulation, CPU slowdown calibrated to the host)', async () => {
      const { checks: c, figures, calibration } = await checkLighthouse(url, budgets.lighthouse);
      checks.push(...c);
      results.lighthouse = figures;
      results.lighthouseCalibration = calibration;
      sections['Lighthouse runs'] = figures
        .map((f) => `- ${f.route} (${f.url.replace(url, '')}): ` + f.runs.map((r) => `${r.performance} (CPU ${r.cpuSlowdownMultiplier}x, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, LCP ${Math.round(r.lcpMs)} ms, benchmarkIndex ${Math.round(r.benchmarkIndex)})`).join('; '))
        .join('\n');
    });
    await stage('layout', 'layout matrix (real Chromium)', async () => {
      const { checks: c, figures } = await checkLayout(url);
      checks.push(...c);
      results.layout = figures;
      sections['Layout matrix'] = layoutMarkdown(figures);
    });
    await stage('counter', 'counter tap-to-paint', async () => {
      const { checks: c, figures } = await checkCounterTap(url, budgets.counterTap);
      checks.push(...c);
      results.counterTap = figures;
    });
    // Stopping checks the run's API traffic against the OpenAPI document: a breach there is one more failed check,
    // not a crash that hides every figure measured before it.
    const running = server;
    await stage(only?.[0] as Check['area'] ?? 'lighthouse', 'production server stop (API traffic against the OpenAPI document)', () => running.stop());
  }

  const seconds = (Date.now() - started) / 1000;
  const note = machineNote();
  console.log('\n=== performance gate ===');
  console.log(`host at the end: ${note}`);
  printTable(checks);
  const failed = checks.filter((c) => c.status === 'fail');
  if (only) {
    console.log(`\n--only=${only.join(',')}: perf/results.json and perf/RESULTS.md left as they were`);
    return failed.length === 0 ? 0 : 1;
  }
  writeFileSync(path.join(REPO_ROOT, 'perf/results.json'), JSON.stringify({ measured: note, seconds, checks, ...results }, null, 2) + '\n');
  writeFileSync(path.join(REPO_ROOT, 'perf/RESULTS.md'), markdown(checks, sections, note, seconds));
  console.log(`\nwrote perf/results.json and perf/RESULTS.md (${seconds.toFixed(0)} s)`);
  console.log(failed.length === 0 ? 'performance gate: every budget holds' : `performance gate: ${failed.length} breach(es): ${failed.map((c) => c.name).join('; ')}`);
  return failed.length === 0 ? 0 : 1;
}

/**
 * Opens the example's AI analysis once through the API, as a first visitor would, so the city grid and its room model
 * (gathered on first use on the test server) are ready before anything is measured, as they are on a warmed instance.
 */
async function warmUp(url: string): Promise<void> {
  const json = async (path: string, init: RequestInit = {}) => ((await (await fetch(url + path, init)).json()) as { data: Record<string, string> }).data;
  const { token } = await json('/v1/auth/anonymous', { method: 'POST' });
  const { id } = await json('/v1/area/example');
  await json(`/v1/area/queries/${id}/ai-analysis`, { headers: { authorization: `Bearer ${token}` } });
}
