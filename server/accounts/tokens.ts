import { createHash, randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Tokens are 32 characters long: 62^32 ≈ 2^190 possibilities. */
export const TOKEN_LENGTH = 32;
// Bytes ≥ 248 are discarded so each character is uniform over the 62 symbols (248 = 4 × 62).
const UNBIASED_LIMIT = 248;

/** A session token: 32 base62 characters from the operating system's CSPRNG. */
export function generateToken(): string {
  let token = '';
  while (token.length < TOKEN_LENGTH) {
    for (const byte of randomBytes(40)) {
      if (byte < UNBIASED_LIMIT && token.length < TOKEN_LENGTH) token += BASE62[byte % 62];
    }
  }
  return token;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_PATTERN = /^[0-9A-Za-z]{32}$/;
