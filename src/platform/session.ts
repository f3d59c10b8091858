import { signal } from '@preact/signals';
import type { AppInfo } from './bridge/actions.js';

/** Account figures of `GET /v1/me` (CONTRACTS.md). */
export interface Credits {
  free: number;
  purchased: number;
  total: number;
  freeExpiresAt: string | null;
}

export interface Membership {
  type: 'monthly' | 'quarterly' | 'yearly' | 'lifetime';
  validUntil: string;
}

/**
 * The session's signals, one set per page. They live in this leaf module so the request layer can read the token and
 * app info without importing the state module (which itself uses the request layer).
 */
export const token = signal<string | null>(null);
export const appInfo = signal<AppInfo | null>(null);
export const credits = signal<Credits | null>(null);
export const membership = signal<Membership | null>(null);
