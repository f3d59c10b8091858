import type { SessionItem } from '../../../../contracts/counter.js';
import type { WindowTally } from './windows.js';

function cell(value: string | number): string {
  const text = String(value);
  // Quote anything a spreadsheet could misread; a leading =, +, - or @ would run as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * One row per clock window: its local start time, how long it lasted (a clipped first or last window is shorter) and a
 * column per item; a header row names them.
 */
export function windowsCsv(
  items: readonly SessionItem[],
  windows: readonly WindowTally[],
  labels: { start: string; duration: string; minutes: (minutes: number) => string },
): string {
  const time = (ms: number) => {
    const d = new Date(ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  };
  const minutes = (w: WindowTally) => labels.minutes(Math.round((w.end - w.start) / 6_000) / 10);
  const rows = [[labels.start, labels.duration, ...items.map((i) => i.title)], ...windows.map((w) => [time(w.start), minutes(w), ...w.counts])];
  // The byte-order mark makes spreadsheet apps read the titles (any script) as UTF-8.
  return '\uFEFF' + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
