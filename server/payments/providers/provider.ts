import type { StorePurchase } from '../../../contracts/payments.js';
import type { OrderRow } from '../repository.js';
import type { PaymentEnvironment, ProviderName } from '../tables.js';

/** What a verified notification or a provider query says about one payment; nothing is credited without it. */
export interface PaymentEvidence {
  provider: ProviderName;
  /** The provider's transaction id (UNIQUE per provider in orders). */
  txnId: string;
  orderId: string;
  /** The paying account when the provider carries it (store purchases: our user id as the app account token). */
  userId?: string;
  productId: string;
  amountMinor: number;
  currency: string;
  environment: PaymentEnvironment;
  outcome: 'paid' | 'failed' | 'cancelled';
  /** A subscription renewal the provider charged at period end: `orderId` is then the subscription's latest order. */
  renewal?: boolean;
}

export type Verification = { ok: true; evidence: PaymentEvidence } | { ok: false; reason: string };

export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are over these bytes, never over re-serialized JSON. */
  rawBody: string;
  now: Date;
}

/** One payment provider. Adding one = implementing this and listing it in ./index.ts. */
export interface PaymentProvider {
  name: ProviderName;
  environment: PaymentEnvironment;
  verifyNotification(input: NotificationInput): Promise<Verification>;
  /** Asks the provider about an order (reconciliation, the buyer's return, restore); null when it knows no payment. */
  queryOrder(order: OrderRow): Promise<PaymentEvidence | null>;
  /** Stores only: what the store says about a purchase the native app's restore found (any number of transactions). */
  restore?(purchase: StorePurchase): Promise<PaymentEvidence[]>;
}

export function header(headers: NotificationInput['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
