import { api } from '../../api/request.js';
import type { SignIn } from '../../../contracts/accounts.js';
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
  /** `purchases`: what the native app's restorePurchases found in its store, re-validated by the server. Silent: the screen says what it found. */
  restore: (purchases: StorePurchase[] = []) => api.post<{ items: OrderView[] }>('/v1/payments/restore', { purchases }, { silent: true }).then((d) => d.items),
  sandboxCheckout: (id: string, outcome: 'paid' | 'failed' | 'cancelled') =>
    api.post<OrderView>(`/v1/payments/sandbox/orders/${encodeURIComponent(id)}/checkout`, { outcome }),
};

type CodeSent = { requestId: string; resendAfterSeconds: number };

/**
 * Signing in with an e-mail code (the device moves to that account; its anonymous account joins it) and linking an
 * e-mail to this device's anonymous account (server/accounts, server/privacy/sign-in.ts): each a 6-digit code bound to
 * the request that asked for it. Silent: the card says what went wrong.
 */
export const emailApi = {
  me: () => api.get<{ email: string | null; anonymous: boolean }>('/v1/me', { silent: true }),
  sendLoginCode: (email: string) => api.post<CodeSent>('/v1/auth/codes', { purpose: 'login', email }, { silent: true }),
  /** Sent with the device's token, so its anonymous account joins the account signed in to. */
  login: (email: string, code: string, requestId: string) => api.post<SignIn>('/v1/auth/login', { email, code, requestId }, { silent: true }),
  sendLinkCode: (email: string) => api.post<CodeSent>('/v1/auth/codes', { purpose: 'link', email }, { silent: true }),
  link: (email: string, code: string, requestId: string) => api.post<{ email: string }>('/v1/auth/link', { email, code, requestId }, { silent: true }),
};
