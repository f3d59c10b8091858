import type { AppContext } from '../../module.js';
import { paymentsConfig } from '../config.js';
import type { ProviderName } from '../tables.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';
import { storeProviders } from './stores.js';

export interface Providers {
  sandbox: ReturnType<typeof sandboxProvider> | null;
  byName(name: string): PaymentProvider | null;
  /** The provider that takes a payment made through `channel`, or null when none is configured for it. */
  forChannel(channel: string): PaymentProvider | null;
}

/** Which store/gateway each native bridge action pays through. */
const CHANNEL_PROVIDER: Record<string, ProviderName> = { wxPay: 'wechat', aliPay: 'alipay', applePay: 'apple', pay: 'google', checkout: 'sandbox' };

export function buildProviders(ctx: AppContext): Providers {
  const { sandbox, stores, catalogue } = paymentsConfig(ctx.config);
  const sbx = sandbox.enabled ? sandboxProvider(ctx.db, sandbox.secret) : null;
  const configured = new Map<string, PaymentProvider>();
  if (sbx) configured.set('sandbox', sbx);
  for (const store of storeProviders(stores, ctx.db, catalogue, ctx.now)) configured.set(store.name, store);
  return {
    sandbox: sbx,
    byName: (name) => configured.get(name) ?? null,
    // Without real credentials for a store (development, demos, the fake native shell), the sandbox stands in.
    forChannel: (channel) => configured.get(CHANNEL_PROVIDER[channel] ?? '') ?? sbx,
  };
}
