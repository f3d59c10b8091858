/**
 * A slippy-map tile server for map backgrounds (`{z}/{x}/{y}` template) and the credit its licence asks for, both set
 * at build time (VITE_TILE_URL, VITE_TILE_CREDIT; see .env.example). Without them maps are drawn on a plain background.
 */
export const TILE_URL: string = import.meta.env.VITE_TILE_URL ?? '';
export const TILE_CREDIT: string = import.meta.env.VITE_TILE_CREDIT ?? '';
