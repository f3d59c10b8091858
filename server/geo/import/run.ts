import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { ImportError } from './errors.js';
import { readManifest, type Manifest } from './manifest.js';
import { jsonOf, type DatasetDef, type LoadContext } from './context.js';
import { catalogue } from './catalogue.js';
import { refreshBrandStoreCounts } from '../brand-report.js';

export interface ImportReport {
  id: string;
  status: 'imported' | 'unchanged';
  rows: number;
  ms: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reads and verifies every file of a dataset against the manifest; returns the bytes and the dataset checksum. */
function verify(def: DatasetDef, dataDir: string, manifest: Manifest, recorded: ReadonlyMap<string, string>): { files: Map<string, Buffer>; checksum: string } {
  const files = new Map<string, Buffer>();
  const parts: string[] = [`v${def.version}`, ...(def.dependsOn ?? []).map((d) => `${d}:${recorded.get(d) ?? ''}`)];
  for (const file of def.files) {
    const expected = manifest.files.get(file);
    if (!expected) throw new ImportError(file, null, 'not listed in MANIFEST.md');
    const full = path.join(dataDir, file);
    if (!fs.existsSync(full)) throw new ImportError(file, null, `missing from ${dataDir}`);
    const bytes = fs.readFileSync(full);
    const actual = sha256(bytes);
    if (actual !== expected.sha256) {
      throw new ImportError(file, null, `SHA-256 mismatch: manifest says ${expected.sha256}, file is ${actual}`);
    }
    files.set(file, bytes);
    parts.push(`${file}:${actual}`);
  }
  for (const p of def.packageFiles ?? []) parts.push(`${p.label}:${sha256(fs.readFileSync(p.path))}`);
  return { files, checksum: sha256(Buffer.from(parts.join('\n'))) };
}

/** Provenance of a dataset: its manifest rows (several for multi-file datasets such as snapshot series), de-duplicated. */
function provenanceOf(def: DatasetDef, manifest: Manifest) {
  if (def.provenance) return def.provenance;
  const rows = [...new Set(def.files.filter((f) => !def.auxiliaryFiles?.includes(f)).map((f) => manifest.sourceOf(f)))];
  const join = (pick: (r: (typeof rows)[number]) => string) => [...new Set(rows.map(pick))].join('; ');
  return { source: join((r) => r.source), licence: join((r) => r.licence), vintage: join((r) => r.vintage) };
}

/**
 * Imports every dataset whose checksum differs from the one recorded in `datasets` (new, changed, or loader changed).
 * Each dataset is one transaction: its old rows are cleared and the new ones written, or nothing changes.
 */
export async function importAll(
  db: Kysely<Database>,
  dataDir: string,
  options: { log?: (line: string) => void; only?: (id: string) => boolean; defs?: DatasetDef[] } = {},
): Promise<ImportReport[]> {
  const log = options.log ?? (() => {});
  const manifest = readManifest(dataDir);
  const defs = (options.defs ?? catalogue()).filter((d) => options.only?.(d.id) ?? true);
  const recorded = new Map((await db.selectFrom('datasets').select(['id', 'checksum']).execute()).map((r) => [r.id, r.checksum]));
  const reports: ImportReport[] = [];
  for (const [i, def] of defs.entries()) {
    const started = performance.now();
    const tag = `[${i + 1}/${defs.length}] ${def.id}`;
    const { files, checksum } = verify(def, dataDir, manifest, recorded);
    if (recorded.get(def.id) === checksum) {
      reports.push({ id: def.id, status: 'unchanged', rows: 0, ms: performance.now() - started });
      log(`${tag}: unchanged, skipped`);
      continue;
    }
    const provenance = provenanceOf(def, manifest);
    const rows = await db.transaction().execute(async (trx) => {
      await def.clear(trx);
      const ctx: LoadContext = {
        trx,
        dataDir,
        manifest,
        read: (f) => {
          const b = files.get(f);
          if (!b) throw new ImportError(f, null, `not declared among ${def.id}'s files`);
          return b;
        },
        text: (f) => ctx.read(f).toString('utf8'),
        json: (f) => jsonOf(ctx.read(f), f),
        progress: (m) => log(`${tag}: ${m}`),
      };
      const count = await def.load(ctx);
      await trx.deleteFrom('datasets').where('id', '=', def.id).execute();
      await trx
        .insertInto('datasets')
        .values({ id: def.id, name: def.name, ...provenance, checksum, imported_at: new Date(), rows: count })
        .execute();
      return count;
    });
    recorded.set(def.id, checksum);
    const ms = performance.now() - started;
    reports.push({ id: def.id, status: 'imported', rows, ms });
    log(`${tag}: ${rows} rows in ${(ms / 1000).toFixed(1)} s`);
  }
  if (reports.some((r) => r.status === 'imported')) {
    await refreshDerived(db);
    // Statistics for the planner, and the visibility map the search indexes need for index-only scans (without it
    // every match is also read from the table until autovacuum comes by, minutes later).
    await sql`vacuum (analyze)`.execute(db);
  }
  return reports;
}

/** Figures derived across datasets (brand store counts: NSI brands × stores of every map source, each counted once). */
async function refreshDerived(db: Kysely<Database>): Promise<void> {
  await refreshBrandStoreCounts(db);
}

/** True when some dataset is missing or stale, i.e. importAll would write. Cheap enough for every start (hashing only). */
export async function needsImport(db: Kysely<Database>, dataDir: string): Promise<boolean> {
  const manifest = readManifest(dataDir);
  const recorded = new Map((await db.selectFrom('datasets').select(['id', 'checksum']).execute()).map((r) => [r.id, r.checksum]));
  return catalogue().some((def) => recorded.get(def.id) !== verify(def, dataDir, manifest, recorded).checksum);
}
