/** Deployment environment: the test host gives `test`, the production host `product`, anything else `dev`. */
export type Env = 'test' | 'product' | 'dev';

/** Build-time configurable hostnames (VITE_TEST_HOST / VITE_PROD_HOST); the defaults are Lokasi's own sites. */
export const TEST_HOST: string = import.meta.env.VITE_TEST_HOST || 'test.lokasi.app';
export const PROD_HOST: string = import.meta.env.VITE_PROD_HOST || 'lokasi.app';

export function envFor(hostname: string): Env {
  if (hostname === TEST_HOST) return 'test';
  if (hostname === PROD_HOST) return 'product';
  return 'dev';
}

/** API prefix the host's reverse proxy expects; the server strips it again (see server/app.ts). */
export function basePathFor(env: Env): string {
  return env === 'test' ? '/test-api' : env === 'product' ? '/prod-api' : '';
}

export const env: Env = envFor(typeof location === 'undefined' ? '' : location.hostname);
export const basePath: string = basePathFor(env);
