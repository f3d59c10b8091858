import { createHash, createHmac, randomBytes } from 'node:crypto';

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

/**
 * What erased_sessions keeps of an erased session's token hash: an HMAC with the server's key, so the table holds
 * neither the token nor its hash, and without the key its rows cannot be matched to a token.
 */
export const erasedTokenKey = (key: string, tokenHash: string): string => createHmac('sha256', key).update(`erased-session:${tokenHash}`).digest('base64url');

export const TOKEN_PATTERN = /^[0-9A-Za-z]{32}$/;
