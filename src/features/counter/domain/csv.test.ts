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
      [{ start, end: start + 60_000, partial: false, counts: [3, 14] }, { start: start + 60_000, end: start + 90_000, partial: true, counts: [1, 0] }],
      { start: 'Time', duration: 'Duration', minutes: (m) => `${m} min` },
    );
    // The Duration column says how long each window lasted (it held the end time), a clipped last window its own length.
    expect(csv).toBe('\uFEFFTime,Duration,"Customers, inside","\'=cmd"\r\n2026-11-21 09:00:00,1 min,3,14\r\n2026-11-21 09:01:00,0.5 min,1,0\r\n');
  });
});

describe('device ids', () => {
  it('are version-4 UUIDs and differ', () => {
    const a = newId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(a);
  });
});
