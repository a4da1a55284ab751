/**
 * Real-user speed (issue 34): the shop's pages measure LCP, INP, CLS and TTFB on real visits with
 * web-vitals and send them to the API (POST /api/vitals, see beacon.ts). Loaded by start.ts after
 * the visitor's first interaction, when the main thread is idle, in a chunk of its own with
 * web-vitals, so a first visit's load carries none of it; LCP and layout shifts before that are in
 * the browser's buffer, which web-vitals reads, and so is the first input.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { VITALS_PATH } from 'shared-contracts/domain/vitals';
import { deviceClass, pageTypeOfPath, sendBeacon, vitalsQueue } from './beacon';

export function reportVitals(landingPath: string, apiBaseUrl: string): void {
  // the figures belong to the page the visit landed on: LCP and TTFB are that document's load
  const queue = vitalsQueue(pageTypeOfPath(landingPath), deviceClass(), (beacon) => sendBeacon(apiBaseUrl, VITALS_PATH, beacon));
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(queue.add);
  // web-vitals reports LCP, INP and CLS when the page is hidden; its listener was added first, so
  // by the time this one runs the figures are in the queue
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  // measuring from here (tests and monitoring wait for this mark, as for data-app="ready")
  document.documentElement.dataset.vitals = 'measuring';
}
