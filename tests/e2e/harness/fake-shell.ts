import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './server.js';

/** The platform engineer's fake native app, played inside the page in the app context. */
export const FAKE_NATIVE_ENTRY = path.join(REPO_ROOT, 'tests/fake-shell/fake-native.ts');

let bundled: Promise<string> | undefined;

/** The fake native shell as one classic script for `addInitScript` (bundled once per test process). */
export function fakeNativeScript(): Promise<string> {
  if (!existsSync(FAKE_NATIVE_ENTRY)) {
    return Promise.reject(new Error(`The fake native shell ${FAKE_NATIVE_ENTRY} does not exist yet`));
  }
  bundled ??= build({
    entryPoints: [FAKE_NATIVE_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}

/**
 * The WeChat web-view's side of `wx.miniProgram` (the JS-SDK is not loadable offline): records every call in
 * `window.__miniProgramCalls` so a test can see navigation and payment hand-offs.
 */
export const MINI_PROGRAM_HOST_SCRIPT = `(() => {
  window.__wxjs_environment = 'miniprogram';
  const calls = (window.__miniProgramCalls = []);
  const record = (name) => (options) => {
    calls.push({ name, options: JSON.parse(JSON.stringify(options ?? null)) });
    if (options && typeof options.success === 'function') setTimeout(() => options.success({}), 0);
  };
  const miniProgram = {
    navigateTo: record('navigateTo'),
    navigateBack: record('navigateBack'),
    redirectTo: record('redirectTo'),
    reLaunch: record('reLaunch'),
    switchTab: record('switchTab'),
    postMessage: record('postMessage'),
    getEnv: (cb) => cb({ miniprogram: true }),
  };
  window.wx = Object.assign(window.wx || {}, { miniProgram, ready: (cb) => setTimeout(cb, 0), config: () => {}, error: () => {} });
})();`;
