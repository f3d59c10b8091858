import { ImportError } from './errors.js';

export interface CsvRow {
  /** 1-based line number in the file where the record starts. */
  line: number;
  get(column: string): string;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). Every record must have the header's field count. */
export function parseCsv(text: string, file: string): CsvRow[] {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (quoted) throw new ImportError(file, recordLine, 'unterminated quoted field');
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  const header = records.shift();
  if (!header) throw new ImportError(file, 1, 'empty file: no header row');
  const index = new Map(header.fields.map((name, i) => [name.replace(/^\uFEFF/, ''), i]));
  return records.map(({ line: at, fields: values }) => {
    if (values.length !== header.fields.length) {
      throw new ImportError(file, at, `expected ${header.fields.length} fields, found ${values.length}`);
    }
    return {
      line: at,
      get(column: string) {
        const i = index.get(column);
        if (i === undefined) throw new ImportError(file, 1, `missing column "${column}"`);
        return values[i]!;
      },
    };
  });
}

/** A required finite number, else an ImportError naming file and line. */
export function num(row: CsvRow, column: string, file: string): number {
  const raw = row.get(column).trim();
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value)) throw new ImportError(file, row.line, `column "${column}" is not a number: "${raw}"`);
  return value;
}

/** An optional number: empty → null; anything else must parse. */
export function optNum(row: CsvRow, column: string, file: string): number | null {
  return row.get(column).trim() === '' ? null : num(row, column, file);
}

/**
 * An optional number as a publisher may write it, with thousands separators ("1,692" → 1692): empty → null. Only
 * well-formed groups of three digits are read as separators, so "1,5" is an error rather than 15.
 */
export function optGroupedNum(row: CsvRow, column: string, file: string): number | null {
  const raw = row.get(column).trim();
  if (raw === '') return null;
  const plain = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw) ? raw.replace(/,/g, '') : raw;
  const value = Number(plain);
  if (!Number.isFinite(value)) throw new ImportError(file, row.line, `column "${column}" is not a number: "${raw}"`);
  return value;
}
