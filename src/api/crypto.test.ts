import { describe, expect, it } from 'vitest';
import { agreeKey, encryptResponse } from '../../server/crypto/cipher.js';
import { decryptBody, fromBase64Url, parseEncryptedBody, startKeyAgreement, toBase64Url } from './crypto.js';

describe('response decryption against the server’s own cipher (server/crypto/cipher.ts)', () => {
  it('agrees the same key and decrypts what the server encrypts, bound to METHOD and path', async () => {
    const client = await startKeyAgreement();
    expect(fromBase64Url(client.publicKey)).toHaveLength(65);
    const server = agreeKey(Buffer.from(client.publicKey, 'base64url'));
    const key = await client.complete(server.serverPublicKey.toString('base64url'));

    const envelope = JSON.stringify({ code: 0, msg: 'ok', data: { total: 5, city: 'Kuala Lumpur' } });
    const body = parseEncryptedBody(encryptResponse(server.key, 'Zm9vYmFyYmF6cXV4', 'GET /v1/me', envelope));
    expect(body?.keyId).toBe('Zm9vYmFyYmF6cXV4');
    await expect(decryptBody(key, body!, 'GET', '/v1/me')).resolves.toBe(envelope);
    await expect(decryptBody(key, body!, 'GET', '/v1/other')).rejects.toThrow();
    await expect(decryptBody(key, body!, 'POST', '/v1/me')).rejects.toThrow();
  });

  it('rejects bodies that are not v1.<keyId>.<iv>.<sealed>', () => {
    expect(parseEncryptedBody('{"code":0}')).toBeNull();
    expect(parseEncryptedBody('v2.k.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(parseEncryptedBody(`v1.k.${toBase64Url(new Uint8Array(11))}.${toBase64Url(new Uint8Array(16))}`)).toBeNull();
    expect(parseEncryptedBody(`v1.k.${toBase64Url(new Uint8Array(12))}.${toBase64Url(new Uint8Array(16))}`)).not.toBeNull();
  });
});
