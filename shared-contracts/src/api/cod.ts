/**
 * Cash on delivery's API (issue 32 item 3; the rules in domain/cod.ts): the merchant's settings
 * (Settings › Cash on delivery), the payment step's offer, and the shopper's confirmation of a COD
 * order, from My orders or from its e-mail's link. Every field is judged by the shared rules, in
 * the admin's form through toFormRules and in the API through these schemas.
 */
import { z } from 'zod';
import { COD_REFUSALS, type CodSettings } from 'shared-contracts/domain/cod';
import { max, maxNumber, minNumber, onlyDigit, required, type Rule } from 'shared-contracts/validation/rules';
import { withRules } from 'shared-contracts/validation/zod';
import { idSchema, nonNegativePaiseSchema, token } from './common';
import { defineRoute, type ApiRoute } from './define';
import { orderSchema } from './orders';

/** The rules of each settings field, for the form and the schema alike (money in paise here; the form shows rupees). */
export const COD_RULES = {
  money: [required, minNumber(0), maxNumber(1_00_00_000_00)],
  pincodePrefix: [onlyDigit, max(6)],
  count: [required, minNumber(0), maxNumber(100)],
  confirmHours: [required, minNumber(1), maxNumber(168)],
} satisfies Record<string, Rule[]>;

const count = () => withRules(z.number().int(), ...COD_RULES.count);

export const codSettingsSchema = z
  .object({
    enabled: z.boolean(),
    minOrder: withRules(nonNegativePaiseSchema, ...COD_RULES.money),
    maxOrder: withRules(nonNegativePaiseSchema, ...COD_RULES.money),
    fee: withRules(nonNegativePaiseSchema, ...COD_RULES.money),
    pincodePrefixes: z.array(withRules(z.string(), ...COD_RULES.pincodePrefix)).max(500),
    excludedCategories: z.array(idSchema).max(200),
    maxRefusals: count(),
    guestOpenPerPhone: count(),
    guestOpenPerEmail: count(),
    confirmHours: withRules(z.number().int(), ...COD_RULES.confirmHours),
  })
  .superRefine((value, ctx) => {
    // the range must hold something: the highest value at least the lowest
    const verdict = minNumber(value.minOrder)(value.maxOrder);
    if (verdict !== true) ctx.addIssue({ code: 'custom', path: ['maxOrder'], message: verdict, input: value.maxOrder });
  }) satisfies z.ZodType<CodSettings>;

/** The payment step's question: may this cart, to this address, by this customer, be paid on delivery? */
export const codOfferQuerySchema = z.object({
  pincode: token().regex(/^\d{6}$/),
  phone: token().max(20),
  /** A guest's receipt address (their open COD orders are counted per mailbox); ignored for a customer. */
  email: token().max(254).optional(),
  /** The products bought, comma-separated ids. */
  products: token()
    .max(4000)
    .transform((value) => value.split(',').filter(Boolean)),
  /** The order's value the shopper reviews, before the fee (paise). The checkout judges the server's own again. */
  total: z.coerce.number().int().min(0),
});

export const codOfferSchema = z.object({
  available: z.boolean(),
  /** What cash on delivery adds, GST included (paise). */
  fee: nonNegativePaiseSchema,
  /** Why not, when not: an i18n key's last part (`errors:cod.<reason>`). */
  reason: z.enum(COD_REFUSALS).nullable(),
  /** The same, in the caller's language. */
  message: z.string().nullable(),
});
export type CodOffer = z.infer<typeof codOfferSchema>;

/** The link of a COD order's e-mail: the order and its token (an HMAC of the order id under the server's secret). */
export const codConfirmLinkSchema = z.object({ orderId: idSchema, token: token().regex(/^[0-9a-f]{64}$/) });
export type CodConfirmLink = z.input<typeof codConfirmLinkSchema>;

export const codConfirmedSchema = z.object({ number: z.string(), confirmed: z.literal(true) });

const orderParams = z.object({ id: idSchema });

export const codRoutes = {
  adminGetCodSettings: defineRoute({ method: 'GET', path: '/admin/settings/cod', access: 'admin', permission: 'settings', response: codSettingsSchema, summary: 'Cash on delivery: when it is offered' }),
  adminSaveCodSettings: defineRoute({
    method: 'PUT',
    path: '/admin/settings/cod',
    access: 'admin',
    permission: 'settings',
    body: codSettingsSchema,
    response: codSettingsSchema,
    summary: 'Change when cash on delivery is offered',
  }),
  codOffer: defineRoute({
    method: 'GET',
    path: '/checkout/cod',
    access: 'user',
    query: codOfferQuerySchema,
    response: codOfferSchema,
    summary: 'Whether cash on delivery is offered for a cart, an address and the caller, with its fee or why not',
  }),
  confirmCodOrder: defineRoute({
    method: 'POST',
    path: '/orders/:id/cod-confirm',
    access: 'user',
    params: orderParams,
    response: orderSchema,
    summary: 'Confirm one of your cash-on-delivery orders before it is sent',
  }),
  confirmCodByLink: defineRoute({
    method: 'POST',
    path: '/cod/confirm',
    access: 'public',
    body: codConfirmLinkSchema,
    response: codConfirmedSchema,
    summary: 'Confirm a cash-on-delivery order from its e-mail’s link',
  }),
} as const satisfies Record<string, ApiRoute>;
