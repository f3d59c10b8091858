import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DomainModule } from './module.js';
import { modules } from './modules.js';
import { checkDependencies } from './app.js';
import { allMigrations } from './migrations.js';
import { jobsOf } from './jobs/index.js';
import { startupTasks } from './startup.js';
import { sql } from 'kysely';
import { testDatabaseTargets } from './testing/test-databases.js';

const SERVER = import.meta.dirname;
/** The composition root: built from the modules, so no module may import it. */
const ROOT_FILES = ['app.ts', 'main.ts', 'modules.ts', 'migrations.ts', 'startup.ts', 'shutdown.ts', 'data-import.ts'].map((f) => path.join(SERVER, f));
/**
 * Module pairs with undeclared imports, known and not yet fixed, each with what fixes it. Listed so that the test fails
 * when another pair appears and when one of these is fixed (then delete its line).
 */
const KNOWN_UNDECLARED: Record<string, string> = {};

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
    const exported = Object.values(await import(file)) as unknown[];
    const declared = exported.filter((v): v is DomainModule => typeof v === 'object' && v !== null && 'dependsOn' in v);
    // A module built from the others (privacy) exports its factory; the registry holds what it built.
    const built = exported.filter((v): v is (list: readonly DomainModule[]) => DomainModule => typeof v === 'function' && v.name.endsWith('Module'));
    const found = [...declared, ...built.map((factory) => modules.find((m) => m.name === factory([]).name)!)];
    expect(found, `${path.relative(SERVER, file)} exports one module`).toHaveLength(1);
    byFolder.set(path.dirname(file), found[0]!);
  }
  return byFolder;
}

/** The tables each module folder's migrations create: a table belongs to the module that creates it. */
function tablesByFolder(byFolder: Map<string, DomainModule>): Map<string, string[]> {
  const owned = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const folder = owningFolder(file);
    if (!folder || !byFolder.has(folder)) continue;
    const created = [...fs.readFileSync(file, 'utf8').matchAll(/createTable\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]!);
    owned.set(folder, [...(owned.get(folder) ?? []), ...created]);
  }
  return owned;
}

/** Where a file names a table: a quoted name (query builders, `'table as t'`, `'table.column'`) or after an SQL keyword. */
function namesTable(text: string, table: string): boolean {
  return new RegExp(`['"\`]${table}(?:['"\`.]|\\s+as\\s)|\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+${table}\\b`, 'i').test(text);
}

/**
 * Module pairs where one names the other's table, known and not yet fixed, with what fixes each. Listed so that the
 * test fails when another pair appears and when one of these is fixed (then delete its line).
 */
const KNOWN_FOREIGN_TABLES: Record<string, string> = {};

/** A column that identifies, reaches or locates a person (tables holding one need a personal-data declaration). */
const PERSONAL_COLUMN = /^(user_id|email|to_address|token_hash|session_id|device\w*|lat|lon|lng|latitude|longitude|h3_r\d+|contact)$/;

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
    expect(startupTasks.map((t) => t.name)).toEqual(['geo data import', 'gazetteer warm-up', 'area-example', 'recommendation-example']);
    expect(jobsOf(modules).map((j) => j.name).sort()).toEqual(modules.flatMap((m) => (m.jobs ?? []).map((j) => j.name)).sort());
  });

  it('a module names only its own tables (others it reaches through their exported queries)', async () => {
    const byFolder = await registry();
    const owned = tablesByFolder(byFolder);
    const owner = new Map([...owned].flatMap(([folder, tables]) => tables.map((t) => [t, byFolder.get(folder)!.name] as const)));
    const violations: string[] = [];
    const knownSeen = new Set<string>();
    for (const file of sourceFiles(SERVER)) {
      const from = owningFolder(file);
      if (!from || !byFolder.has(from)) continue;
      const module = byFolder.get(from)!.name;
      // A foreign key, or a declaration that rows go with another module's (erasedWith), names the table it depends on.
      const text = fs.readFileSync(file, 'utf8').replace(/\.references\(\s*'[^']*'\s*\)|erasedWith:\s*'[^']*'/g, '');
      for (const [table, tableOwner] of owner) {
        if (tableOwner === module || !namesTable(text, table)) continue;
        const pair = `${module} -> ${tableOwner}`;
        if (pair in KNOWN_FOREIGN_TABLES) knownSeen.add(pair);
        else violations.push(`${path.relative(SERVER, file)}: ${module} names ${tableOwner}'s table ${table}`);
      }
    }
    expect(violations).toEqual([]);
    expect([...knownSeen].sort()).toEqual(Object.keys(KNOWN_FOREIGN_TABLES).sort());
  });

  it('every table with a user, e-mail, token, device or location column is in its own module’s personal-data declaration', async () => {
    const byFolder = await registry();
    const owned = tablesByFolder(byFolder);
    const declaredBy = new Map<string, string>();
    const declaredColumns = new Map<string, readonly string[]>();
    for (const m of modules) {
      for (const [table, t] of Object.entries(m.personalData?.tables ?? {})) {
        declaredBy.set(table, m.name);
        declaredColumns.set(table, t.columns);
      }
      for (const table of m.personalData?.publicPlaces ?? []) declaredBy.set(table, m.name);
    }
    const handle = await testDatabaseTargets()[0]!.open();
    try {
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`.execute(handle.db);
      const columns = new Map<string, string[]>();
      for (const r of rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
      const problems: string[] = [];
      for (const [table, cols] of columns) {
        const personal = cols.filter((c) => PERSONAL_COLUMN.test(c) || (table === 'users' && c === 'id'));
        const ownerFolder = [...owned].find(([, tables]) => tables.includes(table))?.[0];
        const ownerName = ownerFolder ? byFolder.get(ownerFolder)!.name : undefined;
        if (personal.length && declaredBy.get(table) !== ownerName) problems.push(`${table} (${personal.join(', ')}): not declared by its module ${ownerName}`);
        const listed = declaredColumns.get(table);
        if (listed) {
          for (const c of personal) if (!listed.includes(c)) problems.push(`${table}.${c}: personal but not in the declaration's columns`);
          for (const c of listed) if (!cols.includes(c)) problems.push(`${table}.${c}: declared but no such column`);
        }
      }
      for (const table of declaredBy.keys()) if (!columns.has(table)) problems.push(`${table}: declared but no such table`);
      expect(problems).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
