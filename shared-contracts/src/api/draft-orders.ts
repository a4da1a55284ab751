/**
 * Draft orders, order edits before dispatch and payment links (issue 35 items 3 and 4; the types in
 * domain/order-edit.ts, the workflows in api/src/order-edits/). Kept out of routes.ts, which ships
 * in every page's first load: only the admin's order pages and the payment link page call these.
 *
 * - Staff build a draft (a customer's account, or just the name, phone and address of the ONE
 *   address form; catalogue lines with variants; a discount code) and get a quote priced by the
 *   checkout's own code (prices, GST, shipping zone); sending it makes the order, reserves its stock
 *   until the link expires, and e-mails the link or gives it to copy for WhatsApp.
 * - Staff edit an order not shipped (lines, quantities, variants, the address): the stock follows at
 *   once; a paid order's increase is charged through a link, a decrease refunded with a credit note.
 * - The customer opens the link (a signed token, no session) and pays with the usual methods.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from 'shared-contracts/i18n/locales';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { ORDER_EDIT_STATUSES, PAYMENT_LINK_HOURS, PAYMENT_LINK_PURPOSES, PAYMENT_LINK_STATUSES } from 'shared-contracts/domain/order-edit';
import { addressInputSchema } from './address';
import { checkoutLineSchema, idempotencyKeySchema, providerOrderSchema } from './checkout';
import { dateTimeSchema, gstRateSchema, idParamsSchema, idSchema, nonNegativePaiseSchema, paiseSchema, text, token } from './common';
import { defineRoute, type ApiRoute } from './define';
import { optionalDiscountCodeSchema } from './discounts';
import { orderSchema } from './orders';
import { email, max, min, onlyDigit, required } from 'shared-contracts/validation/rules';

/** How the link reaches the customer: e-mailed by the shop, or copied by staff (WhatsApp, SMS). */
export const LINK_DELIVERIES = ['email', 'copy'] as const;

const linkOptions = {
  send: z.enum(LINK_DELIVERIES).default('copy'),
  expiresInHours: z.number().int().min(1).max(PAYMENT_LINK_HOURS.max).default(PAYMENT_LINK_HOURS.default),
};

/** A draft as staff build it: whose, what, where to. */
export const draftOrderSchema = z.object({
  /** An existing customer's account; absent: a customer known by the address's name and phone only. */
  userId: idSchema.nullish(),
  /** Where the link and the order's e-mails go; an account's own address when absent. */
  email: text(email, max(254))
    .nullish()
    .transform((value) => (value ? value : null)),
  /** The customer's language: the payment page, the e-mails and the order's line names. */
  language: z.enum(LOCALES).default(DEFAULT_LOCALE),
  lines: z.array(checkoutLineSchema).min(1).max(MAX_CART_LINES),
  shippingAddress: addressInputSchema,
  discountCode: optionalDiscountCodeSchema,
  /** Lines outside the catalogue (no stock), when Settings › Checkout allows them (else 400 on this field). */
  customLines: z
    .array(
      z.object({
        title: text(required, max(120)),
        hsn: text(onlyDigit, min(4), max(8))
          .nullish()
          .transform((value) => value || null),
        quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
        unitPrice: nonNegativePaiseSchema.min(100),
        gstRate: gstRateSchema,
      }),
    )
    .max(20)
    .default([]),
});
export type DraftOrderInput = z.input<typeof draftOrderSchema>;

export const createDraftOrderSchema = draftOrderSchema.extend({ idempotencyKey: idempotencyKeySchema, ...linkOptions });
export type CreateDraftOrderInput = z.input<typeof createDraftOrderSchema>;

/** What the draft costs, priced as the checkout prices the same cart. */
export const draftQuoteSchema = orderSchema.pick({ lines: true, shipping: true, totals: true, supply: true, discount: true });
export type DraftQuote = z.infer<typeof draftQuoteSchema>;

export const paymentLinkSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  purpose: z.enum(PAYMENT_LINK_PURPOSES),
  amount: nonNegativePaiseSchema,
  status: z.enum(PAYMENT_LINK_STATUSES),
  expiresAt: dateTimeSchema,
  url: z.string(),
  whatsappUrl: z.string().nullable(),
});

