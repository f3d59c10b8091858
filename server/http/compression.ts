import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this size compression saves less than it costs. */
const MIN_BYTES = 1024;
/** For clients without gzip; brotli's quality 11 is for build time, far too slow per request. */
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in (`q=0` refuses one). Gzip first: on a 22.6 KB city report it took 0.17 ms for 4,134 bytes,
 * brotli (quality 4) 0.26 ms for 3,915 bytes; the bytes hardly differ, the CPU does.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  return ok('gzip') ? 'gzip' : ok('br') ? 'br' : null;
}

const compressedOnce = new WeakMap<Buffer, Map<Encoding, Buffer>>();

/** Marks a body that is sent many times unchanged (a kept answer, server/http/ready-json.ts): compressed once per encoding. */
export function sentUnchanged(body: Buffer): Buffer {
  compressedOnce.set(body, new Map());
  return body;
}

function compress(payload: string | Buffer, encoding: Encoding, size: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
    : gzipSync(payload);
}

/**
 * JSON answers compressed for clients that accept it: the country list is 29 KB as JSON, a city report about 23 KB,
 * fetched on phones over slow networks. The web app's files are compressed at build instead (server/web/precompress.ts).
 * Encrypted answers are left alone: they are encrypted after this hook may run, and ciphertext does not compress.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const kept = Buffer.isBuffer(payload) ? compressedOnce.get(payload) : undefined;
    if ((typeof payload !== 'string' && !kept) || reply.getHeader('content-encoding') || isEncrypted(request)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const body = payload as string | Buffer;
    const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    if (size < MIN_BYTES) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (!kept) return compress(body, encoding, size);
    let compressed = kept.get(encoding);
    if (!compressed) kept.set(encoding, (compressed = compress(body, encoding, size)));
    return compressed;
  });
}

function isEncrypted(request: FastifyRequest): boolean {
  return request.headers['x-lokasi-encrypt'] !== undefined;
}
