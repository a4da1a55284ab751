/** Debian's Chromium and the flags it runs with here (no sandbox as root, no background connections
 *  to a closed network): for the tests' browser (browser.ts), Lighthouse and the set-up check. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
