import { describe, expect, it } from 'vitest';
import { parseCsv, num } from './csv.js';

describe('CSV reader', () => {
  it('reads quoted fields with commas, quotes and newlines, numbering records by their first line', () => {
    const rows = parseCsv('a,b\n"x, y","say ""hi"""\n"multi\nline",2\n', 'f.csv');
    expect(rows.map((r) => [r.line, r.get('a'), r.get('b')])).toEqual([[2, 'x, y', 'say "hi"'], [3, 'multi\nline', '2']]);
  });
  it('names file and line for a record with the wrong field count or a bad number', () => {
    expect(() => parseCsv('a,b\n1,2\n3\n', 'f.csv')).toThrow('f.csv:3: expected 2 fields, found 1');
    const [row] = parseCsv('a\nabc\n', 'g.csv');
    expect(() => num(row!, 'a', 'g.csv')).toThrow('g.csv:2: column "a" is not a number: "abc"');
  });
});
