import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.js';
import { RECEIPT_STYLE } from '../../contracts/inline-styles.js';

describe('content security policy', () => {
  it('lets the page load images from the configured tile server only', () => {
    const policy = contentSecurityPolicy("'self'", [], ['https://tile.example.org']);
    expect(policy).toContain("img-src 'self' data: blob: https://tile.example.org;");
    expect(contentSecurityPolicy("'self'")).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("connect-src 'self'");
  });

  it("allows no inline style in general, only the app's own inline sheets by their hashes", () => {
    const policy = contentSecurityPolicy("'self'");
    expect(policy).not.toContain("'unsafe-inline'");
    const receipt = `'sha256-${createHash('sha256').update(RECEIPT_STYLE).digest('base64')}'`;
    expect(policy.split('; ').find((d) => d.startsWith('style-src'))).toBe(`style-src 'self' ${receipt}`);
  });
});
