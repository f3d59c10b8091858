import { describe, expect, it } from 'vitest';
import { detectContext } from './context.js';
import { basePathFor, envFor, PROD_HOST, TEST_HOST } from './env.js';

describe('client context', () => {
  it('recognises the native app by its Lokasi/<version> marker, with the OS', () => {
    expect(detectContext('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Lokasi/2.3.1 TOKEN/x')).toEqual({
      kind: 'app',
      os: 'ios',
      appVersion: '2.3.1',
    });
    expect(detectContext('Mozilla/5.0 (Linux; Android 12; wv) Chrome/120 Mobile Safari/537.36 Lokasi/3')).toMatchObject({ kind: 'app', os: 'android' });
    // "Lokasi/" not followed by a version, or glued to another word, is not the marker
    expect(detectContext('Mozilla/5.0 (Linux; Android 12) MyLokasi/2.0 Lokasi/beta').kind).toBe('browser');
  });

  it('recognises the mini-program by UA or by __wxjs_environment', () => {
    expect(detectContext('Mozilla/5.0 (Linux; Android 12) MicroMessenger/8.0 miniProgram/wx1').kind).toBe('miniProgram');
    expect(detectContext('Mozilla/5.0 (Linux; Android 12) MicroMessenger/8.0', { __wxjs_environment: 'miniprogram' }).kind).toBe('miniProgram');
    // WeChat's in-app browser outside a mini-program is a plain browser
    expect(detectContext('Mozilla/5.0 (Linux; Android 12) MicroMessenger/8.0', {}).kind).toBe('browser');
  });

  it('tells an iPad on iPadOS (desktop UA + touch) from a Mac', () => {
    const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
    expect(detectContext(ua, undefined, 5).os).toBe('ios');
    expect(detectContext(ua, undefined, 0).os).toBe('other');
  });
});

describe('environment', () => {
  it('maps the test host to test, the production host to product, anything else to dev, with their API prefixes', () => {
    expect(envFor(TEST_HOST)).toBe('test');
    expect(envFor(PROD_HOST)).toBe('product');
    expect(envFor('localhost')).toBe('dev');
    expect(envFor(`evil-${PROD_HOST}`)).toBe('dev');
    expect([basePathFor('test'), basePathFor('product'), basePathFor('dev')]).toEqual(['/test-api', '/prod-api', '']);
  });
});