export const draftOrderResponseSchema = z.object({ order: orderSchema, link: paymentLinkSchema });
export type DraftOrderResponse = z.infer<typeof draftOrderResponseSchema>;

/** An edit: the order's lines as they should be, and optionally a new delivery address. */
export const orderEditSchema = z.object({
  lines: z.array(checkoutLineSchema).min(1).max(MAX_CART_LINES),
  shippingAddress: addressInputSchema.optional(),
  ...linkOptions,
});
export type OrderEditInput = z.input<typeof orderEditSchema>;

export const orderEditResponseSchema = z.object({
  order: orderSchema,
  edit: z.object({ id: idSchema, status: z.enum(ORDER_EDIT_STATUSES), difference: paiseSchema }),
  /** The link charging the difference (a paid order's increase, or an unpaid order's new total); null: nothing to collect. */
  link: paymentLinkSchema.nullable(),
});
export type OrderEditResponse = z.infer<typeof orderEditResponseSchema>;

export const paymentLinkQuerySchema = z.object({ token: token().regex(/^[0-9a-f]{64}$/) });

/** What the payment page shows: the amount, and the order it is for. */
export const paymentLinkPageSchema = z.object({
  link: paymentLinkSchema.omit({ url: true, whatsappUrl: true }),
  order: orderSchema.pick({ id: true, number: true, lines: true, shipping: true, totals: true, currency: true, paymentStatus: true, status: true }),
  language: z.enum(LOCALES),
});
export type PaymentLinkPage = z.infer<typeof paymentLinkPageSchema>;

export const payLinkVerifySchema = z.object({ paymentId: token().min(1).max(128), signature: token().regex(/^[0-9a-f]{64}$/i) });

export const draftOrderRoutes = {
  adminQuoteDraftOrder: defineRoute({
    method: 'POST',
    path: '/admin/draft-orders/quote',
    access: 'admin',
    permission: 'orders',
    body: draftOrderSchema,
    response: draftQuoteSchema,
    summary: 'Price a draft order as the checkout prices the same cart (lines, GST, shipping zone, discount code)',
  }),
  adminCreateDraftOrder: defineRoute({
    method: 'POST',
    path: '/admin/draft-orders',
    access: 'admin',
    permission: 'orders',
    body: createDraftOrderSchema,
    response: draftOrderResponseSchema,
    summary: 'Make the order from a draft: stock reserved until its payment link expires, the link e-mailed or given to copy',
  }),
  adminEditOrder: defineRoute({
    method: 'POST',
    path: '/admin/orders/:id/edit',
    access: 'admin',
    permission: 'orders',
    params: idParamsSchema,
    body: orderEditSchema,
    response: orderEditResponseSchema,
    summary: 'Edit an order not shipped: lines, quantities, variants, address; a paid increase is charged through a link, a decrease refunded with a credit note',
  }),
  paymentLink: defineRoute({
    method: 'GET',
    path: '/pay-links/:id',
    access: 'public',
    params: idParamsSchema,
    query: paymentLinkQuerySchema,
    response: paymentLinkPageSchema,
    summary: 'A payment link’s amount and order (its token instead of a session; 403 for a wrong one)',
  }),
  payPaymentLink: defineRoute({
    method: 'POST',
    path: '/pay-links/:id/pay',
    access: 'public',
    params: idParamsSchema,
    query: paymentLinkQuerySchema,
    response: providerOrderSchema,
    summary: 'Open the provider’s dialog for a payment link (409 order_not_payable once expired or paid)',
  }),
  verifyPaymentLink: defineRoute({
    method: 'POST',
    path: '/pay-links/:id/verify',
    access: 'public',
    params: idParamsSchema,
    query: paymentLinkQuerySchema,
    body: payLinkVerifySchema,
    response: paymentLinkPageSchema,
    summary: 'The dialog’s signed result for a payment link',
  }),
} as const satisfies Record<string, ApiRoute>;
