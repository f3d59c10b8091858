/**
 * Client side of the response encryption of CONTRACTS.md: ECDH P-256 key agreement, HKDF-SHA256 to an AES-256-GCM key,
 * then decryption of `v2.<keyId>.<sentAt>.<iv>.<ciphertext||tag>` bodies bound to `<METHOD> <path?query> <sentAt>`,
 * where sentAt is the time this page stamped on the request (`X-Lokasi-Encrypt: <keyId>.<sentAt>`): an answer opens
 * only as the answer of the very request that asked for it, never of another URL or of a later request (a replay).
 * It protects answers from intermediaries that read traffic without the session (logging proxies, TLS-terminating
 * middleboxes); it is not end-to-end and does not protect against the device owner, XSS, a compromised server, or an
 * active attacker on the path (the key agreement is not authenticated: only TLS is). README.md, "Response encryption".
 */
const HKDF_INFO = new TextEncoder().encode('lokasi-response-v1');
const HKDF_SALT = new Uint8Array(32);
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Derives the shared AES-GCM key from our private key and the peer's raw public point (both sides run this). */
export async function deriveResponseKey(
  privateKey: CryptoKey,
  peerPublicKey: Uint8Array<ArrayBuffer>,
  usages: KeyUsage[] = ['decrypt'],
  subtle: SubtleCrypto = crypto.subtle,
): Promise<CryptoKey> {
  const peer = await subtle.importKey('raw', peerPublicKey, CURVE, false, []);
  const secret = await subtle.deriveBits({ name: 'ECDH', public: peer }, privateKey, 256);
  const hkdf = await subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: HKDF_SALT, info: HKDF_INFO },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    usages,
  );
}

export interface KeyAgreement {
  /** base64url of the raw uncompressed point (65 bytes), for `POST /v1/crypto/session-key`. */
  publicKey: string;
  /** Finishes the agreement with the server's answer. */
  complete(serverPublicKey: string): Promise<CryptoKey>;
}

export async function startKeyAgreement(subtle: SubtleCrypto = crypto.subtle): Promise<KeyAgreement> {
  const pair = await subtle.generateKey(CURVE, false, ['deriveBits']);
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey: toBase64Url(raw),
    complete: (serverPublicKey) => deriveResponseKey(pair.privateKey, fromBase64Url(serverPublicKey), ['decrypt'], subtle),
  };
}

export interface EncryptedBody {
  keyId: string;
  /** The stamp of the request this answers, as the server echoed it. */
  sentAt: string;
  iv: Uint8Array<ArrayBuffer>;
  sealed: Uint8Array<ArrayBuffer>;
}

/** Splits `v2.<keyId>.<sentAt>.<iv>.<ciphertext||tag>`; null when the text is not in that form. */
export function parseEncryptedBody(text: string): EncryptedBody | null {
  const parts = text.trim().split('.');
  if (parts.length !== 5 || parts[0] !== 'v2') return null;
  const [, keyId, sentAt, iv, sealed] = parts as [string, string, string, string, string];
  try {
    const body = { keyId, sentAt, iv: fromBase64Url(iv), sealed: fromBase64Url(sealed) };
    return keyId && /^\d+$/.test(sentAt) && body.iv.length === 12 && body.sealed.length >= 16 ? body : null;
  } catch {
    return null;
  }
}

/**
 * Decrypts to the UTF-8 JSON envelope of the request `<method> <url>` stamped `sentAt`; rejects an answer stamped for
 * another request, and whenever the tag, key or additional data do not match.
 */
export async function decryptBody(
  key: CryptoKey,
  body: EncryptedBody,
  request: { method: string; url: string; sentAt: number },
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string> {
  if (body.sentAt !== String(request.sentAt)) throw new Error('an answer to another request');
  const additionalData = new TextEncoder().encode(`${request.method} ${request.url} ${request.sentAt}`);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: body.iv, additionalData }, key, body.sealed);
  return new TextDecoder().decode(plain);
}
