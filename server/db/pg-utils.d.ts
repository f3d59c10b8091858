// The part of node-postgres' value preparation that pglite-dialect.ts uses (pg's types leave lib/utils out).
declare module 'pg/lib/utils.js' {
  /** A JavaScript value as node-postgres sends it: text, bytes (Buffer) or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
  const utils: { prepareValue: typeof prepareValue };
  export default utils;
}
