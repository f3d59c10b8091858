import type { SessionItem } from '../../../../contracts/counter.js';
import type { WindowTally } from './windows.js';

function cell(value: string | number): string {
  const text = String(value);
  // Quote anything a spreadsheet could misread; a leading =, +, - or @ would run as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per clock window with local start and end times and a column per item; a header row names them. */
export function windowsCsv(items: readonly SessionItem[], windows: readonly WindowTally[], labels: { start: string; end: string }): string {
  const time = (ms: number) => {
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  };
  const rows = [[labels.start, labels.end, ...items.map((i) => i.title)], ...windows.map((w) => [time(w.start), time(w.end), ...w.counts])];
  // The byte-order mark makes spreadsheet apps read the titles (any script) as UTF-8.
  return '\uFEFF' + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
