/** Debian's Chromium and the flags it runs with here (no sandbox as root, no background connections
 *  to a closed network): for Lighthouse and the set-up check (the full browser, `--headless=new`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The tests' browser (browser.ts: the end-to-end tests, scripts/size.ts, inp.ts,
 * first-load-modules.ts): the same Chromium's headless shell (Debian's chromium-headless-shell,
 * what `--headless=old` was, and what playwright itself runs for headless Chromium): the same
 * Blink, V8 and network stack without the browser's UI layer. Issue 30: the same page loads
 * (five pages cold and three times warm, the admin's four pages), back to back on this machine,
 * took 13.1-14.1 CPU-s of the full browser's processes against 8.8-9.2 s of the shell's (its browser
 * process 5.4 -> 2.0 s, renderers 7.5 -> 5.9 s, GPU process 1.2 -> 0.7 s); browse, journey,
 * storage and routes as scripts/test-e2e.ts runs them, everything in one cgroup (cpuacct.usage):
 * 124.2 -> 100.8 CPU-s (x0.81), wall 196 -> 162 s on a loaded machine.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
