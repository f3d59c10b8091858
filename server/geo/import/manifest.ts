import fs from 'node:fs';
import path from 'node:path';
import { ImportError } from './errors.js';

export interface ManifestFile {
  bytes: number;
  sha256: string;
}

/** A row of the manifest's datasets table: the files it covers (a file or a folder prefix) and their provenance. */
export interface ManifestSource {
  files: string[];
  what: string;
  source: string;
  licence: string;
  vintage: string;
}

export interface Manifest {
  files: Map<string, ManifestFile>;
  sources: ManifestSource[];
  /** The provenance row covering a data file. */
  sourceOf(file: string): ManifestSource;
}

/**
 * The vintage cell may go on, after ';', with a caveat for whoever imports the data (e.g. "2026-08; city populations
 * for SG are wrong: use GeoNames"): the importer acts on it (rules.ts), and users' provenance shows the vintage alone.
 */
const vintageOf = (cell: string) => cell.split(';')[0]!.trim();
const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Reads MANIFEST.md: the '## Datasets' table (provenance) and the '## Files and SHA-256' table (checksums). */
export function readManifest(dataDir: string): Manifest {
  const file = path.join(dataDir, 'MANIFEST.md');
  if (!fs.existsSync(file)) throw new ImportError('MANIFEST.md', null, `not found in ${dataDir}`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const files = new Map<string, ManifestFile>();
  const sources: ManifestSource[] = [];
  let section = '';
  lines.forEach((line, i) => {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (!line.startsWith('|') || /^\|\s*-/.test(line) || /^\|\s*(files?)\s*\|/.test(line)) return;
    const c = cells(line);
    if (section.startsWith('Files')) {
      const [name, bytes, sha] = c;
      const p = paths(name ?? '')[0];
      const hash = paths(sha ?? '')[0];
      if (!p || !hash || !/^[0-9a-f]{64}$/.test(hash)) throw new ImportError('MANIFEST.md', i + 1, 'malformed checksum row');
      files.set(p, { bytes: Number(bytes), sha256: hash });
    } else if (section === 'Datasets' && c.length >= 5) {
      sources.push({ files: paths(c[0]!), what: c[1]!, source: c[2]!, licence: c[3]!, vintage: vintageOf(c[4]!) });
    }
  });
  return {
    files,
    sources,
    sourceOf(f: string) {
      const hit = sources.find((s) => s.files.some((p) => (p.endsWith('/') ? f.startsWith(p) : f === p)));
      if (!hit) throw new ImportError('MANIFEST.md', null, `no dataset row covers ${f}`);
      return hit;
    },
  };
}
