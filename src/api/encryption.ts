import { Codes } from '../../contracts/errors.js';
import { isEnvelope, type Envelope } from './envelope.js';
import type { Method } from './wire.js';

/** The server no longer knows the key (restarted, session ended): agree a new one and retry once. */
export const ENCRYPTION_KEY_UNKNOWN = Codes.ENCRYPTION_KEY_UNKNOWN.code;

/** What a request that asked for ciphertext binds its answer to (CONTRACTS.md, response encryption). */
export interface Sealed {
  method: Method;
  url: string;
  sentAt: number;
}

/** Sends the key agreement's request (`POST /v1/crypto/session-key`) through the request layer itself. */
export type AgreeKey = (publicKey: string) => Promise<{ publicKey: string; keyId: string }>;

export interface Encryption {
  /** The key id for requests made with `token`: one key per token, a new token (new session) agrees a new key. */
  keyId(token: string | null): Promise<string>;
  /** The server lost the key: the next request agrees a new one. */
  forget(): void;
  /**
   * A body is plain JSON (already parsed by redaxios), or, for a request that asked for encryption (`sealed`), `v2.…`
   * ciphertext under a key this page agreed, answering that very request; anything else is malformed (null). A request
   * that asked for ciphertext takes no plaintext answer but 40005 (the server cannot encrypt with a key it lost).
   */
  readEnvelope(body: unknown, sealed: Sealed | null): Promise<Envelope | null>;
}

/** Response encryption's side of the page. The crypto code is a separate chunk: only pages that ask for it load it. */
export function createEncryption(agree: AgreeKey): Encryption {
  const keys = new Map<string, CryptoKey>();
  let sessionKey: { token: string | null; keyId: Promise<string> } | null = null;

  return {
    keyId(token) {
      if (sessionKey?.token !== token) {
        const keyId = (async () => {
          const { startKeyAgreement } = await import('./crypto.js');
          const agreement = await startKeyAgreement();
          const answer = await agree(agreement.publicKey);
          keys.set(answer.keyId, await agreement.complete(answer.publicKey));
          return answer.keyId;
        })();
        sessionKey = { token, keyId };
        keyId.catch(() => {
          if (sessionKey?.keyId === keyId) sessionKey = null;
        });
      }
      return sessionKey!.keyId;
    },
    forget() {
      sessionKey = null;
    },
    async readEnvelope(body, sealed) {
      if (isEnvelope(body)) return !sealed || body.code === ENCRYPTION_KEY_UNKNOWN ? body : null;
      if (typeof body !== 'string' || !sealed || keys.size === 0) return null;
      try {
        const { decryptBody, parseEncryptedBody } = await import('./crypto.js');
        const parts = parseEncryptedBody(body);
        const key = parts && keys.get(parts.keyId);
        if (!parts || !key) return null;
        const parsed: unknown = JSON.parse(await decryptBody(key, parts, sealed));
        return isEnvelope(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
  };
}
