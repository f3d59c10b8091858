import { api } from '../../api/request.js';
import type { Catalogue, OrderView, PayChannel as Channel, PayParams, ProductView, StorePurchase } from '../../../contracts/payments.js';

export type { Catalogue, Channel, OrderView, PayParams, ProductView, StorePurchase };

/** The payments calls (server/payments/routes.ts). Order reads are silent: their state shows on screen. */
export const memberApi = {
  catalogue: () => api.get<Catalogue>('/v1/payments/catalogue'),
  createOrder: (productId: string, currency: string, channel: Channel) =>
    api.post<{ order: OrderView; payParams: PayParams | null }>('/v1/payments/orders', { productId, currency, channel }),
  order: (id: string) => api.get<OrderView>(`/v1/payments/orders/${encodeURIComponent(id)}`, { silent: true }),
  orders: () => api.get<{ items: OrderView[] }>('/v1/payments/orders').then((d) => d.items),
  cancel: (id: string) => api.post<OrderView>(`/v1/payments/orders/${encodeURIComponent(id)}/cancel`),
  /** `purchases`: what the native app's restorePurchases found in its store, re-validated by the server. */
  restore: (purchases: StorePurchase[] = []) => api.post<{ items: OrderView[] }>('/v1/payments/restore', { purchases }).then((d) => d.items),
  sandboxCheckout: (id: string, outcome: 'paid' | 'failed' | 'cancelled') =>
    api.post<OrderView>(`/v1/payments/sandbox/orders/${encodeURIComponent(id)}/checkout`, { outcome }),
};

/** Linking an e-mail to an anonymous account (server/accounts/routes.ts): a 6-digit code bound to the request that asked for it. */
export const linkApi = {
  me: () => api.get<{ email: string | null; anonymous: boolean }>('/v1/me', { silent: true }),
  sendCode: (email: string) => api.post<{ requestId: string; resendAfterSeconds: number }>('/v1/auth/codes', { purpose: 'link', email }, { silent: true }),
  link: (email: string, code: string, requestId: string) => api.post<{ email: string }>('/v1/auth/link', { email, code, requestId }, { silent: true }),
};
