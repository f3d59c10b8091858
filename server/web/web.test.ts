import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { precompress } from './precompress.js';
import { inlineScriptHashes } from './security-headers.js';

describe('serving the built web app', () => {
  let dist: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const script = `export const hello = ${JSON.stringify('lokasi '.repeat(400))};\n`;
  const inline = 'document.head.appendChild(document.createElement("link"))';

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lokasi-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><script>${inline}</script><script type="module" src="./assets/index-AbC123.js"></script></head><body>${'<p>Lokasi</p>'.repeat(80)}</body></html>`);
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-Zz9.js'), 'export{}');
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    const totals = precompress(dist);
    expect(totals.files).toBe(2);
    handle = await testDatabaseTargets()[0]!.open();
    app = await buildApp({ config: loadConfig({ DIST_DIR: dist, LOG_LEVEL: 'silent' }), db: handle.db, dbKind: handle.kind, now: () => new Date() });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("allows the page's own inline script by its hash, as browsers compute it, and never inline script in general", async () => {
    // The SHA-256 of the script's text between its tags, base64, as CSP Level 2 defines it (RFC 6234 test vector "abc").
    expect(inlineScriptHashes('<script>abc</script>')).toEqual(["'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"]);
    expect(inlineScriptHashes('<script type="module" src="./a.js"></script>')).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(`<script>${inline}</script>`)[0]};`);
    expect(policy).not.toContain("'unsafe-inline'; object-src");
  });

  it('writes brotli and gzip siblings only where they help', () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'index-AbC123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'index-AbC123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-Zz9.js.br'))).toBe(false);
  });

  it('serves index.html uncached with the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("lets only the mini-program's web-view load WeChat's JS-SDK, and says the page varies by user agent", async () => {
    const scriptSrc = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src'));
    const page = (ua: string) => app.inject({ method: 'GET', url: '/', headers: { 'user-agent': ua, 'accept-encoding': 'gzip, br' } });
    const android = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const webView = await page(`${android} MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN miniProgram/wx0a1b2c3d`);
    const pageScript = inlineScriptHashes(`<script>${inline}</script>`)[0];
    expect(scriptSrc(webView)).toBe(`script-src 'self' ${pageScript} https://res.wx.qq.com/open/js/`);
    for (const res of [await page(android), await page(`${android} MicroMessenger/8.0.47 WeChat/arm64`)]) expect(scriptSrc(res)).toBe(`script-src 'self' ${pageScript}`);
    expect(String(webView.headers.vary)).toMatch(/user-agent/i);
  });

  it('serves hashed assets immutable, pre-compressed by Accept-Encoding', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps build metadata private and answers unknown paths with the envelope', async () => {
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 40400 });
    expect((await app.inject({ method: 'GET', url: '/v1/unknown' })).json()).toMatchObject({ code: 40400 });
    // Longer than a file name may be (the file system refuses it): still a missing page, not a forbidden one.
    // Nor is a path that climbs out of the app or is spelled oddly; none shows a file.
    for (const url of [`/${'a'.repeat(5000)}`, `/assets/${'b'.repeat(300)}.js`, `/${'c/'.repeat(2000)}x`, '/assets/../../etc/passwd', '/assets//index-AbC123.js', '/%2e%2e/%2e%2e/etc/passwd']) {
      const long = await app.inject({ method: 'GET', url });
      expect([url.length, long.statusCode]).toEqual([url.length, 404]);
      expect(long.json()).toMatchObject({ code: 40400 });
    }
  });
});
