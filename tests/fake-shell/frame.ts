/**
 * Runs inside the harness's phone frame before the app's own script (frame.html loads it first): installs the fake
 * native app with the harness's current options and forwards everything the fake receives to the harness page.
 */
import { installFakeNative, LOG_EVENT, type FakeNativeConfig } from './fake-native.js';

const host = window.parent as Window & { __fakeShellOptions?: Partial<FakeNativeConfig> };
installFakeNative(window, host.__fakeShellOptions);
window.addEventListener(LOG_EVENT, (e) => {
  host.postMessage({ type: LOG_EVENT, entry: (e as CustomEvent).detail }, location.origin);
});
