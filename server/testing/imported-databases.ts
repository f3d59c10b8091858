import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, pgliteHandle, type DatabaseHandle, type PGliteHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { allMigrations } from '../migrations.js';
import type { Database } from '../db/tables.js';
import { importAll } from '../geo/import/run.js';
import { createDatabaseFromTemplate, keepPostgresTemplate, postgresDatabaseExists, templateKey, withAdmin } from './database-template.js';
import type { TestDatabaseTarget } from './test-databases.js';

/*
 * Databases with real datasets imported, for the server tests that check reports against the raw files. Each test file
 * used to import its own subset into a fresh database in beforeAll (20–40 s each on 2 cores, the same Singapore subset
 * four times). Now each distinct subset is imported once into a template (database-template.ts: keyed by the
 * server's code and the data manifest, so a change to either makes new ones) and every file gets its own fresh copy:
 * on PostgreSQL `CREATE DATABASE … TEMPLATE` (about a second), on PGlite an in-memory database loaded from a dump.
 *
 * A subset is a list of layers, each a RegExp of dataset ids or a step of work on the data (a `TemplateStep`, as a
 * started instance's warming): the first is imported into an empty migrated database, each further layer applied on
 * top of a copy of the template before it, exactly as a test that imports one subset and then another. The same layers
 * give the same template, whichever file asks first; parallel workers wait for the one making it (a PostgreSQL
 * advisory lock, or a lock folder for PGlite).
 */

/** Work done once on a template's data after its imports (its id names it in the template's key). */
export interface TemplateStep {
  id: string;
  run(db: Kysely<Database>): Promise<void>;
}
export type Layer = RegExp | TemplateStep;

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const adminUrl = process.env.DATABASE_URL;
/**
 * Connections per copy: above the production server's 10 (openDatabase's default, which serves the same concurrent
 * requests), and low enough that three workers' copies and the templates in the making stay under PostgreSQL's 100.
 */
const POOL_SIZE = 25;
const TEMPLATE_FAMILY = 'lokasi_srv_tpl_';
/** Templates of other code are dropped once this old (a run of the code before an edit may still be copying them). */
const STALE_AFTER_MS = 2 * 60 * 60_000;
/**
 * PGlite templates are dumps in a folder outside the checkout, so a fresh clone (and `npm ci`, which empties
 * node_modules) still finds them: they are keyed by the server's code, the data manifest and PGlite's version.
 */
const pgliteCacheDir = process.env.LOKASI_TEST_DB_CACHE ?? path.join(os.tmpdir(), 'lokasi-test-db');
const pgliteVersion = () => (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

let key: string | undefined;
const currentKey = () => (key ??= templateKey(REPO_ROOT));
const layerName = (layer: Layer) => (layer instanceof RegExp ? layer.source : layer.id);
const subsetId = (layers: readonly Layer[]) =>
  createHash('sha256')
    .update(layers.map((r) => (r instanceof RegExp ? `${r.source}/${r.flags}` : `step:${r.id}`)).join('\n'))
    .digest('hex')
    .slice(0, 10);

/** A fresh database of `target` with the datasets matching `layers` imported (see above); `close` drops it. */
export async function openImported(target: TestDatabaseTarget, ...layers: Layer[]): Promise<DatabaseHandle> {
  if (layers.length === 0) throw new Error('openImported: name at least one layer of datasets');
  if (target.name === 'postgres') return copyPostgres(await postgresTemplate(layers));
  try {
    return await loadPglite(await pgliteTemplate(layers));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return loadPglite(await pgliteTemplate(layers)); // removed as stale by a run of other code between the two steps: made again
  }
}

const applyLayer = (db: Kysely<Database>, layer: Layer) => (layer instanceof RegExp ? importAll(db, dataDir, { only: (id) => layer.test(id) }) : layer.run(db));

// --- PostgreSQL ---

async function postgresTemplate(layers: readonly Layer[]): Promise<string> {
  const name = `${TEMPLATE_FAMILY}${currentKey()}_${subsetId(layers)}`;
  if (await postgresDatabaseExists(adminUrl!, name)) return name;
  const base = layers.length > 1 ? await postgresTemplate(layers.slice(0, -1)) : undefined;
  const lock = new pg.Client({ connectionString: adminUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    if (await postgresDatabaseExists(adminUrl!, name)) return name;
    const building = `lokasi_srv_bld_${randomBytes(6).toString('hex')}`;
    const started = Date.now();
    try {
      if (base) await createDatabaseFromTemplate(adminUrl!, building, base);
      else await withAdmin(adminUrl!, (c) => c.query(`CREATE DATABASE ${building}`));
      const handle = await openDatabase({ url: urlOf(building), poolSize: 4 });
      try {
        if (!base) await migrateToLatest(handle.db, allMigrations);
        await applyLayer(handle.db, layers.at(-1)!);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await withAdmin(adminUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
      throw error;
    }
    await keepPostgresTemplate(adminUrl!, building, name, { family: TEMPLATE_FAMILY, keep: `${TEMPLATE_FAMILY}${currentKey()}_`, graceMs: STALE_AFTER_MS });
    console.log(`[tests] made the template database ${name} (${layers.map(layerName).join(' + ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return name;
  } finally {
    await lock.end(); // ends the session, so releases the lock
  }
}

function urlOf(database: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function copyPostgres(template: string): Promise<DatabaseHandle> {
  const name = `lokasi_t_${randomBytes(6).toString('hex')}`;
  await createDatabaseFromTemplate(adminUrl!, name, template);
  const handle = await openDatabase({ url: urlOf(name), poolSize: POOL_SIZE });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

// --- PGlite ---

async function pgliteTemplate(layers: readonly Layer[]): Promise<string> {
  const file = path.join(pgliteCacheDir, `pglite-${currentKey()}-${pgliteVersion()}-${subsetId(layers)}.tar`);
  if (existsSync(file)) return file;
  const base = layers.length > 1 ? await pgliteTemplate(layers.slice(0, -1)) : undefined;
  await mkdir(pgliteCacheDir, { recursive: true });
  const lockDir = `${file}.lock`;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      if (existsSync(file)) return file;
      // A lock left by a run that died while making it: older than the longest import.
      if (Date.now() - (statSafe(lockDir) ?? Date.now()) > 15 * 60_000) await rm(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    if (existsSync(file)) return file;
    const started = Date.now();
    const handle = base ? await loadPglite(base) : await openDatabase({ dataDir: 'memory://' });
    try {
      if (!base) await migrateToLatest(handle.db, allMigrations);
      await applyLayer(handle.db, layers.at(-1)!);
      const dump = await (handle as PGliteHandle).pglite.dumpDataDir('none');
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await handle.close();
    }
    for (const old of readdirSync(pgliteCacheDir).filter((n) => n.startsWith('pglite-') && !n.startsWith(`pglite-${currentKey()}-`))) {
      if (Date.now() - (statSafe(path.join(pgliteCacheDir, old)) ?? Date.now()) > STALE_AFTER_MS) await rm(path.join(pgliteCacheDir, old), { recursive: true, force: true });
    }
    console.log(`[tests] made the PGlite template ${path.basename(file)} (${layers.map(layerName).join(' + ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return file;
  } finally {
    await rmdir(lockDir).catch(() => undefined);
  }
}

function statSafe(p: string): number | undefined {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return undefined;
  }
}

/** An in-memory PGlite database loaded from a template's dump (as `openDatabase({ dataDir: 'memory://' })` opens one). */
async function loadPglite(file: string): Promise<PGliteHandle> {
  return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) }));
}
