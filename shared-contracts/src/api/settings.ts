/**
 * The admin's settings (issue 23 items 1-3): store details, order notifications and webhooks,
 * admin access, checkout (issue 29: what guests may hold). Every field is judged by the shared
 * rules (spec §5), in the browser through toFormRules and in the API through these schemas, so
 * both say the same words.
 *
 * Fields the rules judge for spaces (spaceOnlyBetween, noSpace, slackName...) are taken as typed,
 * not trimmed: the API must refuse ' Haat' exactly as the form does.
 */
import { z } from 'zod';
import { dateTimeSchema, gstStateCodeSchema, idSchema, multilineText } from 'shared-contracts/api/common';
import { DEFAULT_LOCALE, LOCALES } from 'shared-contracts/i18n/locales';
import { previewOverrides } from 'shared-contracts/remotes/previews';
import {
  alphaNumeric,
  alphaNumericWithSpace,
  colonSeparateMultipleValue,
  distinct,
  email,
  gstNumber,
  httpAuthRule,
  ip,
  isEmpty,
  max,
  maxNumber,
  minNumber,
  noControlChars,
  noSpace,
  notEndWithQuotes,
  notStartWithQuotes,
  onlyDigit,
  required,
  slackName,
  spaceOnlyBetween,
  urlWithIpAndPort,
  urlWithProtocol,
  type Rule,
} from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { defineRoute, type ApiRoute } from './define';
import { LIGHT_ROUTE_HEADS } from './light-route-heads';

/** Text judged as typed (no trimming), one line. */
function typed(...rules: Rule[]) {
  return withRules(z.string(), noControlChars, ...rules);
}

/** The lines of a text area: trimmed, blank ones dropped. */
export function linesOf(value: string | readonly string[] | undefined | null): string[] {
  const items = typeof value === 'string' ? value.split(/\r?\n/) : [...(value ?? [])];
  return items.map((line) => line.trim()).filter((line) => line !== '');
}

/** `rule` applied to every line of a text area (the first failing line's message). */
export function eachLine(rule: Rule): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    if (typeof value !== 'string' && !Array.isArray(value)) return rule(value);
    for (const line of linesOf(value as string | string[])) {
      const verdict = rule(line);
      if (verdict !== true) return verdict;
    }
    return true;
  };
}

/** A webhook's address: an http(s) URL on a domain, or an address with an IP and a port. */
export const webhookUrl: Rule = (value) => (urlWithIpAndPort(value) === true ? true : urlWithProtocol(value));

// ---------------------------------------------------------------------------------------------
// 1. Store details

/** Invoice numbers are at most 16 characters (GST): prefix + '/yy-yy/' + 6 digits leaves 3. */
export const INVOICE_PREFIX_MAX = 3;

/** The rules of each store field, for the form and the schema alike. */
export const STORE_RULES = {
  legalName: [required, max(120), alphaNumericWithSpace, spaceOnlyBetween, notStartWithQuotes, notEndWithQuotes],
  tradingName: [required, max(60), alphaNumericWithSpace, spaceOnlyBetween, notStartWithQuotes, notEndWithQuotes],
  gstin: [required, gstNumber],
  stateCode: [required],
  address: [required, max(300)],
  email: [required, email, max(254)],
  phone: [required, onlyDigit, max(16)],
  invoicePrefix: [required, alphaNumeric, noSpace, max(INVOICE_PREFIX_MAX)],
} satisfies Record<string, Rule[]>;

