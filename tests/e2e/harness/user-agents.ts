export type ClientKind = 'browser' | 'app' | 'miniprogram';
export type PhoneOs = 'android' | 'ios';

export interface UserAgentOptions {
  context: ClientKind;
  os: PhoneOs;
  /** Native app version carried by the `Lokasi/<version>` marker (app context only). */
  appVersion?: string;
  /** iOS native app only: the app appends `TOKEN/<32 chars>` to the user agent. */
  token?: string;
}

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36';
const ANDROID_BROWSER =
  'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36';
const IOS_WKWEBVIEW = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WECHAT_MINIPROGRAM = 'MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN miniProgram/wx0a1b2c3d4e5f6a7b';

/** User agents as the three hosts send them, on a budget Android phone or an iPhone. */
export function userAgentFor({ context, os, appVersion = '1.0.0', token }: UserAgentOptions): string {
  if (context === 'browser') return os === 'ios' ? IOS_SAFARI : ANDROID_BROWSER;
  const webView = os === 'ios' ? IOS_WKWEBVIEW : ANDROID_WEBVIEW;
  if (context === 'miniprogram') return `${webView} ${WECHAT_MINIPROGRAM}`;
  const iosToken = os === 'ios' && token ? ` TOKEN/${token}` : '';
  return `${webView} Lokasi/${appVersion}${iosToken}`;
}
