import { Codes } from '../../contracts/errors.js';

/**
 * Rejection of every API call. `code` is the envelope's business code when the server sent one, otherwise the HTTP
 * status, otherwise one of CLIENT_CODES; `status` is the HTTP status (0 when no response arrived).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

/** Failures detected in the browser, negative so they never collide with server codes (contracts/errors.ts). */
export const CLIENT_CODES = {
  network: -1,
  timeout: -2,
  tokenTimeout: -3,
  malformed: -4,
} as const;

/** Business code of a charge refused for too few credits. */
export const CREDITS_INSUFFICIENT = Codes.CREDITS_INSUFFICIENT.code;
