import { execSync } from 'node:child_process';
import os from 'node:os';
import type { Check } from './check.js';

const STATUS = { pass: 'ok', warn: 'WARN', fail: 'FAIL' } as const;

export function printTable(checks: Check[]): void {
  // Long cells are cut here; perf/RESULTS.md has them whole.
  const cut = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);
  const rows = checks.map((c) => [c.area, cut(c.name), cut(c.value), cut(c.budget), STATUS[c.status] + (c.note ? ` (${c.note})` : '')]);
  const header = ['area', 'check', 'measured', 'budget', 'result'];
  const widths = header.map((h, i) => Math.min(90, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const line = (cells: string[]) => cells.map((c, i) => (i === 4 ? c : c.padEnd(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

export function machineNote(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execSync('git status --porcelain', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (dirty) commit += ' + uncommitted changes';
  } catch {
    // not a git checkout
  }
  // Lighthouse's simulated throttling multiplies the tasks it observes, so other work on the host inflates TBT: the
  // load average at the start tells a reader whether a breach was the app or a busy machine.
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
  return `${new Date().toISOString()} · commit ${commit} · ${os.cpus().length} × ${cpu} · load average ${load} (1 / 5 / 15 min) · Node ${process.version}`;
}

export function markdown(checks: Check[], sections: Record<string, string>, note: string, seconds: number): string {
  const esc = (s: string) => s.replaceAll('|', '\\|');
  const failed = checks.filter((c) => c.status === 'fail').length;
  const lines = [
    '# Performance gate results',
    '',
    'Written by `npm run perf` (perf/run.mjs); budgets and their reasons are in perf/budgets.json.',
    '',
    `Measured ${note}; the gate took ${seconds.toFixed(0)} s. **${failed === 0 ? 'All budgets hold.' : `${failed} budget(s) breached.`}**`,
    '',
    '| area | check | measured | budget | result |',
    '|---|---|---|---|---|',
    ...checks.map((c) => `| ${c.area} | ${esc(c.name)} | ${esc(c.value)} | ${esc(c.budget)} | ${STATUS[c.status]}${c.note ? ` (${esc(c.note)})` : ''} |`),
  ];
  for (const [title, body] of Object.entries(sections)) lines.push('', `## ${title}`, '', body);
  return lines.join('\n') + '\n';
}
