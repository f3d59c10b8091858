import { verify, X509Certificate } from 'node:crypto';
import { minorDigits } from '../catalogue.js';
import type { PaymentEnvironment } from '../tables.js';
import type { PaymentEvidence, Verification } from './provider.js';

export interface AppleKeys {
  /** Apple Root CA - G3 (PEM or DER) in production; tests configure their own root. */
  rootCert: X509Certificate;
  bundleId: string;
  environment: PaymentEnvironment;
}

const APPLE_ENV: Record<PaymentEnvironment, string> = { production: 'Production', sandbox: 'Sandbox' };

function b64url(part: string): Buffer {
  return Buffer.from(part, 'base64url');
}

/** The x5c chain must run leaf → intermediate(s) → a certificate issued by (or equal to) the configured root, all valid now. */
function verifyChain(x5c: unknown, root: X509Certificate, now: Date): X509Certificate {
  if (!Array.isArray(x5c) || x5c.length < 2 || !x5c.every((c) => typeof c === 'string')) throw new Error('x5c chain missing');
  const chain = x5c.map((c: string) => new X509Certificate(Buffer.from(c, 'base64')));
  for (const cert of chain) {
    if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) throw new Error(`certificate ${cert.subject} not valid now`);
  }
  for (let i = 0; i < chain.length - 1; i++) {
    const [child, parent] = [chain[i]!, chain[i + 1]!];
    if (!parent.ca || !child.checkIssued(parent) || !child.verify(parent.publicKey)) throw new Error(`certificate ${i} is not issued by certificate ${i + 1}`);
  }
  const top = chain[chain.length - 1]!;
  const anchored = top.fingerprint256 === root.fingerprint256 || (top.checkIssued(root) && top.verify(root.publicKey));
  if (!anchored) throw new Error('x5c chain does not lead to the configured root');
  return chain[0]!;
}

/** A JWS (ES256, x5c header) verified against the root: returns its payload. Throws on any failure. */
export function verifyAppleJws(jws: string, root: X509Certificate, now: Date): any {
  const parts = jws.split('.');
  if (parts.length !== 3) throw new Error('not a compact JWS');
  const [h, p, s] = parts as [string, string, string];
  const headerJson = JSON.parse(b64url(h).toString('utf8'));
  if (headerJson.alg !== 'ES256') throw new Error(`alg ${headerJson.alg} refused`);
  const leaf = verifyChain(headerJson.x5c, root, now);
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key: leaf.publicKey, dsaEncoding: 'ieee-p1363' }, b64url(s))) throw new Error('JWS signature does not match');
  return JSON.parse(b64url(p).toString('utf8'));
}

/**
 * App Store Server Notifications v2: the signed payload and the transaction inside are verified to the root, the
 * bundle id and environment must be ours. The app sets the purchase's appAccountToken to our order id; the price is
 * in milli-units of the currency.
 */
export function verifyAppleNotification(keys: AppleKeys, rawBody: string, now: Date): Verification {
  try {
    const { signedPayload } = JSON.parse(rawBody) as { signedPayload: string };
    const payload = verifyAppleJws(signedPayload, keys.rootCert, now);
    const data = payload.data ?? {};
    if (data.bundleId !== keys.bundleId) return { ok: false, reason: `bundle id ${data.bundleId} is not ours` };
    if (data.environment !== APPLE_ENV[keys.environment]) return { ok: false, reason: `environment ${data.environment} is not ${APPLE_ENV[keys.environment]}` };
    const tx = verifyAppleJws(data.signedTransactionInfo, keys.rootCert, now);
    if (tx.bundleId !== keys.bundleId) return { ok: false, reason: 'transaction bundle id is not ours' };
    const currency = String(tx.currency ?? '');
    const evidence: PaymentEvidence = {
      provider: 'apple',
      txnId: String(tx.transactionId),
      orderId: String(tx.appAccountToken ?? ''),
      productId: String(tx.productId),
      amountMinor: Number(tx.price) / 10 ** (3 - minorDigits(currency)),
      currency,
      environment: tx.environment === 'Sandbox' ? 'sandbox' : 'production',
      outcome: payload.notificationType === 'REFUND' || payload.notificationType === 'REVOKE' ? 'cancelled' : 'paid',
    };
    return { ok: true, evidence };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
