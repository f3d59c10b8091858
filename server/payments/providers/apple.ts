import { sign, verify, type KeyObject, X509Certificate } from 'node:crypto';
import { minorDigits } from '../catalogue.js';
import type { PaymentEnvironment } from '../tables.js';
import { callProvider } from './merchant-http.js';
import type { PaymentEvidence, Verification } from './provider.js';

export interface AppleKeys {
  /** Apple Root CA - G3 (PEM or DER) in production; tests configure their own root. */
  rootCert: X509Certificate;
  bundleId: string;
  environment: PaymentEnvironment;
  /** App Store Server API credentials (transaction lookup and history); null: no queries (notifications only). */
  api: AppleApi | null;
}

export interface AppleApi {
  /** App Store Connect issuer id, and the in-app purchase key (.p8) with its key id. */
  issuerId: string;
  keyId: string;
  privateKey: KeyObject;
  /** https://api.storekit.itunes.apple.com (production) or api.storekit-sandbox…; a loopback stand-in in tests. */
  apiBaseUrl: string;
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
    const revoked = payload.notificationType === 'REFUND' || payload.notificationType === 'REVOKE';
    return { ok: true, evidence: appleEvidence(tx, revoked) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** A verified JWSTransaction as evidence: appAccountToken is our order id, the price is in milli-units of the currency. */
function appleEvidence(tx: any, revoked: boolean): PaymentEvidence {
  const currency = String(tx.currency ?? '');
  return {
    provider: 'apple',
    txnId: String(tx.transactionId),
    orderId: String(tx.appAccountToken ?? ''),
    productId: String(tx.productId),
    amountMinor: Number(tx.price) / 10 ** (3 - minorDigits(currency)),
    currency,
    environment: tx.environment === 'Sandbox' ? 'sandbox' : 'production',
    outcome: revoked ? 'cancelled' : 'paid',
  };
}

/** The App Store Server API's bearer token: an ES256 JWT from the in-app purchase key, valid 20 minutes. */
export function appleApiToken(api: AppleApi, bundleId: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const signingInput = `${part({ alg: 'ES256', kid: api.keyId, typ: 'JWT' })}.${part({ iss: api.issuerId, iat, exp: iat + 1200, aud: 'appstoreconnect-v1', bid: bundleId })}`;
  return `${signingInput}.${sign('sha256', Buffer.from(signingInput), { key: api.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

/** Pages of history read per query: a customer's whole purchase history in this app, newest first. */
const HISTORY_PAGES = 3;

/**
 * Get Transaction History (GET /inApps/v2/history/{transactionId}): every transaction of the customer who made
 * `transactionId`, each a JWS verified to the configured root like a notification's, for our bundle id only.
 * Any transaction id of the customer finds them all, so one known purchase restores the others.
 */
export async function appleTransactionHistory(keys: AppleKeys, transactionId: string, now: Date): Promise<PaymentEvidence[]> {
  const api = keys.api;
  if (!api || !/^\d{1,32}$/.test(transactionId)) return [];
  const found: PaymentEvidence[] = [];
  let revision = '';
  for (let page = 0; page < HISTORY_PAGES; page++) {
    const query = new URLSearchParams({ sort: 'DESCENDING', ...(revision ? { revision } : {}) });
    const res = await callProvider(`${api.apiBaseUrl}/inApps/v2/history/${transactionId}?${query}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${appleApiToken(api, keys.bundleId, now)}`, accept: 'application/json' },
    });
    if (res.status !== 200) return found; // 404 TransactionIdNotFound, 401 a key Apple does not know
    const body = JSON.parse(res.text) as { signedTransactions?: unknown; hasMore?: boolean; revision?: string };
    if (!Array.isArray(body.signedTransactions)) throw new Error('App Store transaction history without signedTransactions');
    for (const jws of body.signedTransactions) {
      const tx = verifyAppleJws(String(jws), keys.rootCert, now);
      if (tx.bundleId === keys.bundleId) found.push(appleEvidence(tx, tx.revocationDate !== undefined));
    }
    if (!body.hasMore || typeof body.revision !== 'string') break;
    revision = body.revision;
  }
  return found;
}
