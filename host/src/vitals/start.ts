/**
 * Real-user speed (issue 34): whether this visit is measured, and when its code loads (called by
 * bootstrap.tsx, once the host's shared modules are negotiated). A visit is
 * measured with the probability the runtime configuration gives (`vitalsSampleRate`,
 * VITALS_SAMPLE_RATE on the server; every visit without it), decided before anything is
 * downloaded; then, when the main thread is idle, report.ts (web-vitals with it, one chunk) loads
 * and measures. It never costs the page anything: a failure to load it is dropped.
 */
import { loadRuntimeConfig } from 'shared-contracts/platform/config';

export async function measureVisit(landingPath: string, random = Math.random): Promise<void> {
  const config = await loadRuntimeConfig();
  if (!(random() < (config.vitalsSampleRate ?? 1)) || typeof navigator.sendBeacon !== 'function') return;
  await new Promise<void>((resolve) => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => resolve()));
  const { reportVitals } = await import(/* webpackChunkName: "vitals" */ './report');
  reportVitals(landingPath, config.apiBaseUrl);
}
