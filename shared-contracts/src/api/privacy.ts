/**
 * The customer's own data (issue 35 item 5): consents, and downloads of one's data (api/src/privacy).
 * A download is written in the background; when ready its link (a token signed for that one
 * download, no session needed: the e-mail carries it too) works until `expiresAt`.
 */
import { z } from 'zod';
import { CONSENT_KINDS, CONSENT_SOURCES, DATA_EXPORT_SECTIONS, DATA_EXPORT_STATUSES } from 'shared-contracts/domain/privacy';
import { dateTimeSchema, idParamsSchema, token } from './common';
import { defineRoute, type ApiRoute } from './define';

/**
 * What sign-up and checkout send beside their data: the privacy notice's version the page showed
 * (recorded as accepted, with the time), and the separate, unticked-by-default marketing box.
 */
export const consentFieldsShape = {
  privacyNoticeVersion: token().max(20).optional(),
  marketingConsent: z.boolean().default(false),
};

export const consentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  version: z.string(),
  source: z.enum(CONSENT_SOURCES),
  at: dateTimeSchema,
});
export type Consent = z.infer<typeof consentSchema>;

export const myConsentsSchema = z.object({
  /** Whether the shop may send offers now (the latest marketing consent). */
  marketing: z.boolean(),
  /** Every consent given or withdrawn, oldest first. */
  history: z.array(consentSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

export const setMarketingConsentSchema = z.object({ granted: z.boolean() });

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Sections written so far, of `sections`. */
  progress: z.number().int().min(0),
  sections: z.number().int().min(1),
  requestedAt: dateTimeSchema,
  readyAt: dateTimeSchema.nullable(),
  expiresAt: dateTimeSchema.nullable(),
  /** While ready and not expired: the JSON file's and the readable page's links. */
  links: z.object({ json: z.string(), html: z.string() }).nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const DATA_EXPORT_SECTION_COUNT = DATA_EXPORT_SECTIONS.length;

/** The latest download asked for (null: none, or its file removed). */
export const myDataExportSchema = z.object({ latest: dataExportSchema.nullable() });

export const DATA_EXPORT_FORMATS = ['json', 'html'] as const;
export const dataExportDownloadQuerySchema = z.object({ token: token().regex(/^[0-9a-f]{64}$/), format: z.enum(DATA_EXPORT_FORMATS).default('json') });

export const privacyRoutes = {
  myConsents: defineRoute({ method: 'GET', path: '/account/consents', access: 'user', response: myConsentsSchema, summary: 'My consents: marketing now, and every consent given or withdrawn' }),
  setMarketingConsent: defineRoute({
    method: 'PUT',
    path: '/account/consents/marketing',
    access: 'user',
    body: setMarketingConsentSchema,
    response: myConsentsSchema,
    summary: 'Give or withdraw consent to marketing e-mails',
  }),
  myDataExport: defineRoute({ method: 'GET', path: '/account/data-export', access: 'user', response: myDataExportSchema, summary: 'My latest download of my data: its progress, and its links once ready' }),
  requestDataExport: defineRoute({
    method: 'POST',
    path: '/account/data-export',
    access: 'user',
    response: dataExportSchema,
    summary: 'Ask for a download of my data (profile, addresses, orders, invoices, consents, e-mails), written in the background and e-mailed',
  }),
  downloadDataExport: defineRoute({
    method: 'GET',
    path: '/data-exports/:id',
    access: 'public',
    params: idParamsSchema,
    query: dataExportDownloadQuerySchema,
    response: z.string(),
    summary: 'A download of one’s data as JSON or a readable page, by its signed link (403 for a wrong token, 410 once expired)',
  }),
} as const satisfies Record<string, ApiRoute>;
