/**
 * `npm run bench`: starts the API on a throwaway PostgreSQL database and then on a throwaway embedded PGlite
 * database, loads each scenario of perf/bench-scenarios.ts with autocannon on loopback, prints requests/s and
 * p95 latency, and writes perf/bench-results.json (one run per database, so ratios between scenarios compare
 * like with like). DATABASE_URL names the PostgreSQL server (default: the local test server);
 * BENCH_DATABASES=postgres or =pglite runs one of them only. A scenario with a budget (maxP95Ms) fails the bench
 * (exit code 1) when its p95 is above it or an answer is not 2xx.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { scenarios, type BenchRequest, type BenchScenario } from './bench-scenarios.js';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT || 4350);
const durationSeconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS || 3);
/** BENCH_ONLY=me,Singapore: only the scenarios whose name contains one of these words (a quick look while profiling). */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const databases = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',').map((d) => d.trim());
const baseUrl = `http://127.0.0.1:${port}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function load(scenario: BenchScenario, token: string) {
  const prepared = (await scenario.prepare?.({ baseUrl, token })) || scenario.path;
  const requests: BenchRequest[] = (Array.isArray(prepared) ? prepared : [prepared]).map((r) => (typeof r === 'string' ? { path: r } : r));
  const latencies: number[] = [];
  let next = 0;
  const perRequest = requests.length > 1 || requests[0]!.body !== undefined || requests[0]!.headers !== undefined;
  const cannon = (duration: number) =>
    autocannon({
      url: `${baseUrl}${requests[0]!.path}`,
      requests: perRequest
        ? [{
          setupRequest: (request: Record<string, unknown>) => {
            const r = requests[next++ % requests.length]!;
            return {
              ...request, path: r.path,
              ...(r.headers ? { headers: { ...(request.headers as Record<string, string>), ...r.headers } } : {}),
              ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
            };
          },
        }]
        : undefined,
      method: scenario.method,
      connections: scenario.connections ?? connections,
      duration,
      headers: { authorization: `Bearer ${token}`, 'app-language': 'en', 'content-type': 'application/json', ...scenario.headers },
      body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    });
  // Unmeasured first: each scenario is compared in a steady state (JIT, plan caches and pools warm), whatever ran before it.
  await cannon(warmupSeconds);
  const instance = cannon(durationSeconds);
  let bytes = 0;
  instance.on('response', (_client: unknown, _status: number, size: number, responseTime: number) => {
    latencies.push(responseTime);
    bytes += size;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const figures = {
    name: scenario.name,
    connections: scenario.connections ?? connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p95Ms: Number(percentile(latencies, 95).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    requests: result.requests.total,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  if (scenario.maxP95Ms === undefined && !scenario.eachOnce) return figures;
  // A budget holds when p95 is within it, every answer was 2xx, and (eachOnce) no prepared request was sent twice.
  const repeated = scenario.eachOnce && next > requests.length;
  const breaches = [
    ...(scenario.maxP95Ms !== undefined && figures.p95Ms > scenario.maxP95Ms ? [`p95 ${figures.p95Ms} ms > ${scenario.maxP95Ms} ms`] : []),
    ...(figures.non2xx + figures.errors > 0 ? [`${figures.non2xx} non-2xx, ${figures.errors} errors`] : []),
    ...(repeated ? [`${next} requests sent of ${requests.length} distinct ones: repeats measured`] : []),
  ];
  return { ...figures, budget: { maxP95Ms: scenario.maxP95Ms ?? null, reason: scenario.budgetReason ?? null, holds: breaches.length === 0, breaches } };
}

/** Starts the bench server on a fresh database of `kind`, loads every scenario, and drops the database. */
async function runOn(kind: string) {
  const dbName = `lokasi_bench_${randomBytes(4).toString('hex')}`;
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lokasi-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), REDIS_URL: '' };
  if (kind === 'postgres') {
    await admin(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    env.DATABASE_URL = dbUrl.toString();
  } else {
    env.DATABASE_URL = '';
    env.PGLITE_DIR = pgliteDir;
  }
  const server = fork(path.join(import.meta.dirname, 'bench-server.ts'), { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    const ready = await new Promise<{ database: string }>((resolve, reject) => {
      server.once('message', (m) => resolve(m as { database: string }));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const anonymous = (await (await fetch(`${baseUrl}/v1/auth/anonymous`, { method: 'POST' })).json()) as { data: { token: string } };
    const token = anonymous.data.token;
    const results: Awaited<ReturnType<typeof load>>[] = [];
    for (const scenario of scenarios.filter((s) => !only || only.some((word) => s.name.includes(word)))) {
      const r = await load(scenario, token);
      results.push(r);
      console.log(`[${ready.database}] ${r.name}: ${r.requestsPerSecond} req/s, p95 ${r.p95Ms} ms (p50 ${r.p50Ms}, p99 ${r.p99Ms}), ${r.requests} requests, ${r.errors} errors, ${r.non2xx} non-2xx`);
      if ('budget' in r) console.log(`[${ready.database}]   budget p95 ≤ ${r.budget.maxP95Ms ?? '-'} ms: ${r.budget.holds ? 'holds' : `BREACH (${r.budget.breaches.join('; ')})`}`);
    }
    // The measure of authenticated reads: GET /v1/me against the Singapore city report of the same run.
    const rate = (word: string) => results.find((r) => r.name.includes(word))?.requestsPerSecond;
    const me = rate('/v1/me');
    const report = rate('Singapore');
    const meToCityReport = me !== undefined && report ? Number((me / report).toFixed(2)) : null;
    console.log(`[${ready.database}] GET /v1/me ÷ Singapore city report: ${meToCityReport ?? 'not measured'}`);
    return { database: ready.database, meToCityReport, scenarios: results };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (kind === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const runs = [];
for (const kind of databases) runs.push(await runOn(kind));
const report = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
  connections,
  durationSeconds,
  runs,
};
fs.writeFileSync(path.join(import.meta.dirname, 'bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('written perf/bench-results.json');
const breaches = runs.flatMap((run) => run.scenarios.flatMap((s) => ('budget' in s && !s.budget.holds ? [`[${run.database}] ${s.name}: ${s.budget.breaches.join('; ')}`] : [])));
if (breaches.length) {
  console.error(`bench budgets breached:\n${breaches.join('\n')}`);
  process.exitCode = 1;
}
