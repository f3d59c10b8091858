import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDateTime, formatTime, numberFormat } from './intl.js';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, a different one otherwise', () => {
    expect(numberFormat('th', { maximumFractionDigits: 1 })).toBe(numberFormat('th', { maximumFractionDigits: 1 }));
    expect(numberFormat('th', { maximumFractionDigits: 1 })).not.toBe(numberFormat('th', { maximumFractionDigits: 2 }));
    expect(numberFormat('th')).not.toBe(numberFormat('ko'));
  });

  it('formats as a new Intl formatter would', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    expect(dateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2026-11-23T00:00:00Z'))).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2026-11-23T00:00:00Z')),
    );
  });

  it('writes moments in the interface language, not the browser default', () => {
    const at = '2026-11-23T06:05:00Z';
    expect(formatDateTime('ko', at)).toBe(new Intl.DateTimeFormat('ko', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)));
    expect(formatTime('th', Date.parse(at))).toBe(new Intl.DateTimeFormat('th', { timeStyle: 'short' }).format(new Date(at)));
  });
});

describe('one place makes formatters', () => {
  it('no screen constructs its own Intl formatter (a report spent 100 ms of a 3x-slowed load making one per place)', () => {
    const src = path.resolve(__dirname, '../..');
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && path.join(src, f) !== path.join(__dirname, 'intl.ts'))
      .filter((f) => /new Intl\.(NumberFormat|DateTimeFormat|DisplayNames|PluralRules|RelativeTimeFormat|ListFormat)\(/.test(readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
