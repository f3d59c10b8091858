import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** Specifiers of every static import, re-export, import() and vi.mock() of a file, type-only ones included. */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = text.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/g);
  return [...found].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** Files of `from` (tests included) importing anything inside one of `forbidden`, as "file -> specifier". */
function crossings(from: string, forbidden: readonly string[]): string[] {
  return filesUnder(path.join(ROOT, from)).flatMap((file) =>
    specifiersOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => forbidden.some((dir) => path.resolve(path.dirname(file), specifier).startsWith(path.join(ROOT, dir) + path.sep)))
      .map((specifier) => `${path.relative(ROOT, file)} -> ${specifier}`),
  );
}

describe('import directions', () => {
  it('the web app (src/, its tests included) imports nothing from server/: shared schemas and types live in contracts/', () => {
    expect(crossings('src', ['server'])).toEqual([]);
  });

  it('contracts/ imports neither the server nor the web app, so both can depend on it', () => {
    expect(crossings('contracts', ['server', 'src'])).toEqual([]);
  });

  it('finds an import into server/ when there is one', () => {
    // The check above passes on an empty list: make sure it can see a crossing at all.
    expect(crossings('server/crypto', ['server/accounts'])).not.toEqual([]);
  });
});
