/** An import failure that names the file (relative to the data folder) and, where known, the line. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    reason: string,
  ) {
    super(`${file}${line === null ? '' : `:${line}`}: ${reason}`);
    this.name = 'ImportError';
  }
}
