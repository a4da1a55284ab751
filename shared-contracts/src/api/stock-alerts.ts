/**
 * Back-in-stock alerts' API (issue 36 item 2; the states in domain/stock-alerts.ts): anyone leaves an
 * e-mail address on a sold-out product or variant, confirms it from the e-mail's link, and the admin
 * reads the waiting demand per product and variant.
 */
import { z } from 'zod';
import { STOCK_ALERT_STATUSES } from 'shared-contracts/domain/stock-alerts';
import { emailSchema } from './contact';
import { idSchema, slugSchema, token } from './common';
import { defineRoute, type ApiRoute } from './define';

/** Ask to be told: the product, its variant when it is sold by variant, and where to write. */
export const stockAlertRequestSchema = z.object({
  productId: idSchema,
  variantId: idSchema.optional(),
  email: emailSchema,
});
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

/** The same answer whether the address was new or already waiting: nobody learns who asked. */
export const stockAlertRequestedSchema = z.object({ requested: z.literal(true) });

/** The confirmation link's token: 32 random bytes as hex. */
export const stockAlertConfirmSchema = z.object({ token: token().regex(/^[0-9a-f]{64}$/) });

/** A confirmed alert: what it waits for; `inStock` when stock came back before it was confirmed. */
export const stockAlertConfirmedSchema = z.object({
  status: z.enum(STOCK_ALERT_STATUSES),
  product: z.object({ slug: slugSchema, title: z.string(), variant: z.string().optional() }),
  inStock: z.boolean(),
});
export type StockAlertConfirmed = z.infer<typeof stockAlertConfirmedSchema>;

/** The admin's view: confirmed alerts still waiting, per product and variant, most wanted first. */
export const stockAlertDemandSchema = z.object({
  items: z.array(
    z.object({
      productId: idSchema,
      title: z.string(),
      variantId: idSchema.nullable(),
      /** The variant's values ("Size: M, Colour: Red"); null for the product itself. */
      variant: z.string().nullable(),
      stock: z.number().int().min(0),
      waiting: z.number().int().min(1),
      oldest: z.string(),
    }),
  ),
  total: z.number().int().min(0),
});
export type StockAlertDemand = z.infer<typeof stockAlertDemandSchema>;

export const stockAlertRoutes = {
  requestStockAlert: defineRoute({
    method: 'POST',
    path: '/stock-alerts',
    access: 'public',
    body: stockAlertRequestSchema,
    response: stockAlertRequestedSchema,
    summary: 'Ask to be e-mailed when a sold-out product or variant is back; a confirmation e-mail is sent first (409 when it is in stock; rate limited)',
  }),
  confirmStockAlert: defineRoute({
    method: 'POST',
    path: '/stock-alerts/confirm',
    access: 'public',
    body: stockAlertConfirmSchema,
    response: stockAlertConfirmedSchema,
    summary: 'Confirm an alert from its e-mail’s link (404 for an unknown token)',
  }),
  adminStockAlertDemand: defineRoute({
    method: 'GET',
    path: '/admin/stock-alerts',
    access: 'admin',
    permission: ['catalogue', 'reports'],
    response: stockAlertDemandSchema,
    summary: 'Confirmed back-in-stock alerts waiting, per product and variant',
  }),
} as const satisfies Record<string, ApiRoute>;
