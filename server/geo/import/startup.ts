import fs from 'node:fs';
import path from 'node:path';
import type { StartupTask } from '../../module.js';
import { importAll, needsImport } from './run.js';

/**
 * `npm start`: imports the datasets when the database lacks them or they changed (only those in LOKASI_DATASETS when
 * set); skipped (with a log line) without a data folder. main.ts runs it under the start lock, so instances started
 * together import once.
 */
export const geoImportTask: StartupTask = {
  name: 'geo data import',
  async run(ctx, log) {
    const dir = ctx.config.dataDir;
    if (!fs.existsSync(path.join(dir, 'MANIFEST.md'))) {
      log.warn({ dataDir: dir }, 'geo import skipped: no MANIFEST.md in LOKASI_DATA_DIR; reports will say No Data Available');
      return;
    }
    const chosen = ctx.config.datasets;
    // With a choice, importAll's own per-dataset checksum comparison is the staleness check.
    if (!chosen && !(await needsImport(ctx.db, dir))) return;
    const started = performance.now();
    const reports = await importAll(ctx.db, dir, { log: (line) => log.info(line), ...(chosen && { only: (id: string) => chosen.includes(id) }) });
    log.info({ seconds: Math.round((performance.now() - started) / 100) / 10, imported: reports.filter((r) => r.status === 'imported').length }, 'geo data imported');
  },
};
