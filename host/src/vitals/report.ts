/**
 * Real-user speed (issue 34): the shop's pages measure LCP, INP, CLS and TTFB on real visits with
 * web-vitals and send them to the API (POST /api/vitals, see beacon.ts). Loaded by index.ts once
 * the app has started and the main thread is idle, in a chunk of its own, so it costs the first
 * screen nothing; LCP and layout shifts before that are in the browser's buffer, which web-vitals
 * reads. A visit is measured with the probability the runtime configuration gives
 * (`vitalsSampleRate`, VITALS_SAMPLE_RATE on the server; every visit without it), decided before
 * web-vitals is even downloaded.
 */
import { VITALS_PATH } from 'shared-contracts/domain/vitals';
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { deviceClass, pageTypeOfPath, sendBeacon, vitalsQueue } from './beacon';

export async function reportVitals(landingPath: string, random = Math.random): Promise<void> {
  const config = await loadRuntimeConfig();
  const rate = config.vitalsSampleRate ?? 1;
  if (!(random() < rate) || typeof navigator.sendBeacon !== 'function') return;
  const { onCLS, onINP, onLCP, onTTFB } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  // the figures belong to the page the visit landed on: LCP and TTFB are that document's load
  const queue = vitalsQueue(pageTypeOfPath(landingPath), deviceClass(), (beacon) => sendBeacon(config.apiBaseUrl, VITALS_PATH, beacon));
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(queue.add);
  // web-vitals reports LCP, INP and CLS when the page is hidden; its listener was added first, so
  // by the time this one runs the figures are in the queue
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  // measuring from here (tests and monitoring wait for this mark, as for data-app="ready")
  document.documentElement.dataset.vitals = 'measuring';
}
