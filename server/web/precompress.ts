import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|map)$/;
// Below this size the compressed file plus headers saves nothing worth a second file.
const MIN_BYTES = 512;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to each compressible file where they are smaller. */
export function precompress(distDir: string): { files: number; bytes: number; brotliBytes: number; gzipBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of walk(distDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += Math.min(br.length, source.length);
    totals.gzipBytes += Math.min(gz.length, source.length);
  }
  return totals;
}
