// `npm test`: every test of the project, in order, with one closing line "N passed, N failed, N skipped".
// 1 preflight (Chromium + Noto fonts; installs them as root with apt, fails otherwise), 2 type check beside lint and
// the production build, 3 unit + server integration (vitest projects web and server), 4 end-to-end (project e2e).
// Nothing is skipped silently: a step that cannot run counts as a failure and says why.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'tests/output');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const CHROMIUM = '/usr/bin/chromium';
const APT_PACKAGES = ['chromium', 'fonts-noto-cjk', 'fonts-noto-core', 'fonts-noto-color-emoji'];
const INSTALL_HINT = `apt-get install -y ${APT_PACKAGES.join(' ')}`;

const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per failure, repeated at the end (and by .ci/run after the perf gate) so a long log's tail names them. */
const failures = [];
const timings = [];
const started = Date.now();

function heading(text) {
  console.log(`\n=== ${text} ===`);
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output held back, then prints it whole under its own heading; resolves to the exit code. */
function quietly(label, command, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const output = [];
    const child = spawn(command, args, { cwd: root, env: process.env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (code, note = '') => {
      console.log(`--- ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s, exit ${code})${note} ---`);
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('error', (error) => done(1, `: could not start ${command}: ${error.message}`));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function step(name, fn) {
  heading(name);
  const t0 = Date.now();
  const result = await fn();
  timings.push([name, (Date.now() - t0) / 1000]);
  return result;
}

function chromiumWorks() {
  if (!existsSync(CHROMIUM)) return false;
  const probe = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && /Chromium/.test(probe.stdout);
}

/** Each font package with a family it installs: CJK, Thai (among others), and colour emoji as phones have them. */
const FONT_FAMILIES = { 'fonts-noto-cjk': 'Noto Sans CJK', 'fonts-noto-core': 'Noto Sans Thai', 'fonts-noto-color-emoji': 'Noto Color Emoji' };

function missingFonts() {
  return Object.keys(FONT_FAMILIES).filter((pkg) => {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
    if (status.status === 0 && status.stdout.includes('install ok installed')) return false;
    // Not a dpkg system (or installed by hand): accept the fonts if fontconfig knows them.
    const family = FONT_FAMILIES[pkg];
    const list = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    return !(list.status === 0 && list.stdout.includes(family));
  });
}

function preflightProblems() {
  const problems = [];
  if (!chromiumWorks()) problems.push(`Chromium is missing at ${CHROMIUM}`);
  const fonts = missingFonts();
  if (fonts.length) problems.push(`fonts missing: ${fonts.join(', ')} (CJK and Thai text, or emoji, would render as boxes)`);
  return problems;
}

async function preflight() {
  let problems = preflightProblems();
  if (problems.length === 0) {
    console.log(`Chromium at ${CHROMIUM} and the Noto CJK, core and colour emoji fonts are installed.`);
    return true;
  }
  for (const p of problems) console.log(`- ${p}`);
  console.log(`The end-to-end tests need them: ${INSTALL_HINT}`);
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.log(`FAIL: not root with apt here, so nothing was installed. Run as root: apt-get update && ${INSTALL_HINT}`);
    return false;
  }
  console.log('Installing them (root with apt): apt-get update, then apt-get install.');
  const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], aptEnv)) !== 0 || (await run('apt-get', ['install', '-y', ...APT_PACKAGES], aptEnv)) !== 0) {
    console.log('FAIL: apt-get could not install them.');
    return false;
  }
  problems = preflightProblems();
  for (const p of problems) console.log(`FAIL after install: ${p}`);
  return problems.length === 0;
}

