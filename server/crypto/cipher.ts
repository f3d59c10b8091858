import { createCipheriv, createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** CONTRACTS.md: HKDF-SHA256, salt = 32 zero bytes, info = "lokasi-response-v1", 32-byte key. */
const HKDF_SALT = Buffer.alloc(32);
const HKDF_INFO = Buffer.from('lokasi-response-v1', 'utf8');

export interface Agreement {
  /** The server's ephemeral public key, raw uncompressed P-256 point (65 bytes). */
  serverPublicKey: Buffer;
  key: Buffer;
}

/** ECDH P-256 with the client's raw public key, then HKDF to an AES-256-GCM key. Throws on an invalid point. */
export function agreeKey(clientPublicKey: Buffer): Agreement {
  if (clientPublicKey.length !== 65 || clientPublicKey[0] !== 0x04) throw new RangeError('public key must be a raw uncompressed P-256 point');
  const ecdh = createECDH('prime256v1');
  const serverPublicKey = ecdh.generateKeys();
  const shared = ecdh.computeSecret(clientPublicKey);
  return { serverPublicKey, key: Buffer.from(hkdfSync('sha256', shared, HKDF_SALT, HKDF_INFO, 32)) };
}

/**
 * What an answer is bound to: `<METHOD> <path with query> <sentAt>`, where sentAt is the request's own timestamp
 * (X-Lokasi-Encrypt: `<keyId>.<sentAt>`). A ciphertext therefore opens only as the answer of that very request: not
 * of another endpoint, another query, or an earlier request to the same URL.
 */
export function associatedData(method: string, url: string, sentAt: string): string {
  return `${method} ${url} ${sentAt}`;
}

/** `v2.<keyId>.<sentAt>.<iv>.<ciphertext||tag>` (base64url), with associatedData(...) as additional data. */
export function encryptResponse(key: Buffer, keyId: string, sentAt: string, associated: string, plaintext: string | Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([typeof plaintext === 'string' ? cipher.update(plaintext, 'utf8') : cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `v2.${keyId}.${sentAt}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The client's side, used by tests to check what a client would read. */
export function decryptResponse(key: Buffer, associated: string, message: string): string {
  const [version, , , iv, body] = message.split('.');
  if (version !== 'v2' || !iv || !body) throw new Error('not an encrypted response');
  const data = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
