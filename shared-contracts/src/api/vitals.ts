/**
 * Real-user speed (issue 34): the browser's Core Web Vitals beacon (host/src/vitals) and the
 * admin's figures. A beacon carries the page type, the device class and the figures of one page
 * visit, nothing else: no URL, no user, and the API stores no address. The metrics, thresholds and
 * limits are in domain/vitals (no zod: the page's beacon code reads them on every visit).
 */
import { z } from 'zod';
import { DEVICE_CLASSES, VITAL_LIMITS, VITAL_METRICS, VITALS_PATH, VITALS_WINDOWS, type VitalMetric } from 'shared-contracts/domain/vitals';
import { PAGE_TYPES } from 'shared-contracts/routes/page-types';
import { maxNumber, minNumber, required } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { defineRoute } from './define';

const figure = (metric: VitalMetric) => withRules(z.number(), minNumber(0), maxNumber(VITAL_LIMITS[metric])).optional();

export const vitalsBeaconSchema = z
  .strictObject({
    page: withRules(z.enum(PAGE_TYPES), required),
    device: withRules(z.enum(DEVICE_CLASSES), required),
    LCP: figure('LCP'),
    INP: figure('INP'),
    CLS: figure('CLS'),
    TTFB: figure('TTFB'),
  })
  .superRefine((beacon, ctx) => {
    // a beacon without a figure says nothing: the shared "required" message, on the body as a whole
    if (VITAL_METRICS.every((metric) => beacon[metric] === undefined)) ctx.addIssue({ code: 'custom', message: String(required(undefined)), input: beacon });
  });
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

export const reportVitalsRoute = defineRoute({
  method: 'POST',
  path: VITALS_PATH,
  access: 'public',
  body: vitalsBeaconSchema,
  response: z.null(),
  summary: "Record one page visit's Core Web Vitals (page type and device class only; rate limited; 204)",
});

const p75Schema = z.object({ metric: z.enum(VITAL_METRICS), p75: z.number(), samples: z.number().int() });

export const vitalsReportSchema = z.object({
  /** p75 per window, page type, device class and metric (only combinations with samples). */
  groups: z.array(p75Schema.extend({ days: z.literal(VITALS_WINDOWS), page: z.enum(PAGE_TYPES), device: z.enum(DEVICE_CLASSES) })),
  /** p75 per day (YYYY-MM-DD, in the shop's time zone) and metric over the longest window, every page and device together: the plot. */
  byDay: z.array(p75Schema.extend({ date: z.string() })),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

export const adminVitalsRoute = defineRoute({
  method: 'GET',
  path: '/admin/vitals',
  access: 'admin',
  permission: 'reports',
  response: vitalsReportSchema,
  summary: 'Real-user speed: p75 of LCP, INP, CLS and TTFB per page type and device class over 7 and 28 days, and per day',
});