/** Adds a vitest JSON report to the totals; a run that failed without a failing test (a file that does not load, an unhandled error) still counts. */
function addVitestReport(label, reportFile, exitCode) {
  if (!existsSync(reportFile)) {
    failures.push(`${label}: vitest wrote no report (exit ${exitCode}); counted as 1 failure.`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed'));
  for (const file of brokenFiles) failures.push(`${label}: ${path.relative(root, file.name)} failed outside any test: ${(file.message ?? '').split('\n')[0]}`);
  for (const file of report.testResults ?? []) {
    for (const t of (file.assertionResults ?? []).filter((r) => r.status === 'failed')) {
      failures.push(`${label}: ${path.relative(root, file.name)} > ${t.fullName}: ${(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  failed += brokenFiles.length;
  if (exitCode !== 0 && failed === 0) {
    failures.push(`${label}: vitest exited ${exitCode} with no failing test (unhandled error?); counted as 1 failure.`);
    failed = 1;
  }
  console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

async function vitest(label, projects, extra = []) {
  const reportFile = path.join(outputDir, `vitest-${label}.json`);
  rmSync(reportFile, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  const code = await run(bin('vitest'), args);
  addVitestReport(label, reportFile, code);
}

async function main() {
  mkdirSync(outputDir, { recursive: true });

  const ready = await step('1/4 Chromium and fonts', preflight);
  if (!ready) {
    totals.failed += 1;
    failures.push('preflight: Chromium or the Noto fonts are missing (counted as 1 failure)');
  }

  // Type check, lint and the production build run no test and share nothing: two at a time on the two cores (the
  // compiler uses one), each one's output printed whole when it ends. The web app is also checked against ES2020's
  // library, its build target: budget Android WebViews (Chrome 80+) lack later built-ins such as Array.prototype.at,
  // which the bundler does not polyfill. `npm run lint`: ESLint checks the import boundaries of the README's Layout and a
  // few correctness rules (eslint.config.js), then dependency-cruiser that no import comes back round (.dependency-cruiser.mjs).
  const { tscCode, lintCode, buildCode } = await step('2/4 type check (tsc --noEmit; the web app also against ES2020), beside lint (ESLint, dependency-cruiser) and then the production build', async () => {
    const [tsc, [lint, build]] = await Promise.all([
      quietly('type check', bin('tsc'), ['--noEmit']).then(async (code) => code || quietly('type check (ES2020)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.web.json'])),
      quietly('lint', 'npm', ['run', '--silent', 'lint']).then(async (code) => [code, await quietly('production build', 'npm', ['run', '--silent', 'build'])]),
    ]);
    return { tscCode: tsc, lintCode: lint, buildCode: build };
  });
  if (tscCode !== 0) {
    failures.push('type check: FAILED (counted as 1 failure)');
    totals.failed += 1;
  } else console.log('type check: passed');
  if (lintCode !== 0) {
    failures.push('lint: FAILED (counted as 1 failure)');
    totals.failed += 1;
  } else {
    console.log('lint: passed');
    totals.passed += 1;
  }

  await step('3/4 unit and server integration tests (vitest projects web, server)', async () => {
    console.log(
      process.env.DATABASE_URL
        ? `DATABASE_URL is set: server tests run on PGlite and on PostgreSQL.`
        : 'DATABASE_URL is not set: PostgreSQL variants are skipped (PGlite variants run). Set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them.',
    );
    // Three files at a time: vitest's default on 2 cores is one worker, and most server files spend their time waiting
    // on PostgreSQL, Redis or timers (the stage used 11 CPU-minutes in 9 wall-minutes with 3 workers on a loaded host,
    // against 11 wall-minutes with 1).
    await vitest('unit', ['web', 'server'], ['--maxWorkers=3']);
  });

  await step('4/4 end-to-end tests on the production build (vitest project e2e, real Chromium)', async () => {
    if (buildCode !== 0) {
      failures.push('build: FAILED, so the end-to-end tests cannot run (counted as 1 failure)');
      totals.failed += 1;
      return;
    }
    if (!ready) {
      console.log('end-to-end: not run because Chromium or the fonts are missing (already counted as a failure)');
      return;
    }
    // Two files at a time: a file waits on its server and Chromium much of the time (one at a time, the stage used
    // the host's two cores about half the time).
    await vitest('e2e', ['e2e'], ['--maxWorkers=2']);
  });

  console.log('\n=== summary ===');
  for (const [name, seconds] of timings) console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
  for (const line of failures) console.log(`FAILED ${line}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

await main();
