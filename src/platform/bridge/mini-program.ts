import type { PayRequest, PayResult } from './actions.js';
import { BridgeActionError, BridgeUnavailableError } from './errors.js';
import type { ActionImpls } from './fallbacks.js';

/** The part of WeChat's JSSDK (`wx.miniProgram`) a web-view page may use. */
export interface WxMiniProgram {
  navigateTo(options: { url: string; success?: () => void; fail?: (err: { errMsg?: string }) => void }): void;
  navigateBack(options?: { delta?: number }): void;
  postMessage(options: { data: unknown }): void;
}

declare global {
  interface Window {
    wx?: { miniProgram?: WxMiniProgram };
  }
}

const JSSDK_URL: string = import.meta.env.VITE_WX_JSSDK_URL || 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** Mini-program page that runs the payment: payments cannot run inside a web-view. */
export const PAY_PAGE: string = import.meta.env.VITE_MP_PAY_PAGE || '/pages/pay/index';

let loading: Promise<WxMiniProgram> | null = null;

/** Loads WeChat's JSSDK once, and only when a mini-program action is first used (never in other contexts). */
export function loadMiniProgram(win: Window = window): Promise<WxMiniProgram> {
  return (loading ??= new Promise<WxMiniProgram>((resolve, reject) => {
    const settle = (): void => {
      const mp = win.wx?.miniProgram;
      if (mp) resolve(mp);
      else {
        loading = null;
        reject(new BridgeUnavailableError('wx.miniProgram', 'miniProgram'));
      }
    };
    if (win.wx?.miniProgram) return settle();
    const script = win.document.createElement('script');
    script.src = JSSDK_URL;
    script.async = true;
    script.onload = settle;
    script.onerror = settle;
    win.document.head.appendChild(script);
  }));
}

/** Opens the mini-program's pay page; it pays and returns to the web-view's pay-success route. */
export function handOffPayment(mp: WxMiniProgram, channel: string, request: PayRequest): Promise<PayResult> {
  const query = new URLSearchParams({ orderId: request.orderId, channel });
  if (request.productId) query.set('productId', request.productId);
  return new Promise((resolve, reject) =>
    mp.navigateTo({
      url: `${PAY_PAGE}?${query}`,
      success: () => resolve({ status: 'handedOff' }),
      fail: (err) => reject(new BridgeActionError(channel, 'navigate_failed', err?.errMsg)),
    }),
  );
}

/**
 * Mini-program overrides of the browser stand-ins: payments and closing the page go through `wx.miniProgram`; a share
 * also hands its title and link to the mini-program (delivered when the user shares from its menu) before the
 * browser stand-in copies the link.
 */
export function miniProgramImpls(miniProgram: () => Promise<WxMiniProgram>, fallbacks: ActionImpls): ActionImpls {
  const impls: ActionImpls = {
    closePage: async () => (await miniProgram()).navigateBack(),
    share: async (request) => {
      (await miniProgram()).postMessage({ data: { type: 'share', ...request } });
      if (!fallbacks.share) throw new BridgeUnavailableError('share', 'miniProgram');
      return fallbacks.share(request);
    },
  };
  for (const action of ['pay', 'wxPay', 'aliPay', 'applePay'] as const) {
    impls[action] = async (request) => handOffPayment(await miniProgram(), action, request);
  }
  return impls;
}
