import { describe, expect, it } from 'vitest';
import { windowsCsv } from './csv.js';
import { newId } from './ids.js';

describe('CSV export', () => {
  it('writes a header and one row per window, quoting what a spreadsheet could misread', () => {
    const start = new Date(2026, 10, 21, 9, 0).getTime();
    const csv = windowsCsv(
      [
        { title: 'Customers, inside', operation: 'slideUp', role: 'entered' },
        { title: '=cmd', operation: 'click', role: 'passed' },
      ],
      [{ start, end: start + 60_000, partial: false, counts: [3, 14] }],
      { start: 'Start', end: 'End' },
    );
    expect(csv).toBe('\uFEFFStart,End,"Customers, inside","\'=cmd"\r\n2026-11-21 09:00:00,2026-11-21 09:01:00,3,14\r\n');
  });
});

describe('device ids', () => {
  it('are version-4 UUIDs and differ', () => {
    const a = newId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(a);
  });
});
