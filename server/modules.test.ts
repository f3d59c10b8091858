import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DomainModule } from './module.js';
import { modules } from './modules.js';
import { checkDependencies } from './app.js';
import { allMigrations } from './db/migrations.js';
import { jobsOf } from './jobs/index.js';
import { startupTasks } from './startup.js';

const SERVER = import.meta.dirname;
/** The composition root: built from the modules, so no module may import it. */
const ROOT_FILES = ['app.ts', 'main.ts', 'modules.ts', 'startup.ts', 'shutdown.ts'].map((f) => path.join(SERVER, f));
/**
 * Module pairs with undeclared imports, known and not yet fixed, each with what fixes it. Listed so that the test fails
 * when another pair appears and when one of these is fixed (then delete its line).
 */
const KNOWN_UNDECLARED: Record<string, string> = {
  // Dataset ids, file names and constants the report reads are defined by the importer's loaders.
  'geo -> importer': 'define them in geo (e.g. geo/datasets.ts) and import them from server/geo/import',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The folder of the module that owns a file: the nearest folder with a module.ts; none for shared code (http, db, ...). */
function owningFolder(file: string): string | undefined {
  for (let dir = path.dirname(file); dir.startsWith(SERVER + path.sep); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'module.ts'))) return dir;
  }
  return undefined;
}

/** Relative specifiers of every static import, re-export and import() of a file, type-only ones included. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)];
  return found.map((m) => (m[1] ?? m[2])!);
}

const resolve = (from: string, specifier: string) => path.resolve(path.dirname(from), specifier.replace(/\.js$/, '.ts'));

async function registry(): Promise<Map<string, DomainModule>> {
  const byFolder = new Map<string, DomainModule>();
  for (const file of sourceFiles(SERVER).filter((f) => path.basename(f) === 'module.ts' && f !== path.join(SERVER, 'module.ts'))) {
    const exported = Object.values(await import(file)) as DomainModule[];
    const declared = exported.filter((v) => typeof v === 'object' && v !== null && 'dependsOn' in v);
    expect(declared, `${path.relative(SERVER, file)} exports one module`).toHaveLength(1);
    byFolder.set(path.dirname(file), declared[0]!);
  }
  return byFolder;
}

describe('modules are the registry', () => {
  it('lists every module folder once, in an order that satisfies dependsOn', async () => {
    const byFolder = await registry();
    expect([...byFolder.values()].filter((m) => !modules.includes(m)).map((m) => m.name)).toEqual([]);
    expect(new Set(modules.map((m) => m.name)).size).toBe(modules.length);
    expect(() => checkDependencies(modules)).not.toThrow();
  });

  it('a module imports another module only when it declares it in dependsOn, and never the composition root', async () => {
    const byFolder = await registry();
    const violations: string[] = [];
    const knownSeen = new Set<string>();
    for (const file of sourceFiles(SERVER)) {
      const from = owningFolder(file);
      if (!from) continue;
      const module = byFolder.get(from)!;
      for (const specifier of importsOf(file)) {
        const target = resolve(file, specifier);
        const to = owningFolder(target);
        const where = `${path.relative(SERVER, file)} -> ${specifier}`;
        if (ROOT_FILES.includes(target)) violations.push(`${where}: the composition root`);
        else if (to && to !== from && !module.dependsOn.includes(byFolder.get(to)!.name)) {
          const pair = `${module.name} -> ${byFolder.get(to)!.name}`;
          if (pair in KNOWN_UNDECLARED) knownSeen.add(pair);
          else violations.push(`${where}: ${module.name} does not declare ${byFolder.get(to)!.name}`);
        }
      }
    }
    expect(violations).toEqual([]);
    expect([...knownSeen].sort()).toEqual(Object.keys(KNOWN_UNDECLARED).sort());
  });

  it('builds migrations, startup tasks and jobs from the modules', () => {
    expect(Object.keys(allMigrations).sort()).toEqual(modules.flatMap((m) => Object.keys(m.migrations ?? {})).sort());
    expect(startupTasks.map((t) => t.name)).toEqual(['geo data import', 'area-example']);
    expect(jobsOf(modules).map((j) => j.name).sort()).toEqual(modules.flatMap((m) => (m.jobs ?? []).map((j) => j.name)).sort());
  });
});
