import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.js';

describe('content security policy', () => {
  it('lets the page load images from the configured tile server only', () => {
    const policy = contentSecurityPolicy("'self'", [], ['https://tile.example.org']);
    expect(policy).toContain("img-src 'self' data: blob: https://tile.example.org;");
    expect(contentSecurityPolicy("'self'")).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("connect-src 'self'");
  });
});
