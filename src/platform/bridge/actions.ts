/**
 * Every bridge action with its payload and result (the contract for the native team is CONTRACT.md).
 * Picker actions resolve `null` when the user dismisses the picker.
 */
import type { StorePurchase } from '../../../contracts/payments.js';

export type PayStatus = 'success' | 'failed' | 'cancelled' | 'error';

export interface PayRequest {
  /** Order created by the server before the payment starts. */
  orderId: string;
  /** Store product id (Apple in-app purchase / Google Play), when the order is for one. */
  productId?: string;
}

export interface PayResult {
  /** `handedOff`: the mini-program took over the payment; the outcome arrives on the pay-success route. */
  status: PayStatus | 'handedOff';
  message?: string;
}

/** What the store knows on this phone (App Store transaction ids, Play purchase tokens); the server re-validates each. */
export interface RestoredPurchases {
  purchases: StorePurchase[];
}

export interface AppInfo {
  language: string;
  country: string;
  versionName: string;
  versionCode: number;
  /** 1 Android, 2 iOS. */
  deviceType: 1 | 2;
}

export interface LocationResult {
  latitude: number;
  longitude: number;
  /** Metres, when known. */
  accuracy?: number;
}

export interface CityChoice {
  countryCode: string;
  country: string;
  state?: string;
  city: string;
  cityId?: string;
}

export interface BrandChoice {
  brandId: string;
  name: string;
}

export interface IndustryChoice {
  key: string;
  name: string;
}

export interface ShareRequest {
  title: string;
  text?: string;
  url: string;
  imageUrl?: string;
}

export interface ShareResult {
  /** How it was shared: the native sheet, the Web Share API, or the link was copied to the clipboard. */
  via: 'native' | 'webShare' | 'copied';
}

export interface BridgeActions {
  pay: { payload: PayRequest; result: PayResult };
  wxPay: { payload: PayRequest; result: PayResult };
  aliPay: { payload: PayRequest; result: PayResult };
  applePay: { payload: PayRequest; result: PayResult };
  restorePurchases: { payload: void; result: RestoredPurchases };
  getAuthorization: { payload: void; result: { token: string } };
  /** The page signed in with an e-mail code: the app keeps this token as its login (getAuthorization answers it). */
  setAuthorization: { payload: { token: string }; result: void };
  clearLogin: { payload: void; result: void };
  getLocation: { payload: void; result: LocationResult };
  selectCity: { payload: { countryCode?: string } | void; result: CityChoice | null };
  selectBrand: { payload: { countryCode?: string; city?: string } | void; result: BrandChoice | null };
  selectIndustry: { payload: void; result: IndustryChoice | null };
  share: { payload: ShareRequest; result: ShareResult };
  closePage: { payload: void; result: void };
  toast: { payload: { message: string }; result: void };
  startIMChat: { payload: { topic?: string } | void; result: void };
  makeaCall: { payload: { phone: string }; result: void };
  saveImage2Album: { payload: { url: string; fileName?: string }; result: void };
  getVersionCode: { payload: void; result: { versionCode: number; versionName: string } };
  getAppInfo: { payload: void; result: AppInfo };
  /** Fire-and-forget reports: sent with `bridge.send`, never awaited. */
  trackPageView: { payload: { pageId: string; refId: string | null; extra: Record<string, unknown> | null }; result: void };
  trackEvent: { payload: { event_id: string; map: Record<string, unknown> }; result: void };
}

export type ActionName = keyof BridgeActions;
export type Payload<A extends ActionName> = BridgeActions[A]['payload'];
export type Result<A extends ActionName> = BridgeActions[A]['result'];

export const ACTION_NAMES: readonly ActionName[] = [
  'pay', 'wxPay', 'aliPay', 'applePay', 'restorePurchases', 'getAuthorization', 'setAuthorization', 'clearLogin', 'getLocation', 'selectCity', 'selectBrand',
  'selectIndustry', 'share', 'closePage', 'toast', 'startIMChat', 'makeaCall', 'saveImage2Album', 'getVersionCode',
  'getAppInfo', 'trackPageView', 'trackEvent',
];

/** Events the native side pushes with `callHandler(name, data)` on handlers the page registers. */
export interface BridgeEvents {
  /** The user logged in or out natively; `token` null after a logout. */
  tokenChanged: { token: string | null };
  /** The user changed the app language natively. */
  languageChanged: { language: string };
  /** A payment finished after its `pay*` call had already resolved (e.g. an App Store purchase restored later). */
  payResult: { orderId: string; status: PayStatus };
  /** The WebView came back to the foreground (refresh credits, membership). */
  appResume: Record<string, never>;
  /** The hardware/system back button; the page decides whether to close. */
  backPressed: Record<string, never>;
}

export type EventName = keyof BridgeEvents;
export const EVENT_NAMES: readonly EventName[] = ['tokenChanged', 'languageChanged', 'payResult', 'appResume', 'backPressed'];
