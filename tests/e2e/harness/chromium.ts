import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; the test tools never download a browser of their own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless as root in a sandboxed machine with no network but loopback: without the background-networking
 * flags Chromium keeps opening refused connections to Google's hosts.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
