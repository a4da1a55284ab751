/**
 * Real-user speed (issue 34): the Core Web Vitals the shop measures on real visits, Google's
 * thresholds for them (good up to the first, poor above the second) and the bounds of a beacon.
 * No zod here: the page's beacon code (host/src/vitals) reads this on every visit; the schemas
 * are api/vitals.
 */

/** Where pages send their beacon, under the API's prefix (api/vitals' reportVitalsRoute). */
export const VITALS_PATH = '/vitals';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Good up to the first figure, needs improvement up to the second, poor above (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The largest figure a beacon may carry: a minute for the timings, 10 for CLS; above is a broken page or a made-up beacon. */
export const VITAL_LIMITS: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };

/** The largest beacon body the API reads (bytes); a real one is about 100. */
export const VITALS_BODY_LIMIT = 1024;

/** The windows the admin reads, in days. */
export const VITALS_WINDOWS = [7, 28] as const;
