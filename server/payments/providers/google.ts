import type { PaymentEnvironment } from '../tables.js';
import type { PaymentEvidence } from './provider.js';

export interface GoogleConfig {
  /** https://androidpublisher.googleapis.com in production; a loopback stand-in in tests. */
  apiBaseUrl: string;
  packageName: string;
  accessToken(): Promise<string>;
  environment: PaymentEnvironment;
}

export interface GoogleHint {
  packageName: string;
  purchaseToken: string;
  sku: string;
}

/**
 * A Real-time developer notification (Pub/Sub push): only a hint that something happened to a purchase token. It is
 * not signed by Google in a way we can check here, so nothing is credited from it: the purchase is fetched from the
 * Play Developer API.
 */
export function parseGoogleHint(rawBody: string): GoogleHint | null {
  try {
    const data = JSON.parse(Buffer.from(JSON.parse(rawBody).message.data, 'base64').toString('utf8'));
    const item = data.oneTimeProductNotification;
    if (typeof data.packageName !== 'string' || typeof item?.purchaseToken !== 'string' || typeof item.sku !== 'string') return null;
    return { packageName: data.packageName, purchaseToken: item.purchaseToken, sku: item.sku };
  } catch {
    return null;
  }
}

/**
 * purchases.products.get. The app passes our order id as obfuscatedExternalAccountId at purchase. Play charges the
 * price set for the SKU in the Play Console, which this resource does not repeat: `priceOf` gives the catalogue's.
 */
export async function fetchGooglePurchase(
  config: GoogleConfig,
  hint: GoogleHint,
  priceOf: (sku: string, orderId: string) => Promise<{ amountMinor: number; currency: string } | null>,
): Promise<PaymentEvidence | null> {
  if (hint.packageName !== config.packageName) return null;
  const url = `${config.apiBaseUrl}/androidpublisher/v3/applications/${encodeURIComponent(hint.packageName)}/purchases/products/${encodeURIComponent(hint.sku)}/tokens/${encodeURIComponent(hint.purchaseToken)}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${await config.accessToken()}` }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) return null;
  const p = (await res.json()) as { purchaseState?: number; orderId?: string; obfuscatedExternalAccountId?: string; purchaseType?: number };
  if (typeof p.orderId !== 'string' || typeof p.obfuscatedExternalAccountId !== 'string') return null;
  const price = await priceOf(hint.sku, p.obfuscatedExternalAccountId);
  if (!price) return null;
  return {
    provider: 'google',
    txnId: p.orderId,
    orderId: p.obfuscatedExternalAccountId,
    productId: hint.sku,
    ...price,
    // purchaseType 0 = a licence test purchase (no money moved).
    environment: p.purchaseType === 0 ? 'sandbox' : config.environment,
    outcome: p.purchaseState === 0 ? 'paid' : p.purchaseState === 1 ? 'cancelled' : 'failed',
  };
}
