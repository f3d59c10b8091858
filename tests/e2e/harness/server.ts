import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import {
  copyPgliteTemplate,
  createDatabaseFromTemplate,
  keepPgliteTemplate,
  keepPostgresTemplate,
  pgliteTemplateDir,
  postgresDatabaseExists,
  postgresTemplateName,
  templateKey,
  withAdmin,
} from '../../../server/testing/database-template.js';
import { Codes } from '../../../contracts/errors.js';
import { contractViolations, startRecordingProxy, type Exchange } from './contract-recorder.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StartServerOptions {
  /** Defaults to a free port (the first free one of LOKASI_TEST_PORTS="from-to" when set). */
  port?: number;
  /** Extra environment for the server; wins over what the harness sets. */
  env?: Record<string, string | undefined>;
  /**
   * true: start from an empty database and let the server migrate and import everything itself (minutes).
   * Default: a copy of the cached template database (see server/testing/database-template.ts), made on first use.
   */
  emptyDatabase?: boolean;
  /** How long to wait for /healthz (default 10 minutes: when the template is made, the whole data import runs). */
  startTimeoutMs?: number;
}

export interface RunningServer {
  /**
   * e.g. http://127.0.0.1:4701 (no trailing slash): a recording proxy in front of the server, so that stop() can check
   * every API exchange of the test against the served OpenAPI document.
   */
  url: string;
  port: number;
  /** 'pglite' or the throwaway PostgreSQL database this run owns. */
  database: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  /** The API exchanges so far, as they crossed the wire. */
  exchanges(): readonly Exchange[];
  /** Stops the server; throws when an API exchange of the run broke the served OpenAPI document (contract-recorder.ts). */
  stop(): Promise<void>;
}

/**
 * Runs the real production server (`tsx server/main.ts`, NODE_ENV=production) on a free port with its own
 * database: a PGlite folder in a temp dir, or, when DATABASE_URL is set, a new PostgreSQL database that is dropped
 * on stop. Both start as a copy of the template (migrated, data imported). Resolves once GET /healthz answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const adminUrl = process.env.DATABASE_URL;
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'lokasi-e2e-'));
  const pgliteDir = path.join(tempDir, 'pglite');
  let database: { name: string; url: string; drop(): Promise<void> } | undefined;
  if (options.emptyDatabase) {
    if (adminUrl) database = await createPostgresDatabase(adminUrl);
  } else {
    const template = await ensureTemplate(options);
    if (adminUrl) database = await createPostgresDatabase(adminUrl, template);
    else await copyPgliteTemplate(template, pgliteDir);
  }
  try {
    return await launch(options, { PGLITE_DIR: pgliteDir, DATABASE_URL: database?.url }, database?.name ?? 'pglite', async () => {
      if (database) await database.drop();
      await rm(tempDir, { recursive: true, force: true });
    });
  } catch (error) {
    if (database) await database.drop();
    await rm(tempDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The template database of this code and data (a PostgreSQL database's name when DATABASE_URL is set, else a PGlite
 * folder), made when missing. The e2e suite makes it once before its files start (global-setup.ts), so files running
 * side by side copy it instead of each importing the data.
 */
export async function ensureTemplate(options: StartServerOptions = {}): Promise<string> {
  const adminUrl = process.env.DATABASE_URL;
  const key = templateKey(REPO_ROOT);
  if (adminUrl) {
    const template = postgresTemplateName(key);
    if (!(await postgresDatabaseExists(adminUrl, template))) await makePostgresTemplate(adminUrl, template, options);
    return template;
  }
  const template = pgliteTemplateDir(REPO_ROOT, key);
  if (!existsSync(template)) await makePgliteTemplate(template, options);
  return template;
}

/**
 * The template's server warms what start-up warming makes (the city grid and the recommendation example, stored in
 * the database), and its stop waits for that: every test server copies them instead of gathering its own.
 */
const WARMED = { RECOMMENDATIONS_WARM_AT_START: 'true' };
const WARM_GRACE_MS = 10 * 60_000;

