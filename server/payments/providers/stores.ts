import { X509Certificate, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { findProduct, type Catalogue } from '../catalogue.js';
import { latestProviderTxn } from '../repository.js';
import type { PaymentEnvironment } from '../tables.js';
import { queryAlipayOrder, verifyAlipayNotification, type AlipayKeys } from './alipay.js';
import { appleTransactionHistory, verifyAppleNotification, type AppleKeys } from './apple.js';
import { fetchGooglePurchase, parseGoogleHint, type GoogleConfig } from './google.js';
import type { PaymentProvider } from './provider.js';
import { queryWechatOrder, verifyWechatNotification, type WechatKeys } from './wechat.js';

/** Store credentials from the environment (.env.example, "Payments"); a store without them is not offered. */
export interface StoreKeys {
  wechat: WechatKeys | null;
  alipay: AlipayKeys | null;
  apple: AppleKeys | null;
  google: (Omit<GoogleConfig, 'accessToken'> & { accessToken: string }) | null;
}

const environmentOf = (raw: string | undefined): PaymentEnvironment => (raw === 'sandbox' ? 'sandbox' : 'production');
const read = (file: string) => fs.readFileSync(file);

/** Merchant API credentials are optional: without them a store's payments are known from its notifications alone. */
function wechatMerchant(env: NodeJS.ProcessEnv): WechatKeys['merchant'] {
  const { PAYMENTS_WECHAT_MCHID: mchid, PAYMENTS_WECHAT_MERCHANT_KEY_FILE: keyFile, PAYMENTS_WECHAT_MERCHANT_SERIAL: serialNo } = env;
  if (!mchid || !keyFile || !serialNo) return null;
  return { mchid, serialNo, privateKey: createPrivateKey(read(keyFile)), apiBaseUrl: env.PAYMENTS_WECHAT_API_BASE_URL || 'https://api.mch.weixin.qq.com' };
}

function alipayMerchant(env: NodeJS.ProcessEnv): AlipayKeys['merchant'] {
  if (!env.PAYMENTS_ALIPAY_APP_PRIVATE_KEY_FILE) return null;
  const gateway = environmentOf(env.PAYMENTS_ALIPAY_ENVIRONMENT) === 'sandbox' ? 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' : 'https://openapi.alipay.com/gateway.do';
  return { appPrivateKey: createPrivateKey(read(env.PAYMENTS_ALIPAY_APP_PRIVATE_KEY_FILE)), gatewayUrl: env.PAYMENTS_ALIPAY_GATEWAY_URL || gateway };
}

function appleApi(env: NodeJS.ProcessEnv): AppleKeys['api'] {
  const { PAYMENTS_APPLE_ISSUER_ID: issuerId, PAYMENTS_APPLE_KEY_ID: keyId, PAYMENTS_APPLE_PRIVATE_KEY_FILE: keyFile } = env;
  if (!issuerId || !keyId || !keyFile) return null;
  const base = environmentOf(env.PAYMENTS_APPLE_ENVIRONMENT) === 'sandbox' ? 'https://api.storekit-sandbox.itunes.apple.com' : 'https://api.storekit.itunes.apple.com';
  return { issuerId, keyId, privateKey: createPrivateKey(read(keyFile)), apiBaseUrl: env.PAYMENTS_APPLE_API_BASE_URL || base };
}

export function loadStoreKeys(env: NodeJS.ProcessEnv): StoreKeys {
  const wechatCerts = env.PAYMENTS_WECHAT_PLATFORM_CERTS?.split(',').filter(Boolean) ?? [];
  return {
    wechat:
      env.PAYMENTS_WECHAT_API_V3_KEY && wechatCerts.length
        ? {
            apiV3Key: env.PAYMENTS_WECHAT_API_V3_KEY,
            platformCerts: new Map(wechatCerts.map((f) => new X509Certificate(read(f))).map((c): [string, X509Certificate | KeyObject] => [c.serialNumber.toUpperCase(), c])),
            environment: 'production',
            merchant: wechatMerchant(env),
          }
        : null,
    alipay:
      env.PAYMENTS_ALIPAY_PUBLIC_KEY_FILE && env.PAYMENTS_ALIPAY_APP_ID
        ? {
            publicKey: createPublicKey(read(env.PAYMENTS_ALIPAY_PUBLIC_KEY_FILE)),
            appId: env.PAYMENTS_ALIPAY_APP_ID,
            environment: environmentOf(env.PAYMENTS_ALIPAY_ENVIRONMENT),
            merchant: alipayMerchant(env),
          }
        : null,
    apple:
      env.PAYMENTS_APPLE_ROOT_CERT_FILE && env.PAYMENTS_APPLE_BUNDLE_ID
        ? {
            rootCert: new X509Certificate(read(env.PAYMENTS_APPLE_ROOT_CERT_FILE)),
            bundleId: env.PAYMENTS_APPLE_BUNDLE_ID,
            environment: environmentOf(env.PAYMENTS_APPLE_ENVIRONMENT),
            api: appleApi(env),
          }
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
 * The stores as providers. WeChat Pay and Alipay are re-queried by our order number. The App Store has no lookup by
 * our order id: an order is found in the transaction history of a purchase the customer made before (or the one the
 * app's restore reports). Google Play is queried by purchase token, which only notifications and restore carry.
 */
export function storeProviders(keys: StoreKeys, db: Kysely<Database>, catalogue: Catalogue, now: () => Date): PaymentProvider[] {
  const list: PaymentProvider[] = [];
  if (keys.wechat) {
    const k = keys.wechat;
    list.push({ name: 'wechat', environment: k.environment, verifyNotification: async (input) => verifyWechatNotification(k, input), queryOrder: (order) => queryWechatOrder(k, order.id, now()) });
  }
  if (keys.alipay) {
    const k = keys.alipay;
    list.push({ name: 'alipay', environment: k.environment, verifyNotification: async (input) => verifyAlipayNotification(k, input), queryOrder: (order) => queryAlipayOrder(k, order, now()) });
  }
  if (keys.apple) {
    const k = keys.apple;
    list.push({
      name: 'apple',
      environment: k.environment,
      verifyNotification: async (input) => verifyAppleNotification(k, input.rawBody, input.now),
      async queryOrder(order) {
        const known = await latestProviderTxn(db, order.user_id, 'apple');
        if (!known) return null;
        return (await appleTransactionHistory(k, known, now())).find((e) => e.orderId === order.id) ?? null;
      },
      restore: async (purchase) => (purchase.store === 'apple' ? appleTransactionHistory(k, purchase.transactionId, now()) : []),
    });
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
    const none = async () => null;
    list.push({
      name: 'google',
      environment: k.environment,
      async verifyNotification(input) {
        const hint = parseGoogleHint(input.rawBody);
        const evidence = hint && (await fetchGooglePurchase(config, hint, priceOf));
        return evidence ? { ok: true, evidence } : { ok: false, reason: 'the Play Developer API knows no such purchase' };
      },
      queryOrder: none,
      async restore(purchase) {
        if (purchase.store !== 'google') return [];
        const evidence = await fetchGooglePurchase(config, { packageName: k.packageName, purchaseToken: purchase.purchaseToken, sku: purchase.productId }, priceOf);
        return evidence ? [evidence] : [];
      },
    });
  }
  return list;
}
