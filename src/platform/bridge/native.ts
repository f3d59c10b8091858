import { BridgeActionError } from './errors.js';

/** The WebViewJavascriptBridge convention (marcuswestin/WebViewJavascriptBridge on iOS, lzyzsd/JsBridge on Android). */
export interface JavascriptBridge {
  callHandler(name: string, data?: unknown, callback?: (response: unknown) => void): void;
  registerHandler(name: string, handler: (data: unknown, callback?: (response: unknown) => void) => void): void;
}

declare global {
  interface Window {
    WebViewJavascriptBridge?: JavascriptBridge;
    WVJBCallbacks?: Array<(bridge: JavascriptBridge) => void>;
  }
}

/**
 * Resolves once the native side has injected the bridge. Android's JsBridge announces itself with a
 * `WebViewJavascriptBridgeReady` document event; iOS's WebViewJavascriptBridge drains `WVJBCallbacks` after the page
 * asks for it by loading `https://__bridge_loaded__` in a throwaway iframe.
 */
export function whenBridgeReady(win: Window, ios: boolean): Promise<JavascriptBridge> {
  const ready = win.WebViewJavascriptBridge;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = (): void => {
      if (win.WebViewJavascriptBridge) resolve(win.WebViewJavascriptBridge);
    };
    win.document.addEventListener('WebViewJavascriptBridgeReady', done, { once: true });
    (win.WVJBCallbacks ??= []).push(resolve);
    if (!ios) return;
    const frame = win.document.createElement('iframe');
    frame.style.display = 'none';
    frame.src = 'https://__bridge_loaded__';
    win.document.documentElement.appendChild(frame);
    setTimeout(() => frame.remove(), 0);
  });
}

/** Android's JsBridge passes strings; iOS passes objects. Both carry the envelope `{ code, msg?, data? }`, code 0 = success. */
export function decodeResponse(action: string, raw: unknown): unknown {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new BridgeActionError(action, 'bad_response');
    }
  }
  if (!value || typeof value !== 'object' || !('code' in value)) throw new BridgeActionError(action, 'bad_response');
  const { code, msg, data } = value as { code: unknown; msg?: unknown; data?: unknown };
  if (code === 0 || code === '0') return data ?? null;
  throw new BridgeActionError(action, String(code), typeof msg === 'string' ? msg : undefined);
}

/** Event data arrives in the same two shapes; a missing or unparsable body becomes `{}`. */
export function decodeEventData(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? {};
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}
