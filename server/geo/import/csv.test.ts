import { describe, expect, it } from 'vitest';
import { parseCsv, num, optGroupedNum } from './csv.js';

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
  it('reads thousands separators in quoted numbers, a blank cell as no value, and refuses a malformed group', () => {
    const rows = parseCsv('a,b\n"1,692",x\n,x\n"12,345.5",x\n"1,5",x\n', 'h.csv');
    expect(rows.slice(0, 3).map((r) => optGroupedNum(r, 'a', 'h.csv'))).toEqual([1692, null, 12345.5]);
    expect(() => optGroupedNum(rows[3]!, 'a', 'h.csv')).toThrow('h.csv:5: column "a" is not a number: "1,5"');
  });
});
