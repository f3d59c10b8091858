import { X509Certificate, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { findProduct, type Catalogue } from '../catalogue.js';
import type { PaymentEnvironment } from '../tables.js';
import { verifyAlipayNotification, type AlipayKeys } from './alipay.js';
import { verifyAppleNotification, type AppleKeys } from './apple.js';
import { fetchGooglePurchase, parseGoogleHint, type GoogleConfig } from './google.js';
import type { PaymentProvider } from './provider.js';
import { verifyWechatNotification, type WechatKeys } from './wechat.js';

/** Store credentials from the environment (.env.example, "Payments"); a store without them is not offered. */
export interface StoreKeys {
  wechat: WechatKeys | null;
  alipay: AlipayKeys | null;
  apple: AppleKeys | null;
  google: (Omit<GoogleConfig, 'accessToken'> & { accessToken: string }) | null;
}

const environmentOf = (raw: string | undefined): PaymentEnvironment => (raw === 'sandbox' ? 'sandbox' : 'production');

export function loadStoreKeys(env: NodeJS.ProcessEnv): StoreKeys {
  const read = (file: string) => fs.readFileSync(file);
  const wechatCerts = env.PAYMENTS_WECHAT_PLATFORM_CERTS?.split(',').filter(Boolean) ?? [];
  return {
    wechat:
      env.PAYMENTS_WECHAT_API_V3_KEY && wechatCerts.length
        ? {
            apiV3Key: env.PAYMENTS_WECHAT_API_V3_KEY,
            platformCerts: new Map(wechatCerts.map((f) => new X509Certificate(read(f))).map((c): [string, X509Certificate | KeyObject] => [c.serialNumber.toUpperCase(), c])),
            environment: 'production',
          }
        : null,
    alipay:
      env.PAYMENTS_ALIPAY_PUBLIC_KEY_FILE && env.PAYMENTS_ALIPAY_APP_ID
        ? { publicKey: createPublicKey(read(env.PAYMENTS_ALIPAY_PUBLIC_KEY_FILE)), appId: env.PAYMENTS_ALIPAY_APP_ID, environment: environmentOf(env.PAYMENTS_ALIPAY_ENVIRONMENT) }
        : null,
    apple:
      env.PAYMENTS_APPLE_ROOT_CERT_FILE && env.PAYMENTS_APPLE_BUNDLE_ID
        ? { rootCert: new X509Certificate(read(env.PAYMENTS_APPLE_ROOT_CERT_FILE)), bundleId: env.PAYMENTS_APPLE_BUNDLE_ID, environment: environmentOf(env.PAYMENTS_APPLE_ENVIRONMENT) }
        : null,
    google:
      env.PAYMENTS_GOOGLE_PACKAGE_NAME && env.PAYMENTS_GOOGLE_ACCESS_TOKEN
        ? {
            apiBaseUrl: env.PAYMENTS_GOOGLE_API_BASE_URL || 'https://androidpublisher.googleapis.com',
            packageName: env.PAYMENTS_GOOGLE_PACKAGE_NAME,
            accessToken: env.PAYMENTS_GOOGLE_ACCESS_TOKEN,
            environment: environmentOf(env.PAYMENTS_GOOGLE_ENVIRONMENT),
          }
        : null,
  };
}

/**
 * The stores as providers. Their order queries need each store's signed merchant API and are not built yet:
 * reconciliation and restore wait for the store's next notification (stores retry for days).
 */
export function storeProviders(keys: StoreKeys, db: Kysely<Database>, catalogue: Catalogue): PaymentProvider[] {
  const none = async () => null;
  const list: PaymentProvider[] = [];
  if (keys.wechat) {
    const k = keys.wechat;
    list.push({ name: 'wechat', environment: k.environment, verifyNotification: async (input) => verifyWechatNotification(k, input), queryOrder: none });
  }
  if (keys.alipay) {
    const k = keys.alipay;
    list.push({ name: 'alipay', environment: k.environment, verifyNotification: async (input) => verifyAlipayNotification(k, input), queryOrder: none });
  }
  if (keys.apple) {
    const k = keys.apple;
    list.push({ name: 'apple', environment: k.environment, verifyNotification: async (input) => verifyAppleNotification(k, input.rawBody, input.now), queryOrder: none });
  }
  if (keys.google) {
    const { accessToken, ...k } = keys.google;
    const config: GoogleConfig = { ...k, accessToken: async () => accessToken };
    // Play charges the SKU's price set in the Play Console: the catalogue's price in the order's currency.
    const priceOf = async (sku: string, orderId: string) => {
      const order = await db.selectFrom('orders').select('currency').where('id', '=', orderId).executeTakeFirst();
      const price = order && findProduct(catalogue, sku)?.prices[order.currency];
      return price ? { amountMinor: price, currency: order.currency } : null;
    };
    list.push({
      name: 'google',
      environment: k.environment,
      async verifyNotification(input) {
        const hint = parseGoogleHint(input.rawBody);
        const evidence = hint && (await fetchGooglePurchase(config, hint, priceOf));
        return evidence ? { ok: true, evidence } : { ok: false, reason: 'the Play Developer API knows no such purchase' };
      },
      queryOrder: none,
    });
  }
  return list;
}
