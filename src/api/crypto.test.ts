import { describe, expect, it } from 'vitest';
import { parseEncryptedBody, toBase64Url } from './crypto.js';

// Decrypting what the server encrypts, bound to method, path with query and the request stamp, is tested against the
// running server in server/crypto/crypto.test.ts, with this module as the client.
describe('encrypted answer bodies', () => {
  it('rejects bodies that are not v2.<keyId>.<sentAt>.<iv>.<sealed>', () => {
    const iv = toBase64Url(new Uint8Array(12));
    const sealed = toBase64Url(new Uint8Array(16));
    expect(parseEncryptedBody('{"code":0}')).toBeNull();
    expect(parseEncryptedBody(`v1.k.${iv}.${sealed}`)).toBeNull();
    expect(parseEncryptedBody(`v2.k.12.${toBase64Url(new Uint8Array(11))}.${sealed}`)).toBeNull();
    expect(parseEncryptedBody(`v2.k.x1.${iv}.${sealed}`)).toBeNull();
    expect(parseEncryptedBody(`v2.k.12.${iv}.${sealed}`)).not.toBeNull();
  });
});
