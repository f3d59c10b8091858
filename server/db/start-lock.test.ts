import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { trainVolumeDataset, hdbDataset } from '../geo/import/sg-transit.js';
import { myIncomeDataset } from '../geo/import/sg-areas.js';
import { wdiDatasets } from '../geo/import/wdi.js';
import { importAll } from '../geo/import/run.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { DatabaseHandle } from './database.js';
import type { Database } from './tables.js';

const postgres = testDatabaseTargets().find((t) => t.name === 'postgres');
if (!postgres) console.warn('[tests] instances-starting-together test skipped: DATABASE_URL is not set (it needs one shared PostgreSQL).');

const REPO = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(REPO, 'server/geo/import/fixtures/data');
/** The datasets the fixtures hold (see import.test.ts). */
const wdi = new Set(['wdi-ny.gdp.mktp.cd', 'wdi-pa.nus.fcrf', 'wdi-sp.pop.totl']);
const defs = [...wdiDatasets().filter((d) => wdi.has(d.id)), trainVolumeDataset, hdbDataset, myIncomeDataset];
const INSTANCES = 3;

interface Instance {
  child: ChildProcess;
  url: string;
  output: string;
}

function start(databaseUrl: string, distDir: string, port: number): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOKASI_DATA_DIR: FIXTURES,
    LOKASI_DATASETS: defs.map((d) => d.id).join(','),
    DIST_DIR: distDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const instance: Instance = { child, url: `http://127.0.0.1:${port}`, output: '' };
  child.stdout!.on('data', (b: Buffer) => (instance.output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (instance.output += b.toString()));
  return instance;
}

async function healthy(instance: Instance, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`an instance exited (${instance.child.exitCode}):\n${instance.output}`);
    const status = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status, () => 0);
    if (status === 200) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no /healthz within ${timeoutMs} ms:\n${instance.output}`);
}

/** Rows per table, except the scheduler's claims (each instance ticks) and the migrator's own tables. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%' AND table_name <> 'job_runs' ORDER BY 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    counts[name] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(db)).rows[0]!.n;
  }
  return counts;
}

describe.skipIf(!postgres)('instances started together on one fresh PostgreSQL', () => {
  let shared: DatabaseHandle;
  let reference: DatabaseHandle;
  let distDir: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    [shared, reference] = await Promise.all([postgres!.open(), postgres!.open()]);
    // Fresh means unmigrated: what a new deployment's instances find.
    await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(shared.db);
    // A built web app newer than any source, so no instance starts a web build.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lokasi-start-lock-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
    const future = new Date('2100-01-01T00:00:00Z');
    fs.utimesSync(path.join(distDir, 'index.html'), future, future);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(
      instances.map((i) => (i.child.exitCode === null ? new Promise((resolve) => (i.child.once('exit', resolve), i.child.kill('SIGTERM'))) : undefined)),
    );
    await Promise.all([shared?.close(), reference?.close()]);
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  }, 60_000);

  it('all come up, after one migration, one import and one seeded example', async () => {
    const basePort = 20_000 + Math.floor(Math.random() * 20_000);
    for (let i = 0; i < INSTANCES; i++) instances.push(start(shared.url!, distDir, basePort + i));
    expect(await Promise.all(instances.map((i) => healthy(i, 180_000)))).toEqual(Array(INSTANCES).fill(200));

    const datasets = await shared.db.selectFrom('datasets').select('id').orderBy('id').execute();
    expect(datasets.map((d) => d.id)).toEqual(defs.map((d) => d.id).sort());
    // The same datasets imported once, by one process, into a database of its own.
    await importAll(reference.db, FIXTURES, { defs });
    // Beside the import, the one other startup task that writes (the area reports' example query) ran once too.
    expect(await rowCounts(shared.db)).toEqual({ ...(await rowCounts(reference.db)), area_queries: 1 });
  }, 240_000);
});