export const storeDetailsSchema = z.object({
  legalName: typed(...STORE_RULES.legalName),
  tradingName: typed(...STORE_RULES.tradingName),
  gstin: typed(...STORE_RULES.gstin),
  stateCode: gstStateCodeSchema,
  /** Postal address, one line per row (the country is added where it is shown). */
  address: withRules(multilineText(), ...STORE_RULES.address),
  email: typed(...STORE_RULES.email),
  phone: typed(...STORE_RULES.phone),
  invoicePrefix: typed(...STORE_RULES.invoicePrefix),
  /** The store's language: its notices to its own staff (extra recipients' e-mails, Slack) are written in it. */
  language: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

/**
 * What every page may show of the store details (the footer, page titles, the contact page,
 * structured data): names, contacts, GSTIN and address, all printed on every invoice anyway.
 */
export const publicStoreSchema = storeDetailsSchema.pick({ legalName: true, tradingName: true, gstin: true, email: true, phone: true, address: true });
export type PublicStore = z.infer<typeof publicStoreSchema>;

/** Who sells, as the tax invoice names the seller: the store details' legal name, GSTIN and state. */
export const sellerSchema = storeDetailsSchema.pick({ legalName: true, gstin: true, stateCode: true });
export type Seller = z.infer<typeof sellerSchema>;

// ---------------------------------------------------------------------------------------------
// 2. Order notifications and webhooks

export const WEBHOOK_EVENTS = ['order.paid', 'order.shipped', 'order.cancelled', 'order.refunded', 'stock.low'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const MAX_RECIPIENTS = 10;
export const MAX_WEBHOOKS = 10;

export const NOTIFICATION_RULES = {
  recipients: [email, distinct, max(MAX_RECIPIENTS)],
  slackChannel: [slackName],
  slackWebhookUrl: [urlWithProtocol, max(500)],
} satisfies Record<string, Rule[]>;

export const notificationSettingsSchema = z.object({
  /** Extra addresses told of every paid order. */
  recipients: withRules(z.array(typed()), ...NOTIFICATION_RULES.recipients),
  /** The Slack channel's name, without '#' ('' for none). */
  slackChannel: typed(...NOTIFICATION_RULES.slackChannel),
  /** Its incoming-webhook URL ('' for none). */
  slackWebhookUrl: typed(...NOTIFICATION_RULES.slackWebhookUrl),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const WEBHOOK_RULES = {
  url: [required, webhookUrl, max(500)],
  auth: [httpAuthRule, max(200)],
  headers: [colonSeparateMultipleValue, max(2000)],
  events: [required],
} satisfies Record<string, Rule[]>;

export const webhookInputSchema = z.object({
  url: typed(...WEBHOOK_RULES.url),
  /** 'user:password' for HTTP basic auth, or ''. */
  auth: typed(...WEBHOOK_RULES.auth).default(''),
  /** Extra headers, 'Name:value', one per line (or comma-separated). */
  headers: withRules(multilineText(), ...WEBHOOK_RULES.headers).default(''),
  events: withRules(z.array(z.enum(WEBHOOK_EVENTS)), ...WEBHOOK_RULES.events),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** A webhook as the admin sees it again: never its secret nor its password. */
export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  hasAuth: z.boolean(),
  headerNames: z.array(z.string()),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: dateTimeSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to creating a webhook: the only time its signing secret is shown. */
export const createdWebhookSchema = z.object({ webhook: webhookSchema, secret: z.string() });

export const notificationsPageSchema = notificationSettingsSchema.extend({ webhooks: z.array(webhookSchema) });
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: dateTimeSchema,
  deliveredAt: dateTimeSchema.nullable(),
  nextAttemptAt: dateTimeSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

// ---------------------------------------------------------------------------------------------
// 3. Admin access

export const MAX_ALLOWED_ADDRESSES = 100;

export const ACCESS_RULES = { addresses: [eachLine(ip)] } satisfies Record<string, Rule[]>;

export const accessInputSchema = z.object({
  /** IPv4 addresses, one per line; none: the admin is reachable from anywhere. */
  addresses: withRules(multilineText(), ...ACCESS_RULES.addresses, (value) =>
    linesOf(value as string).length <= MAX_ALLOWED_ADDRESSES ? true : max(MAX_ALLOWED_ADDRESSES)(linesOf(value as string)),
  ),
  /** The admin confirmed saving a list without their own address (they lose the admin at once). */
  confirmLockout: z.boolean().optional(),
});
export type AccessInput = z.input<typeof accessInputSchema>;

export const accessSettingsSchema = z.object({
  addresses: z.array(z.string()),
  /** The caller's address as the server sees it (TRUST_PROXY decides which proxies may tell it). */
  yourAddress: z.string(),
});
export type AccessSettings = z.infer<typeof accessSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// 4. Checkout: what guests (anonymous accounts) may hold

/** The guest share's default: unpaid guest orders hold at most 30% of a product's stock. */
export const DEFAULT_GUEST_SHARE = 30;

export const CHECKOUT_RULES = { guestShare: [required, minNumber(0), maxNumber(100)] } satisfies Record<string, Rule[]>;

export const checkoutSettingsSchema = z.object({
  /**
   * The share (whole percent, 0-100) of a product's stock that unpaid guest orders may hold at
   * once (at least one unit when above 0); past it a guest's checkout of the product is refused
   * (409 guest_hold_limit) while signed-in customers buy as before. 0: guests reserve nothing.
   */
  guestShare: withRules(z.number().int(), ...CHECKOUT_RULES.guestShare),
  /** Staff may add custom lines (a name, price, GST rate and HSN outside the catalogue) to draft orders (issue 35c). Off by default. */
  customLines: z.boolean().default(false),
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// 5. Remote previews

/**
 * An admin's preview overrides (`remote::url`, one per line: remotes/previews.ts), judged here as
 * in the form and kept per admin by the API; the browser applies them to itself only.
 */
export const previewsInputSchema = z.object({ overrides: withRules(multilineText(), max(2000), previewOverrides) });
export type PreviewsInput = z.input<typeof previewsInputSchema>;
/** The overrides the admin saved last, as the text area shows them ('' for none). */
export const previewsSchema = z.object({ overrides: z.string() });

// ---------------------------------------------------------------------------------------------
// Routes: admin-only, so kept out of api/routes.ts, which every page's first load carries;
// the API mounts them (modules/settings.ts) and the admin's pages call them from here.

const okSchema = z.object({ ok: z.literal(true) });
const webhookParams = z.object({ id: idSchema });

export const settingsRoutes = {
  adminGetStoreDetails: defineRoute({ method: 'GET', path: '/admin/settings/store', access: 'admin', permission: 'settings', response: storeDetailsSchema, summary: 'The store details' }),
  adminSaveStoreDetails: defineRoute({
    method: 'PUT',
    path: '/admin/settings/store',
    access: 'admin',
    permission: 'settings',
    body: storeDetailsSchema,
    response: storeDetailsSchema,
    summary: 'Change the store details (invoices, e-mails, pages)',
  }),
  adminGetNotifications: defineRoute({ method: 'GET', path: '/admin/settings/notifications', access: 'admin', permission: 'settings', response: notificationsPageSchema, summary: 'Order notifications and webhooks' }),
  adminSaveNotifications: defineRoute({
    method: 'PUT',
    path: '/admin/settings/notifications',
    access: 'admin',
    permission: 'settings',
    body: notificationSettingsSchema,
    response: notificationsPageSchema,
    summary: 'Change the extra recipients and the Slack channel',
  }),
  adminCreateWebhook: defineRoute({
    method: 'POST',
    path: '/admin/settings/webhooks',
    access: 'admin',
    permission: 'settings',
    body: webhookInputSchema,
    response: createdWebhookSchema,
    summary: 'Add a webhook; its signing secret is answered this once',
  }),
  adminDeleteWebhook: defineRoute({ method: 'DELETE', path: '/admin/settings/webhooks/:id', access: 'admin', permission: 'settings', params: webhookParams, response: okSchema, summary: 'Remove a webhook' }),
  adminTestWebhook: defineRoute({
    method: 'POST',
    path: '/admin/settings/webhooks/:id/test',
    access: 'admin',
    permission: 'settings',
    params: webhookParams,
    response: webhookDeliverySchema,
    summary: 'Queue a test delivery to a webhook',
  }),
  adminWebhookDeliveries: defineRoute({
    method: 'GET',
    path: '/admin/settings/webhooks/:id/deliveries',
    access: 'admin',
    permission: 'settings',
    params: webhookParams,
    response: webhookDeliveryListSchema,
    summary: 'The latest deliveries to a webhook',
  }),
  adminGetAccess: defineRoute({ method: 'GET', path: '/admin/settings/access', access: 'admin', permission: 'settings', response: accessSettingsSchema, summary: 'The admin allow-list' }),
  adminSaveAccess: defineRoute({
    method: 'PUT',
    path: '/admin/settings/access',
    access: 'admin',
    permission: 'settings',
    body: accessInputSchema,
    response: accessSettingsSchema,
    summary: 'Change the admin allow-list (409 conflict when it leaves out the caller, unless confirmed)',
  }),
  adminGetCheckoutSettings: defineRoute({ method: 'GET', path: '/admin/settings/checkout', access: 'admin', permission: 'settings', response: checkoutSettingsSchema, summary: 'What guests may hold' }),
  adminSaveCheckoutSettings: defineRoute({
    method: 'PUT',
    path: '/admin/settings/checkout',
    access: 'admin',
    permission: 'settings',
    body: checkoutSettingsSchema,
    response: checkoutSettingsSchema,
    summary: 'Change the share of each product’s stock unpaid guest orders may hold',
  }),
  adminGetPreviews: defineRoute({ method: 'GET', path: '/admin/settings/previews', access: 'admin', permission: 'settings', response: previewsSchema, summary: 'Your remote preview overrides' }),
  adminSavePreviews: defineRoute({
    method: 'PUT',
    path: '/admin/settings/previews',
    access: 'admin',
    permission: 'settings',
    body: previewsInputSchema,
    response: previewsSchema,
    summary: 'Judge and keep your remote preview overrides (your browser applies them)',
  }),
} as const satisfies Record<string, ApiRoute>;

/** The store's public details, for every page (lightRoutes.getStore is the first load's form, on the same head). */
export const storeRoutes = {
  getStore: defineRoute({ ...LIGHT_ROUTE_HEADS.getStore, response: publicStoreSchema, summary: 'The store’s names, contacts and GSTIN' }),
} as const satisfies Record<string, ApiRoute>;
