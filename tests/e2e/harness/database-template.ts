import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * A migrated database with the public datasets already imported, made once and copied for every server the tests
 * start: the import at start takes minutes on 2 cores, a copy takes a second. Keyed by the server's code and the
 * data manifest, so any change to either makes a new one.
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

/** Marks a database as the template (and drops templates of older keys). */
export async function keepPostgresTemplate(adminUrl: string, made: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const old = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'lokasi\\_e2e\\_tpl\\_%' AND datname <> $1", [name]);
    for (const { datname } of old.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    try {
      await c.query(`ALTER DATABASE ${made} RENAME TO ${name}`);
    } catch {
      await c.query(`DROP DATABASE IF EXISTS ${made} WITH (FORCE)`); // another run made it first
    }
  });
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
