/** Where the page runs: inside the Lokasi native app, inside a WeChat mini-program web-view, or a plain browser. */
export type ClientKind = 'app' | 'miniProgram' | 'browser';
export type ClientOs = 'ios' | 'android' | 'other';

export interface ClientContext {
  kind: ClientKind;
  os: ClientOs;
  /** Native app version from the UA marker, e.g. "2.3.0"; null outside the app. */
  appVersion: string | null;
}

/**
 * The native app appends `Lokasi/<version>` to its WebView user agent (documented in bridge/CONTRACT.md).
 * The version is digits and dots; anything else after the slash is not our marker.
 */
const APP_MARKER = /(?:^|\s)Lokasi\/(\d+(?:\.\d+)*)/;

export function detectContext(userAgent: string, win?: { __wxjs_environment?: string }, maxTouchPoints = 0): ClientContext {
  const app = APP_MARKER.exec(userAgent);
  const miniProgram = /miniProgram/i.test(userAgent) || win?.__wxjs_environment === 'miniprogram';
  // iPadOS 13+ reports a desktop Safari UA; touch points tell it apart from a Mac.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return {
    kind: app ? 'app' : miniProgram ? 'miniProgram' : 'browser',
    os: ios ? 'ios' : /Android/i.test(userAgent) ? 'android' : 'other',
    appVersion: app?.[1] ?? null,
  };
}

declare global {
  interface Window {
    __wxjs_environment?: string;
  }
}

export function currentContext(): ClientContext {
  if (typeof navigator === 'undefined') return { kind: 'browser', os: 'other', appVersion: null };
  return detectContext(navigator.userAgent, window, navigator.maxTouchPoints);
}