async function makePgliteTemplate(template: string, options: StartServerOptions): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lokasi-e2e-template-'));
  console.log(`[e2e] making the template database (migrations + data import, once per server/data change): ${template}`);
  try {
    const server = await launch(options, { PGLITE_DIR: path.join(work, 'pglite'), DATABASE_URL: undefined, ...WARMED }, 'pglite template', async () => {}, WARM_GRACE_MS);
    await server.stop();
    await keepPgliteTemplate(path.join(work, 'pglite'), template);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function makePostgresTemplate(adminUrl: string, template: string, options: StartServerOptions): Promise<void> {
  console.log(`[e2e] making the template database ${template} (migrations + data import, once per server/data change)`);
  const made = await createPostgresDatabase(adminUrl);
  try {
    const server = await launch(options, { DATABASE_URL: made.url, ...WARMED }, made.name, async () => {}, WARM_GRACE_MS);
    await server.stop();
  } catch (error) {
    await made.drop();
    throw error;
  }
  await keepPostgresTemplate(adminUrl, made.name, template);
}

async function launch(
  options: StartServerOptions,
  databaseEnv: Record<string, string | undefined>,
  database: string,
  cleanUp: () => Promise<void>,
  /** How long a stop lets the server finish its work before it is killed. */
  graceMs = 10_000,
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Every browser of every run comes from 127.0.0.1: with CI's shared Redis the per-address limits (anonymous
    // accounts: 30 an hour) would carry over between runs. Each test server counts its own; pass REDIS_URL to opt in.
    REDIS_URL: undefined,
    // No start-up warming: the template brings the stored city grid and the recommendation example, and the room
    // models a test server needs are fitted on first use, so a server that never analyses does not compete with Chromium.
    RECOMMENDATIONS_WARM_AT_START: 'false',
    ...databaseEnv,
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  const child = spawn(process.execPath, [tsxCli(), 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true, // own process group, so stop() also ends whatever tsx started
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave a server behind when the test process ends without stopping it.
  const killOnExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output, options.startTimeoutMs ?? 600_000);
  } catch (error) {
    await endProcessGroup(child);
    process.off('exit', killOnExit);
    throw error;
  }
  const proxy = await startRecordingProxy(url);
  const stop = async () => {
    let violations: string[] = [];
    try {
      violations = await checkContract(url, proxy.exchanges());
    } finally {
      await proxy.close();
      await endProcessGroup(child, graceMs);
      process.off('exit', killOnExit);
      await cleanUp();
    }
    if (violations.length > 0) {
      throw new Error(`${violations.length} API exchanges broke the served OpenAPI document (/v1/openapi.json):\n${violations.slice(0, 30).join('\n')}`);
    }
  };
  return { url: proxy.url, port, database, output: () => output, exchanges: proxy.exchanges, stop };
}

/** The exchanges that break the document the server serves (the validation failure code comes from the same table). */
async function checkContract(url: string, exchanges: readonly Exchange[]): Promise<string[]> {
  if (exchanges.length === 0) return [];
  const document = await (await fetch(`${url}/v1/openapi.json`)).json();
  return contractViolations(document, exchanges, Codes.VALIDATION_FAILED.code);
}

function tsxCli(): string {
  return path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before /healthz answered:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs} ms:\n${output()}`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function endProcessGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const killTimer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(killTimer);
}

async function createPostgresDatabase(adminUrl: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `lokasi_e2e_${randomBytes(6).toString('hex')}`;
  if (template) await createDatabaseFromTemplate(adminUrl, name, template);
  else await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

async function freePort(): Promise<number> {
  const range = process.env.LOKASI_TEST_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) return listenOn(0);
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    try {
      return await listenOn(port);
    } catch {
      // taken, try the next one
    }
  }
  throw new Error(`No free port in LOKASI_TEST_PORTS=${process.env.LOKASI_TEST_PORTS}`);
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(chosen));
    });
  });
}
