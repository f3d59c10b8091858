import { takeUrlToken } from './token.js';

/**
 * Evaluated on import, so the token leaves the address bar before any other module can send a request (whose
 * Referer would carry the URL) or load a third-party script. src/main.tsx imports this module first.
 */
export const urlToken: string | null = typeof window === 'undefined' ? null : takeUrlToken(window);
