import { loadCatalogue, type Catalogue } from './catalogue.js';
import { loadStoreKeys, type StoreKeys } from './providers/stores.js';

export interface PaymentsConfig {
  catalogue: Catalogue;
  /** The built-in simulated gateway (browser checkout for development and demos). */
  sandbox: { enabled: boolean; secret: string };
  /** Key the server signs native pay parameters with (the app forwards them to its payment SDK); null: native payments off. */
  signingKey: string | null;
  /** WeChat Pay, Alipay, App Store and Google Play credentials; null for a store that is not set up. */
  stores: StoreKeys;
}

/** Development defaults; production must set its own (loadPaymentsConfig refuses to start otherwise). */
const DEV_SANDBOX_SECRET = 'lokasi-sandbox-development-secret';
const DEV_SIGNING_KEY = 'lokasi-pay-params-development-key';

/** `sandbox`: whether the sandbox gateway is on (server/config.ts decides it from PAYMENTS_SANDBOX and the bind address). */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv, { production, paymentsSandbox: sandboxEnabled }: { production: boolean; paymentsSandbox: boolean }): PaymentsConfig {
  const catalogue = loadCatalogue(env.PAYMENTS_CATALOGUE_FILE || undefined);
  const secret = env.PAYMENTS_SANDBOX_SECRET || (production ? '' : DEV_SANDBOX_SECRET);
  if (sandboxEnabled && secret.length < 16) throw new Error('PAYMENTS_SANDBOX_SECRET must be at least 16 characters when the sandbox is on');
  const signingKey = env.PAYMENTS_SIGNING_KEY || (production ? null : DEV_SIGNING_KEY);
  if (signingKey !== null && signingKey.length < 16) throw new Error('PAYMENTS_SIGNING_KEY must be at least 16 characters');
  return { catalogue, sandbox: { enabled: sandboxEnabled, secret }, signingKey, stores: loadStoreKeys(env) };
}

const loaded = new WeakMap<object, PaymentsConfig>();

/** The payments settings of this app (read from the environment once per app config, like server/config.ts). */
export function paymentsConfig(config: { production: boolean; paymentsSandbox: boolean }, env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  let found = loaded.get(config);
  if (!found) {
    found = loadPaymentsConfig(env, config);
    loaded.set(config, found);
  }
  return found;
}
