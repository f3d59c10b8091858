import type { ColumnType, Generated } from 'kysely';
import type { MembershipType } from '../accounts/index.js';

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
export type ProviderName = 'sandbox' | 'wechat' | 'alipay' | 'apple' | 'google';
export type PaymentEnvironment = 'sandbox' | 'production';

export interface PaymentsTables {
  /**
   * One row per purchase attempt. Only a conditional UPDATE (`WHERE status = 'pending'`) makes an order paid, in the
   * transaction that grants what it bought; UNIQUE(provider, provider_txn_id) stops one payment paying two orders.
   */
  orders: {
    id: Generated<string>;
    user_id: string;
    product_id: string;
    kind: 'membership' | 'credits';
    plan: MembershipType | null;
    credits: number | null;
    /** Price in the currency's minor unit, fixed when the order was created. */
    amount_minor: number;
    currency: string;
    provider: ProviderName;
    /** The bridge action (pay, wxPay, aliPay, applePay) or 'checkout' (browser sandbox). */
    channel: string;
    environment: PaymentEnvironment;
    status: OrderStatus;
    provider_txn_id: string | null;
    /** Subscriptions only: 'active' renews at period end, 'cancelled' keeps benefits until then. */
    subscription: 'active' | 'cancelled' | null;
    /** Membership valid-until after this order was granted. */
    period_end: Date | null;
    created_at: ColumnType<Date, Date, never>;
    paid_at: Date | null;
    cancelled_at: Date | null;
  };
  /** The simulated gateway's own ledger: what it charged, so reconciliation can re-query it like a real provider. */
  sandbox_gateway_payments: {
    order_id: string;
    txn_id: string;
    amount_minor: number;
    currency: string;
    outcome: 'success' | 'failed' | 'cancelled';
    created_at: ColumnType<Date, Date, never>;
  };
}
