/**
 * Returns' API (issue 33 items 1, 2 and 6; the rules in domain/returns.ts): the merchant's settings
 * (Settings › Returns, which the refund policy page reads through the public answer), the
 * customer's request from My orders, and the admin's Returns section (approve, reject, receive,
 * refund). Every field is judged by the shared rules, in the forms through toFormRules and in the
 * API through these schemas.
 */
import { z } from 'zod';
import {
  MAX_RETURN_PHOTOS,
  RETURN_INSPECTIONS,
  RETURN_INSTRUCTIONS,
  RETURN_KINDS,
  RETURN_REFUND_METHODS,
  RETURN_REFUSALS,
  RETURN_STATUSES,
  type ReturnSettings,
} from 'shared-contracts/domain/returns';
import { alphaNumeric, max, maxNumber, min, minNumber, onlyDigit, required, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { dateTimeSchema, idSchema, multilineText, nonNegativePaiseSchema, pageOf, pageQueryShape, paiseSchema, text, token } from './common';
import { defineRoute, type ApiRoute } from './define';
import { orderSchema } from './orders';
import { LIGHT_ROUTE_HEADS } from './light-route-heads';

/** The rules of each field, for the forms and the schemas alike. */
export const RETURN_RULES = {
  windowDays: [required, minNumber(0), maxNumber(365)],
  reason: [required, max(80)],
  text: [max(1000)],
  rejectionReason: [required, max(500)],
  trackingNumber: [max(40)],
  accountName: [required, max(100)],
  accountNumber: [required, onlyDigit, max(18)],
  /** An Indian bank branch's code: 11 letters and digits (SBIN0001234). */
  ifsc: [required, alphaNumeric, min(11), max(11)],
  quantity: [required, minNumber(1), maxNumber(1000)],
} satisfies Record<string, Rule[]>;

export const returnSettingsSchema = z.object({
  windowDays: withRules(z.number().int(), ...RETURN_RULES.windowDays),
  reasons: z.array(text(...RETURN_RULES.reason)).min(1).max(20),
  nonReturnableCategories: z.array(idSchema).max(200),
}) satisfies z.ZodType<ReturnSettings>;

/** What the refund policy page shows: the window, the reasons and the categories never taken back, by name. */
export const publicReturnPolicySchema = z.object({
  windowDays: z.number().int(),
  reasons: z.array(z.string()),
  nonReturnableCategories: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type PublicReturnPolicy = z.infer<typeof publicReturnPolicySchema>;

export const bankDetailsSchema = z.object({
  accountName: text(...RETURN_RULES.accountName),
  accountNumber: text(...RETURN_RULES.accountNumber),
  ifsc: text(...RETURN_RULES.ifsc).transform((value) => value.toUpperCase()),
});

export const returnRequestSchema = z.object({
  kind: z.enum(RETURN_KINDS),
  reason: text(...RETURN_RULES.reason),
  text: multilineText(...RETURN_RULES.text).default(''),
  /** Links the shop's storage gave for photos uploaded under `returns/<orderId>/`. */
  photos: z.array(token().max(600)).max(MAX_RETURN_PHOTOS).default([]),
  lines: z
    .array(
      z.object({
        lineIndex: z.number().int().min(0).max(500),
        quantity: withRules(z.number().int(), ...RETURN_RULES.quantity),
        /** An exchange's new variant, of the same product. */
        exchangeVariantId: idSchema.nullish(),
      }),
    )
    .min(1)
    .max(100),
  /** A cash-on-delivery order's refund by bank transfer. */
  bankDetails: bankDetailsSchema.nullish(),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

export const returnLineSchema = z.object({
  lineIndex: z.number().int(),
  quantity: z.number().int(),
  exchangeVariantId: z.string().nullable(),
  inspection: z.enum(RETURN_INSPECTIONS).nullable(),
  title: z.string(),
  variant: z.string().optional(),
  /** What the customer paid for one unit (GST included, after any discount). */
  unitPaid: paiseSchema,
});

export const returnSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  kind: z.enum(RETURN_KINDS),
  reason: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  lines: z.array(returnLineSchema),
  instruction: z.enum(RETURN_INSTRUCTIONS).nullable(),
  trackingNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  refundMethod: z.enum(RETURN_REFUND_METHODS).nullable(),
  /** The customer's account for a bank transfer; the customer sees only its last 4 digits. */
  bankDetails: z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string() }).nullable(),
  /** Paid for the returned lines (GST included): the most a refund may give back. */
  value: nonNegativePaiseSchema,
  amountRefunded: nonNegativePaiseSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type ReturnDto = z.infer<typeof returnSchema>;

export const adminReturnSchema = returnSchema.extend({ customer: z.object({ email: z.string().nullable(), name: z.string() }), paymentMethod: z.string() });
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** What one order line may still be sent back, and why not when nothing. */
export const returnableLineSchema = z.object({
  lineIndex: z.number().int(),
  delivered: z.number().int(),
  alreadyReturned: z.number().int(),
  returnable: z.number().int(),
  refusal: z.enum(RETURN_REFUSALS).optional(),
});

export const orderReturnsSchema = z.object({
  /** Whether a request may be made now; `refusal` and `message` say why not. */
  open: z.boolean(),
  refusal: z.enum(RETURN_REFUSALS).nullable(),
  message: z.string().nullable(),
  /** The last moment a request is taken (delivery + the window); null before delivery. */
  deadline: dateTimeSchema.nullable(),
  reasons: z.array(z.string()),
  lines: z.array(returnableLineSchema),
  /** Other variants of each line's product, for an exchange (in stock now). */
  variants: z.array(z.object({ lineIndex: z.number().int(), options: z.array(z.object({ id: idSchema, label: z.string(), stock: z.number().int() })) })),
  /** A cash-on-delivery order: a refund needs bank details. */
  cod: z.boolean(),
  returns: z.array(returnSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

export const approveReturnSchema = z.object({
  instruction: z.enum(RETURN_INSTRUCTIONS),
  trackingNumber: text(...RETURN_RULES.trackingNumber).default(''),
});
export const rejectReturnSchema = z.object({ reason: text(...RETURN_RULES.rejectionReason) });
export const receiveReturnSchema = z.object({
  lines: z.array(z.object({ lineIndex: z.number().int().min(0), inspection: z.enum(RETURN_INSPECTIONS) })).min(1).max(100),
});
export const refundReturnSchema = z.object({
  method: z.enum(RETURN_REFUND_METHODS),
  /** Paise; absent: everything the returned lines are worth that is not refunded yet. */
  amount: paiseSchema.min(1).optional(),
});

export const adminReturnsQuerySchema = z.object({ status: z.enum(RETURN_STATUSES).optional(), ...pageQueryShape });

const orderParams = z.object({ id: idSchema });

/**
 * A guest order's return link (its shipped and delivered e-mails, api/src/returns/link.ts): the
 * token, an HMAC of the order's id under its secret idempotency key, stands in for the session.
 */
export const RETURN_LINK_PARAM = 'return';
/** A return photo's upload from the link carries the token in this custom metadata key (never stored). */
export const RETURN_LINK_METADATA = 'returnLinkToken';
export const returnLinkQuerySchema = z.object({ token: token().regex(/^[0-9a-f]{64}$/) });
/** The link's answer: the order's returns, and the order's lines the form names. */
export const linkOrderReturnsSchema = orderReturnsSchema.extend({ order: orderSchema.pick({ id: true, number: true, lines: true, fulfilmentStatus: true }) });
export type LinkOrderReturns = z.infer<typeof linkOrderReturnsSchema>;

export const returnRoutes = {
  adminGetReturnSettings: defineRoute({ method: 'GET', path: '/admin/settings/returns', access: 'admin', permission: 'settings', response: returnSettingsSchema, summary: 'Returns: the window, the reasons, the categories never taken back' }),
  adminSaveReturnSettings: defineRoute({
    method: 'PUT',
    path: '/admin/settings/returns',
    access: 'admin',
    permission: 'settings',
    body: returnSettingsSchema,
    response: returnSettingsSchema,
    summary: 'Change the return window, the reasons and the categories never taken back',
  }),
  returnPolicy: defineRoute({ ...LIGHT_ROUTE_HEADS.returnPolicy, response: publicReturnPolicySchema, summary: "The shop's return terms, for the refund policy page" }),
  myOrderReturns: defineRoute({
    method: 'GET',
    path: '/orders/:id/returns',
    access: 'user',
    params: orderParams,
    response: orderReturnsSchema,
    summary: 'What of one of your orders may be returned, and your return requests for it',
  }),
  requestReturn: defineRoute({
    method: 'POST',
    path: '/orders/:id/returns',
    access: 'user',
    params: orderParams,
    body: returnRequestSchema,
    response: returnSchema,
    summary: 'Ask to return or exchange lines of a delivered order (400 per field: outside the window, a category never taken back, more than delivered)',
  }),
  linkOrderReturns: defineRoute({
    method: 'GET',
    path: '/returns/link/:id',
    access: 'public',
    params: orderParams,
    query: returnLinkQuerySchema,
    response: linkOrderReturnsSchema,
    summary: 'A guest order’s returns from its e-mail’s link (the token instead of a session; 403 for a wrong one)',
  }),
  requestReturnByLink: defineRoute({
    method: 'POST',
    path: '/returns/link/:id',
    access: 'public',
    params: orderParams,
    query: returnLinkQuerySchema,
    body: returnRequestSchema,
    response: returnSchema,
    summary: 'Ask to return or exchange lines of a guest order from its e-mail’s link (the same rules as from My orders)',
  }),
  adminListReturns: defineRoute({ method: 'GET', path: '/admin/returns', access: 'admin', permission: ['orders', 'refunds', 'fulfilment'], query: adminReturnsQuerySchema, response: pageOf(adminReturnSchema), summary: 'Return requests, newest first' }),
  adminApproveReturn: defineRoute({
    method: 'POST',
    path: '/admin/returns/:id/approve',
    access: 'admin',
    permission: 'orders',
    params: orderParams,
    body: approveReturnSchema,
    response: adminReturnSchema,
    summary: 'Approve a return with a pickup or drop-off instruction',
  }),
  adminRejectReturn: defineRoute({
    method: 'POST',
    path: '/admin/returns/:id/reject',
    access: 'admin',
    permission: 'orders',
    params: orderParams,
    body: rejectReturnSchema,
    response: adminReturnSchema,
    summary: 'Reject a return with a reason the customer sees',
  }),
  adminReceiveReturn: defineRoute({
    method: 'POST',
    path: '/admin/returns/:id/receive',
    access: 'admin',
    permission: 'fulfilment',
    params: orderParams,
    body: receiveReturnSchema,
    response: adminReturnSchema,
    summary: 'Receive a return: each line restocked or written off (two receipts at once restock once)',
  }),
  adminRefundReturn: defineRoute({
    method: 'POST',
    path: '/admin/returns/:id/refund',
    access: 'admin',
    permission: 'refunds',
    params: orderParams,
    body: refundReturnSchema,
    response: adminReturnSchema,
    summary: 'Refund a received return through the provider, or record its bank transfer as paid',
  }),
} as const satisfies Record<string, ApiRoute>;
