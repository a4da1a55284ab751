/**
 * Real-user speed (issue 34): whether this visit is measured, and when its code loads (called by
 * bootstrap.tsx, once the host's shared modules are negotiated). A visit is
 * measured with the probability the runtime configuration gives (`vitalsSampleRate`,
 * VITALS_SAMPLE_RATE on the server; every visit without it), decided before anything is
 * downloaded; then, after the visitor's first interaction (a press, a key, a scroll or a wheel)
 * and when the main thread is next idle, report.ts (web-vitals with it, one chunk) loads and
 * measures: a first visit's load carries none of it (issue 34's size budgets, 3.6 KB gzip). What
 * happened before is in the browser's buffers, which web-vitals reads: LCP (final at the first
 * input), the layout shifts, the navigation's timing and the first input itself. A visit that leaves
 * without any interaction reports nothing. It never costs the page anything: a failure to load it is
 * dropped.
 */
import { loadRuntimeConfig } from 'shared-contracts/platform/config';

/** What counts as the visitor's first interaction. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** Resolves at the visitor's first interaction; listening starts at the call. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const interacted = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
  });
}

export async function measureVisit(landingPath: string, random = Math.random): Promise<void> {
  const interacted = firstInteraction();
  const config = await loadRuntimeConfig();
  if (!(random() < (config.vitalsSampleRate ?? 1)) || typeof navigator.sendBeacon !== 'function') return;
  await interacted;
  await new Promise<void>((resolve) => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => resolve()));
  const { reportVitals } = await import(/* webpackChunkName: "vitals" */ './report');
  reportVitals(landingPath, config.apiBaseUrl);
}
