/** The feature's routes. */
export const SELECT_PATH = '/report/ai-analysis-select';
export const EXAMPLE_PATH = '/report/ai-analysis/example';
export const analysisPath = (id: string) => `/report/ai-analysis/${encodeURIComponent(id)}`;

/** The `:id?` of the route or its `?id=` query as a saved query id (contracts/area.ts); null when absent or malformed. */
export function parseQueryId(raw: string | null | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{16,64}$/.test(raw) ? raw : null;
}

/**
 * The query the selector just created: its report opens the unlock dialog at once (the price shown before any charge).
 * Kept in memory, not in the address, so a reload or a shared link never opens the dialog by itself.
 */
let justCreated: string | null = null;
export const markJustCreated = (id: string) => void (justCreated = id);
/** True once for the query the selector just created. */
export function takeJustCreated(id: string): boolean {
  const mine = justCreated === id;
  if (mine) justCreated = null;
  return mine;
}
