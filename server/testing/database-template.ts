import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Template databases: a migrated database with public datasets already imported, made once and copied for every test
 * that needs it (the import takes tens of seconds to minutes on 2 cores, a copy about a second). Keyed by the server's
 * code and the data manifest, so any change to either makes a new one. Shared by the end-to-end harness
 * (tests/e2e/harness/server.ts: the whole import, made by the production server) and the server tests
 * (./imported-databases.ts: one template per dataset subset a test file imports).
 */
export type DatabaseTemplate = { kind: 'pglite'; dir: string } | { kind: 'postgres'; name: string };

export function templateKey(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const serverDir = path.join(repoRoot, 'server');
  for (const file of listFiles(serverDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
    hash.update(path.relative(serverDir, file)).update(readFileSync(file));
  }
  const manifest = path.join(path.resolve(repoRoot, env.LOKASI_DATA_DIR ?? '../shared/data'), 'MANIFEST.md');
  if (existsSync(manifest)) hash.update(readFileSync(manifest));
  return hash.digest('hex').slice(0, 12);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

export const templateCacheDir = (repoRoot: string) => path.join(repoRoot, 'node_modules/.cache/lokasi-e2e-db');

export function pgliteTemplateDir(repoRoot: string, key: string): string {
  return path.join(templateCacheDir(repoRoot), `pglite-${key}`);
}

export const postgresTemplateName = (key: string) => `lokasi_e2e_tpl_${key}`;

export async function postgresDatabaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withAdmin(adminUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
}

/** Moves a freshly made PGlite folder into the cache (atomically; if another run got there first, keeps theirs). */
export async function keepPgliteTemplate(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  for (const old of readdirSync(path.dirname(to)).filter((n) => n.startsWith('pglite-') && path.join(path.dirname(to), n) !== to)) {
    await rm(path.join(path.dirname(to), old), { recursive: true, force: true });
  }
  try {
    await rename(from, to);
  } catch {
    await rm(from, { recursive: true, force: true });
  }
}

export function copyPgliteTemplate(template: string, to: string): Promise<void> {
  return cp(template, to, { recursive: true });
}

/**
 * Marks a database as the template `name`, and drops the older templates of its family: the databases named
 * `family…` except those starting with `keep` (default: `name` itself; the server tests keep every subset of the
 * current key). With `graceMs`, only those made more than that long ago (as their comment says): a run of other code
 * in the same checkout (someone editing the server while tests run) may still be copying them.
 */
export async function keepPostgresTemplate(
  adminUrl: string,
  made: string,
  name: string,
  { family = 'lokasi_e2e_tpl_', keep = name, graceMs }: { family?: string; keep?: string; graceMs?: number } = {},
): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const old = await c.query<{ datname: string; note: string | null }>(
      "SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE starts_with(datname, $1) AND NOT starts_with(datname, $2)",
      [family, keep],
    );
    const madeAt = (note: string | null) => Number(/^made (\d+)$/.exec(note ?? '')?.[1] ?? 0);
    for (const { datname, note } of old.rows) {
      if (graceMs === undefined || Date.now() - madeAt(note) > graceMs) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    try {
      await c.query(`ALTER DATABASE ${made} RENAME TO ${name}`);
      await c.query(`COMMENT ON DATABASE ${name} IS 'made ${Date.now()}'`);
    } catch {
      await c.query(`DROP DATABASE IF EXISTS ${made} WITH (FORCE)`); // another run made it first
    }
  });
}

/** A new database copied from `template`; retried while another session still holds the template (a copy being made). */
export async function createDatabaseFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      if (attempt >= 30 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 500));
    }
  }
}

export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
