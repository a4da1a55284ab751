/**
 * Real-user speed (issue 34): what a visit's beacon says and when it leaves. The figures web-vitals
 * reports for a page load (report.ts) are kept, the latest of each, and sent in one beacon when the
 * page is hidden (the user switches tab, leaves or closes it: the last moment a page surely has),
 * again only if a figure changed after that (INP and CLS grow while the page lives). A beacon names
 * the page's type and the device class, never the URL, the user or anything typed.
 */
import type { VitalsBeacon } from 'shared-contracts/api/vitals';
import { DEVICE_CLASSES, VITAL_LIMITS, VITAL_METRICS, type DeviceClass, type VitalMetric } from 'shared-contracts/domain/vitals';
import { pageTypeOf, type PageType } from 'shared-contracts/routes/page-types';
import { BREAKPOINTS } from 'shared-contracts/ui/theme';
import { pageIdOf } from '../federation/routeModules';

/** The page type of a path in any locale ('/es/shop/brass-diya' is a product page). */
export const pageTypeOfPath = (pathname: string): PageType => pageTypeOf(pageIdOf(pathname));

/**
 * Mobile when the browser says it is a phone (User-Agent Client Hints) or the viewport is a
 * phone's or a small tablet's (below the theme's md breakpoint); desktop otherwise.
 */
export function deviceClass(view: { innerWidth: number; navigator: Navigator } = window): DeviceClass {
  const hints = (view.navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return hints?.mobile === true || view.innerWidth < BREAKPOINTS.md ? DEVICE_CLASSES[0] : DEVICE_CLASSES[1];
}

export interface VitalsQueue {
  /** A figure web-vitals reported (the latest of each metric counts). */
  add(metric: { name: string; value: number }): void;
  /** Sends what changed since the last beacon, if anything. */
  flush(): void;
}

export function vitalsQueue(page: PageType, device: DeviceClass, send: (beacon: VitalsBeacon) => void): VitalsQueue {
  const pending = new Map<VitalMetric, number>();
  return {
    add({ name, value }) {
      const metric = VITAL_METRICS.find((known) => known === name);
      // a figure the API would refuse (a page left open in the background for minutes) is not sent
      if (metric && Number.isFinite(value) && value >= 0 && value <= VITAL_LIMITS[metric]) pending.set(metric, value);
    },
    flush() {
      if (pending.size === 0) return;
      send({ page, device, ...Object.fromEntries(pending) });
      pending.clear();
    },
  };
}

/** One beacon to the API: sendBeacon survives the page being closed, and carries no cookie the API reads. */
export function sendBeacon(apiBaseUrl: string, path: string, beacon: VitalsBeacon): boolean {
  return navigator.sendBeacon(`${apiBaseUrl}${path}`, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
}
