import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, databaseUrl: undefined, redisUrl: undefined, smtpUrl: undefined, frameAncestors: "'self'", production: false, trustProxy: false });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('PORT must be an integer between 0 and 65535, got "eighty"'));
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must use postgres: or postgresql:/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL must be a URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be false, a hop count .* got "yes"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY .* got "10.0.0.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY must be a hop count between 0 and 10/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS must be an integer between 100 and 600000/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    // Instances sharing rate limits through Redis in production must share the key that stands for user ids.
    expect(() => loadConfig({ NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/RATE_LIMIT_KEY must be set/);
    expect(loadConfig({ NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_KEY: 'k' }).rateLimitKey).toBe('k');
    expect(() => loadConfig({ FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/FRAME_ANCESTORS/);
    expect(() => loadConfig({ VITE_TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toThrow(/VITE_TILE_URL must be an http\(s\) URL template/);
    expect(() => loadConfig({ VITE_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(/VITE_TILE_URL must use http or https/);
  });

  it("takes the tile server's origin from the app's tile URL template, for the content policy", () => {
    expect(loadConfig({ VITE_TILE_URL: 'https://tile.example.org:8443/{z}/{x}/{y}.png' }).tileOrigin).toBe('https://tile.example.org:8443');
    expect(loadConfig({}).tileOrigin).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const c = loadConfig({ PORT: '4310', DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://r:6379', RATE_LIMIT_KEY: 'shared', SMTP_URL: 'smtp://m:25', NODE_ENV: 'production', TRUST_PROXY: 'true', BODY_LIMIT_BYTES: '2048', JOB_INTERVAL_MS: '1000' });
    expect(c).toMatchObject({ port: 4310, databaseUrl: 'postgres://u@h/db', redisUrl: 'redis://r:6379', smtpUrl: 'smtp://m:25', production: true, trustProxy: 1, bodyLimitBytes: 2048, jobIntervalMs: 1000 });
  });

  it('never trusts every forwarded hop: a hop count or the proxies\' ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,192.168.1.7' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', '192.168.1.7']);
  });

  it('bounds how long one request may take to arrive', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1500);
  });

  it('listens on loopback unless HOST says otherwise, so `npm start` serves this machine only', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', facesNetwork: false });
    expect(loadConfig({ HOST: 'localhost' }).facesNetwork).toBe(false);
    expect(loadConfig({ HOST: '::1' }).facesNetwork).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).facesNetwork).toBe(true);
    expect(loadConfig({ HOST: '10.1.2.3' }).facesNetwork).toBe(true);
  });

  it('turns the payment sandbox on by default only for an instance nobody else can reach', () => {
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    // NODE_ENV forgotten on an instance facing a network: no simulated payments.
    expect(loadConfig({ HOST: '0.0.0.0' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ HOST: '::' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentsSandbox).toBe(false);
    // Loopback behind a proxy on this machine still faces the proxy's network.
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).paymentsSandbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', PAYMENTS_SANDBOX: 'true' }).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).paymentsSandbox).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'yes' })).toThrow(new ConfigError('PAYMENTS_SANDBOX must be true or false, got "yes"'));
  });

  it('refuses a bare proxy hop count when clients can reach the instance without the proxy', () => {
    for (const hops of ['1', 'true', '2']) {
      expect(() => loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: hops })).toThrow(/TRUST_PROXY=.* is a hop count, but HOST=0\.0\.0\.0 .* TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/);
    }
    expect(loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
