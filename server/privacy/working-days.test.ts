import { describe, expect, it } from 'vitest';
import { workingDaysBetween } from './working-days.js';

describe('working days a deletion request has waited', () => {
  it('counts Monday to Friday after the request day, up to today', () => {
    const friday = new Date('2026-11-20T17:00:00Z');
    expect(workingDaysBetween(friday, new Date('2026-11-20T23:00:00Z'))).toBe(0);
    expect(workingDaysBetween(friday, new Date('2026-11-22T10:00:00Z'))).toBe(0);
    expect(workingDaysBetween(friday, new Date('2026-11-23T00:30:00Z'))).toBe(1);
    // Three full weeks later: 15 working days, the last day before an alert.
    expect(workingDaysBetween(friday, new Date('2026-12-11T09:00:00Z'))).toBe(15);
    expect(workingDaysBetween(friday, new Date('2026-12-14T09:00:00Z'))).toBe(16);
  });
});
