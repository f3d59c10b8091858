import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite writes content-hashed files to assets/: their name changes whenever their bytes do. */
const HASHED = /[\\/]assets[\\/]/;

/**
 * Serves the built app. Hashed assets are cached for a year; index.html and other unhashed files
 * are revalidated every time so a deploy is picked up at once. The .br/.gz siblings written at build
 * (server/web/precompress.ts) are chosen by Accept-Encoding, with `Vary: Accept-Encoding`.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      res.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
