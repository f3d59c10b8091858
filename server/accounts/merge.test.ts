import { describe, expect, it } from 'vitest';
import { joinedMembership } from './merge.js';

const now = new Date('2026-11-21T10:00:00Z');
const until = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('the membership of two accounts joined', () => {
  it('adds the time the earlier running membership had left to the later end, with the longer one’s type', () => {
    const monthly = { type: 'monthly' as const, validUntil: until('2026-12-21T10:00:00Z') };
    const yearly = { type: 'yearly' as const, validUntil: until('2027-11-21T10:00:00Z') };
    expect(joinedMembership(monthly, yearly, now)).toEqual({ type: 'yearly', validUntil: new Date(yearly.validUntil.getTime() + 30 * DAY) });
    expect(joinedMembership(yearly, monthly, now)).toEqual({ type: 'yearly', validUntil: new Date(yearly.validUntil.getTime() + 30 * DAY) });
  });

  it('keeps lifetime whichever account had it, and never shortens it', () => {
    const lifetime = { type: 'lifetime' as const, validUntil: until('9999-12-31T00:00:00Z') };
    const monthly = { type: 'monthly' as const, validUntil: until('2026-12-21T10:00:00Z') };
    expect(joinedMembership(lifetime, monthly, now)).toBe(lifetime);
    expect(joinedMembership(monthly, lifetime, now)).toBe(lifetime);
  });

  it('adds nothing for a membership that has ended, and takes the one of an account that had none', () => {
    const ended = { type: 'quarterly' as const, validUntil: until('2026-10-01T00:00:00Z') };
    const running = { type: 'monthly' as const, validUntil: until('2026-12-01T00:00:00Z') };
    expect(joinedMembership(ended, running, now)).toBe(running);
    expect(joinedMembership(running, undefined, now)).toBe(running);
    expect(joinedMembership(undefined, ended, now)).toBe(ended);
    expect(joinedMembership(undefined, undefined, now)).toBeUndefined();
  });
});
