import { consentFieldsShape } from './privacy';
import { z } from 'zod';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from 'shared-contracts/domain/cart';
import { email, max } from 'shared-contracts/validation/rules';
import { addressInputSchema, gstinSchema } from './address';
import { currencySchema, gstRateSchema, gstStateCodeSchema, idSchema, nonNegativePaiseSchema, text, token } from './common';
import { optionalDiscountCodeSchema } from './discounts';
import { orderSchema } from './orders';
import { PAYMENT_METHODS } from 'shared-contracts/domain/order';

/**
 * Sent once per checkout attempt and repeated unchanged on a retry: the same key returns the same
 * order instead of making a second one. A UUID from `crypto.randomUUID()` fits.
 */
export const idempotencyKeySchema = token().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** A browser's device id (remote-checkout/src/payment/device.ts): a UUID, or any such token. */
export const deviceIdSchema = token().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const checkoutLineSchema = z.object({
  productId: idSchema,
  /** Which variant, for a product sold by variant. */
  variantId: idSchema.optional(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
  /**
   * The price the shopper saw. Never charged: the server prices every line from its catalogue.
   * It lets the server tell the shopper when a price changed.
   */
  unitPrice: nonNegativePaiseSchema.optional(),
});

export const checkoutRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  lines: z.array(checkoutLineSchema).min(1).max(MAX_CART_LINES),
  shippingAddress: addressInputSchema,
  /** Omitted or null: bill to the shipping address. */
  billingAddress: addressInputSchema.nullish().transform((value) => value ?? null),
  /** The buyer's GSTIN, for a business claiming input tax credit; printed on the invoice. */
  gstin: gstinSchema,
  /** Keep the shipping address in the account's address book. */
  saveAddress: z.boolean().default(false),
  /**
   * The total (paise, shipping and GST included) the shopper reviewed and agreed to pay. When the
   * server's total for these lines and this address is another, nothing is reserved: 409
   * `price_changed` with the new figures in `error.details` (priceChangedDetailsSchema).
   */
  expectedTotal: nonNegativePaiseSchema.optional(),
  /**
   * Where the receipt and the order's e-mails go, judged by the shared `email` rule. Required of a
   * guest (an anonymous account has no address; without one: 400 with this field required); a
   * customer signed in with an e-mail address gets the mails there, and this is ignored.
   */
  email: text(email, max(254))
    .nullish()
    .transform((value) => (value ? value : null)),
  /**
   * A discount code the shopper entered (any case). Refused (unknown, expired, used up, not for
   * these lines...): 422 `discount_rejected` with the reason's words on this field, nothing reserved.
   */
  discountCode: optionalDiscountCodeSchema,
  /**
   * The browser's own id (a random UUID it keeps: remote-checkout/src/payment/device.ts). A guest's
   * reservations are limited per device too, beside per client address and per e-mail mailbox
   * (429 guest_checkout_limit); a signed-in customer's are not counted by it.
   */
  deviceId: deviceIdSchema.optional(),
  /**
   * cod: cash on delivery, when the merchant's rules allow it for this order and customer (domain/cod.ts;
   * else 422 `cod_unavailable`, the reason on this field): no provider order; its fee joins the
   * shipping line and `expectedTotal`; the order waits for the shopper's confirmation. Absent: prepaid.
   */
  paymentMethod: z.enum(PAYMENT_METHODS).default('prepaid'),
  /**
   * Pay with the account's store credit first (GET /api/account/store-credit): the server applies
   * all of the balance, at most the total, in the order's transaction; the rest is paid as chosen
   * (nothing left: confirmed like a free order). The total and the invoice keep their full value.
   */
  useStoreCredit: z.boolean().default(false),
  /**
   * The privacy notice's version the payment page showed, recorded as accepted with the time; and
   * the separate marketing box, unticked by default (api/src/privacy/consent.ts).
   */
  ...consentFieldsShape,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/**
 * `error.details` of a 409 `price_changed`: the order as the server prices it now, for the shopper
 * to review again. The browser works the totals out with the same shared rule (cartTotals), and
 * pays `total` as its next `expectedTotal` once the shopper has confirmed.
 */
export const priceChangedDetailsSchema = z.object({
  /** One per product, in the order of the request's lines (a repeated product once). */
  lines: z.array(z.object({ productId: idSchema, variantId: idSchema.optional(), quantity: z.number().int().min(1), unitPrice: nonNegativePaiseSchema, gstRate: gstRateSchema })),
  /** The total the shopper reviewed, and the one the server would charge now. */
  expectedTotal: nonNegativePaiseSchema,
  total: nonNegativePaiseSchema,
});
export type PriceChangedDetails = z.infer<typeof priceChangedDetailsSchema>;

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** What the browser needs at start-up to load the provider's checkout script. */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's public key id (never the secret). */
  keyId: z.string(),
  checkoutScriptUrl: z.url(),
  /**
   * The state the shop sells from (its GST registration): a delivery to the same state pays CGST
   * and SGST, any other IGST. Pages use it to show the split the order will have.
   */
  sellerState: gstStateCodeSchema,
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The provider order the checkout dialog is opened with. */
export const providerOrderSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
  providerOrderId: z.string().min(1),
  /** Paise; the order's `totals.inclusive` less its store credit (domain/order amountPayable). */
  amount: nonNegativePaiseSchema,
  currency: currencySchema,
  /** Shown in the dialog. */
  name: z.string(),
  description: z.string(),
  prefill: z.object({
    name: z.string().optional(),
    email: z.string().optional(),
    contact: z.string().optional(),
  }),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

export const checkoutResponseSchema = z.object({
  order: orderSchema,
  /** null: a free order (a discount covered the whole total), confirmed without a payment. */
  payment: providerOrderSchema.nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * The dialog's result. The server accepts it only when `signature` is the HMAC-SHA256 of
 * `<provider order id it stored for orderId>|<paymentId>`.
 */
export const verifyPaymentRequestSchema = z.object({
  orderId: idSchema,
  paymentId: token().min(1).max(128),
  signature: token().regex(/^[0-9a-f]{64}$/i),
});
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({ order: orderSchema });

/** Headers of a provider's webhook call: the HMAC of the raw body, and an id to drop repeats by. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id';

export const PAYMENT_WEBHOOK_EVENTS = [
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.created',
  'refund.processed',
  'refund.failed',
] as const;
export type PaymentWebhookEventName = (typeof PAYMENT_WEBHOOK_EVENTS)[number];

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.looseObject(shape) });

/**
 * A webhook event in the shape Razorpay posts, which the sandbox imitates. Only the fields the shop
 * reads are named; the rest pass through. Verify the signature over the raw body before parsing.
 */
export const paymentWebhookSchema = z.looseObject({
  event: z.enum(PAYMENT_WEBHOOK_EVENTS),
  created_at: z.number().int(),
  payload: z.looseObject({
    payment: entity({
      id: token(),
      order_id: token(),
      amount: nonNegativePaiseSchema,
      currency: token(),
      status: token(),
      error_code: token().nullish(),
      error_description: token().nullish(),
      /** Why it failed, as a code (Razorpay's error reasons: card_declined, insufficient_funds, ...). */
      error_reason: token().nullish(),
    }).optional(),
    order: entity({ id: token(), amount: nonNegativePaiseSchema, status: token() }).optional(),
    refund: entity({ id: token(), payment_id: token(), amount: nonNegativePaiseSchema, status: token() }).optional(),
  }),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

/** 200 for a new event and for a repeat alike, so the provider stops sending it. */
export const paymentWebhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
