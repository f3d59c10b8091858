import { describe, expect, it } from 'vitest';
import { agreeKey, associatedData, encryptResponse } from '../../server/crypto/cipher.js';
import { decryptBody, fromBase64Url, parseEncryptedBody, startKeyAgreement, toBase64Url } from './crypto.js';

describe('response decryption against the server’s own cipher (server/crypto/cipher.ts)', () => {
  it('agrees the same key and decrypts what the server encrypts, bound to METHOD, path with query and the request stamp', async () => {
    const client = await startKeyAgreement();
    expect(fromBase64Url(client.publicKey)).toHaveLength(65);
    const server = agreeKey(Buffer.from(client.publicKey, 'base64url'));
    const key = await client.complete(server.serverPublicKey.toString('base64url'));

    const envelope = JSON.stringify({ code: 0, msg: 'ok', data: { total: 5, city: 'Kuala Lumpur' } });
    const sentAt = 1_763_719_200_000;
    const body = parseEncryptedBody(encryptResponse(server.key, 'Zm9vYmFyYmF6cXV4', String(sentAt), associatedData('GET', '/v1/me?x=1', String(sentAt)), envelope));
    expect(body?.keyId).toBe('Zm9vYmFyYmF6cXV4');
    await expect(decryptBody(key, body!, { method: 'GET', url: '/v1/me?x=1', sentAt })).resolves.toBe(envelope);
    await expect(decryptBody(key, body!, { method: 'GET', url: '/v1/other?x=1', sentAt })).rejects.toThrow();
    await expect(decryptBody(key, body!, { method: 'GET', url: '/v1/me?x=2', sentAt })).rejects.toThrow();
    await expect(decryptBody(key, body!, { method: 'POST', url: '/v1/me?x=1', sentAt })).rejects.toThrow();
    // The same answer replayed to a later request for the same URL.
    await expect(decryptBody(key, body!, { method: 'GET', url: '/v1/me?x=1', sentAt: sentAt + 1 })).rejects.toThrow();
    await expect(decryptBody(key, { ...body!, sentAt: String(sentAt + 1) }, { method: 'GET', url: '/v1/me?x=1', sentAt: sentAt + 1 })).rejects.toThrow();
  });

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
